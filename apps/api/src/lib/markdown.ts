import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { frontMatterProblems } from './front-matter.ts';

/*
 * Markdown content files (라이프 articles, terms): YAML front matter, GFM, and HTML that may
 * hold text structure only. The modules add their own rules on the Markdown tree.
 */

/** A content file that breaks the rules; the message is the reason the importer prints. */
export class MarkdownError extends Error {
  override name = 'MarkdownError';
}

/**
 * What the body may become: text structure, emphasis, quotes, lists, tables, code and links —
 * no images, no classes, ids or styles, links to http(s) and same-origin paths only.
 */
const SCHEMA: SanitizeSchema = {
  tagNames: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
  ],
  attributes: { a: ['href'], ol: ['start'], th: ['align'], td: ['align'] },
  protocols: { href: ['http', 'https'] },
  ancestors: { tbody: ['table'], thead: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  strip: ['script', 'style'],
  clobber: [],
  required: {},
};

const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const WEB_URL = /^https?:\/\/[^/\\\s]/i;

/** Links to anything else (javascript:, mailto:, //host, relative) lose the link, keep the text. */
function safeLinks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'a' || index === undefined || !parent) return CONTINUE;
      const href = typeof node.properties.href === 'string' ? node.properties.href : '';
      if (WEB_URL.test(href) || SAME_ORIGIN_PATH.test(href)) return CONTINUE;
      parent.children.splice(index, 1, ...(node.children as ElementContent[]));
      return [SKIP, index];
    });
  };
}

/** After the sanitizer: outside links open apart from the app and pass on nothing. */
function outboundLinks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && WEB_URL.test(String(node.properties.href ?? ''))) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
      }
    });
  };
}

/** A new parser (front matter, GFM); a module may `.use()` more syntax on it. */
export function markdownParser() {
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
}

// Raw HTML in the Markdown never reaches the HTML tree (remark-rehype drops it by default).
const toHtml = unified()
  .use(remarkRehype)
  .use(safeLinks)
  .use(rehypeSanitize, SCHEMA)
  .use(outboundLinks)
  .use(rehypeStringify);

/** Markdown nodes → sanitized HTML. */
export function renderSafeHtml(nodes: RootContent[]): string {
  const root: Root = { type: 'root', children: nodes };
  return toHtml.stringify(toHtml.runSync(root)).trim();
}

/**
 * The file's leading `---` YAML block checked against `schema`, and where the block ends in the
 * text. Throws MarkdownError with the problems.
 */
export function readFrontMatter<T>(tree: Root, schema: z.ZodType<T>): { data: T; end: number } {
  const [first] = tree.children;
  if (first?.type !== 'yaml')
    throw new MarkdownError('no front matter (the file must start with a --- YAML block)');
  let raw: unknown;
  try {
    raw = parseYaml(first.value);
  } catch (error) {
    throw new MarkdownError(`front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new MarkdownError(frontMatterProblems(parsed.error));
  return { data: parsed.data, end: first.position?.end.offset ?? 0 };
}
