import { createHash } from 'node:crypto';
import { REQUIRED_TERMS_KINDS, TERMS_KINDS, seoulMidnight, type TermsKind } from '@chorok/contract';
import type { Root } from 'mdast';
import { CONTINUE, visit } from 'unist-util-visit';
import { z } from 'zod';
import { day } from '../../lib/front-matter.ts';
import {
  markdownParser,
  MarkdownError,
  readFrontMatter,
  renderSafeHtml,
} from '../../lib/markdown.ts';

/*
 * One published version of a document: content/terms/<kind>-v<version>.md (README, "Terms and
 * consent"). Whether a kind is required is the contract's REQUIRED_TERMS_KINDS, not the file's.
 */

const TermsFrontMatter = z.strictObject(
  {
    kind: z.enum(TERMS_KINDS, { error: `one of ${TERMS_KINDS.join(', ')}` }),
    version: z
      .number({ error: 'a whole number from 1' })
      .int({ error: 'a whole number from 1' })
      .min(1, { error: 'a whole number from 1' })
      .max(10_000, { error: 'at most 10000' }),
    title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, {
      error: 'at most 60 characters',
    }),
    /** The day it takes effect (시행일), from midnight in Seoul. */
    effective: day,
  },
  { error: 'front matter must be YAML keys: kind, version, title, effective' },
);

export interface TermsFile {
  file: string;
  kind: TermsKind;
  version: number;
  title: string;
  required: boolean;
  effectiveAt: Date;
  /** The Markdown after the front matter, as written. */
  bodyMarkdown: string;
  /** Of the whole file (line endings made LF): a published version must never change. */
  sourceHash: string;
}

const parser = markdownParser();

/** Headings sit under the page's title (h2…h4); images and footnotes have no place in terms. */
function normaliseBody(tree: Root): void {
  visit(tree, (node) => {
    switch (node.type) {
      case 'image':
      case 'imageReference':
        throw new MarkdownError('images are not allowed in terms');
      case 'footnoteReference':
      case 'footnoteDefinition':
        throw new MarkdownError('footnotes are not supported');
      case 'heading':
        node.depth = Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4;
        return CONTINUE;
      default:
        return CONTINUE;
    }
  });
}

/** Reads and checks one file; throws MarkdownError with the reason. */
export function parseTermsFile(file: string, rawText: string): TermsFile {
  const text = rawText.replace(/\r\n?/g, '\n');
  const tree = parser.parse(text) as Root;
  const { data, end } = readFrontMatter(tree, TermsFrontMatter);
  const expected = `${data.kind}-v${data.version}.md`;
  if (file !== expected)
    throw new MarkdownError(`the file of ${data.kind} version ${data.version} must be ${expected}`);
  const bodyMarkdown = text.slice(end).replace(/^\n+/, '');
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  if (tree.children.length === 0) throw new MarkdownError('the body is empty');
  normaliseBody(tree);
  return {
    file,
    kind: data.kind,
    version: data.version,
    title: data.title,
    required: (REQUIRED_TERMS_KINDS as readonly TermsKind[]).includes(data.kind),
    effectiveAt: seoulMidnight(data.effective),
    bodyMarkdown,
    sourceHash: createHash('sha256').update(text).digest('hex'),
  };
}

/** The stored Markdown of a version → sanitized HTML (checked at import, so it renders). */
export function renderTermsHtml(bodyMarkdown: string): string {
  const tree = parser.parse(bodyMarkdown) as Root;
  normaliseBody(tree);
  return renderSafeHtml(tree.children);
}
