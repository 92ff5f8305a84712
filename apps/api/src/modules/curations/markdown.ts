import type { CurationBlock } from '@chorok/contract';
import type { Definition, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import {
  markdownParser,
  MarkdownError,
  readFrontMatter,
  renderSafeHtml,
} from '../../lib/markdown.ts';
import { FrontMatter } from './front-matter.ts';

export interface RenderedArticle {
  frontMatter: FrontMatter;
  /** The Markdown as written, front matter removed. */
  source: string;
  blocks: CurationBlock[];
  readingMinutes: number;
}

/** What is wrong with a body, for the console to say in its own words. */
export type BodyProblem =
  'image' | 'footnote' | 'directive' | 'embedId' | 'embedLine' | 'embedNotLinked' | 'empty';

/** A body that breaks a rule: the importer prints the message, the console names the problem. */
export class BodyError extends MarkdownError {
  constructor(
    message: string,
    readonly problem: BodyProblem,
    readonly productId?: number,
  ) {
    super(message);
  }
}

/** Korean reading speed for the reading time (characters per minute). */
export const READING_CHARS_PER_MINUTE = 500;

const parser = markdownParser().use(remarkDirective);

/**
 * Checks and normalises the body in place: product embeds only as a line of their own, no
 * images or footnotes, headings under the article's title (h2…h4). A `:word` in running text
 * (오전 10:30에) is not a directive to us: it goes back to the text it was written as.
 */
function normaliseBody(tree: Root, text: string, allowed: readonly number[]): void {
  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'image':
      case 'imageReference':
        throw new BodyError(
          'images are not allowed in the body (the cover is the picture)',
          'image',
        );
      case 'footnoteReference':
      case 'footnoteDefinition':
        throw new BodyError('footnotes are not supported', 'footnote');
      case 'heading':
        node.depth = Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4;
        return CONTINUE;
      case 'textDirective': {
        if (!parent || index === undefined) return CONTINUE;
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? start;
        parent.children.splice(index, 1, { type: 'text', value: text.slice(start, end) });
        return [SKIP, index + 1];
      }
      case 'containerDirective':
        throw new BodyError(
          `unknown directive :::${node.name} (only ::product{id=N})`,
          'directive',
        );
      case 'leafDirective': {
        if (node.name !== 'product')
          throw new BodyError(
            `unknown directive ::${node.name} (only ::product{id=N})`,
            'directive',
          );
        const id = node.attributes?.id ?? '';
        if (!/^[1-9]\d{0,9}$/.test(id))
          throw new BodyError(`::product needs a product id: ::product{id=16}`, 'embedId');
        if (parent !== tree)
          throw new BodyError(
            `::product{id=${id}} must be a line of its own, outside lists`,
            'embedLine',
            Number(id),
          );
        if (!allowed.includes(Number(id)))
          throw new BodyError(
            `::product{id=${id}} is not among the article's products`,
            'embedNotLinked',
            Number(id),
          );
        return SKIP;
      }
      default:
        return CONTINUE;
    }
  });
}

function renderHtml(nodes: RootContent[], definitions: Definition[]): string {
  return renderSafeHtml([...nodes, ...definitions]);
}

/** Hangul syllables ÷ 500 per minute, rounded up, at least a minute. */
export function readingMinutes(source: string): number {
  const syllables = source.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;
  return Math.max(1, Math.ceil(syllables / READING_CHARS_PER_MINUTE));
}

/**
 * One article file → its front matter and body blocks: sanitized HTML between the product embeds
 * (each `::product{id=N}` line a block of its own). Throws MarkdownError with the reason.
 */
export function renderArticle(text: string): RenderedArticle {
  const tree = parser.parse(text) as Root;
  const { data, end } = readFrontMatter(tree, FrontMatter);
  const source = text.slice(end).replace(/^\r?\n/, '');
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  const blocks = bodyBlocks(tree, text, data.products);
  return { frontMatter: data, source, blocks, readingMinutes: readingMinutes(source) };
}

/**
 * A body alone (the console's editor and preview): the same checks and blocks as a file's body,
 * its embeds limited to `products`. Throws MarkdownError with the reason.
 */
export function renderBody(
  source: string,
  products: readonly number[],
): { blocks: CurationBlock[]; readingMinutes: number } {
  const tree = parser.parse(source) as Root;
  return { blocks: bodyBlocks(tree, source, products), readingMinutes: readingMinutes(source) };
}

function bodyBlocks(tree: Root, text: string, products: readonly number[]): CurationBlock[] {
  normaliseBody(tree, text, products);
  // Link definitions may sit anywhere; every block gets them so its references resolve.
  const definitions = tree.children.filter(
    (node): node is Definition => node.type === 'definition',
  );
  const blocks: CurationBlock[] = [];
  let pending: RootContent[] = [];
  const flush = () => {
    const html = pending.length > 0 ? renderHtml(pending, definitions) : '';
    if (html) blocks.push({ type: 'html', html });
    pending = [];
  };
  for (const node of tree.children) {
    if (node.type === 'leafDirective') {
      flush();
      blocks.push({ type: 'product', productId: Number(node.attributes?.id) });
    } else if (node.type !== 'definition') pending.push(node);
  }
  flush();
  if (blocks.length === 0) throw new BodyError('the body is empty', 'empty');
  return blocks;
}
