import type { CurationBlock } from '@chorok/contract';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Definition, Root, RootContent } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { FrontMatter, frontMatterProblems } from './front-matter.ts';

/** A file the importer skips; the message is the reason it prints. */
export class ArticleError extends Error {
  override name = 'ArticleError';
}

export interface RenderedArticle {
  frontMatter: FrontMatter;
  /** The Markdown as written, front matter removed. */
  source: string;
  blocks: CurationBlock[];
  readingMinutes: number;
}

/** Korean reading speed for the reading time (characters per minute). */
export const READING_CHARS_PER_MINUTE = 500;

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

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);

// Raw HTML in the Markdown never reaches the HTML tree (remark-rehype drops it by default).
const toHtml = unified()
  .use(remarkRehype)
  .use(safeLinks)
  .use(rehypeSanitize, SCHEMA)
  .use(outboundLinks)
  .use(rehypeStringify);

function readFrontMatter(tree: Root): { data: FrontMatter; end: number } {
  const [first] = tree.children;
  if (first?.type !== 'yaml')
    throw new ArticleError('no front matter (the file must start with a --- YAML block)');
  let raw: unknown;
  try {
    raw = parseYaml(first.value);
  } catch (error) {
    throw new ArticleError(`front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = FrontMatter.safeParse(raw ?? {});
  if (!parsed.success) throw new ArticleError(frontMatterProblems(parsed.error));
  return { data: parsed.data, end: first.position?.end.offset ?? 0 };
}

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
        throw new ArticleError('images are not allowed in the body (the cover is the picture)');
      case 'footnoteReference':
      case 'footnoteDefinition':
        throw new ArticleError('footnotes are not supported');
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
        throw new ArticleError(`unknown directive :::${node.name} (only ::product{id=N})`);
      case 'leafDirective': {
        if (node.name !== 'product')
          throw new ArticleError(`unknown directive ::${node.name} (only ::product{id=N})`);
        const id = node.attributes?.id ?? '';
        if (!/^[1-9]\d{0,9}$/.test(id))
          throw new ArticleError(`::product needs a product id: ::product{id=16}`);
        if (parent !== tree)
          throw new ArticleError(`::product{id=${id}} must be a line of its own, outside lists`);
        if (!allowed.includes(Number(id)))
          throw new ArticleError(`::product{id=${id}} is not in the front matter's products`);
        return SKIP;
      }
      default:
        return CONTINUE;
    }
  });
}

function renderHtml(nodes: RootContent[], definitions: Definition[]): string {
  const root: Root = { type: 'root', children: [...nodes, ...definitions] };
  return toHtml.stringify(toHtml.runSync(root)).trim();
}

/** Hangul syllables ÷ 500 per minute, rounded up, at least a minute. */
export function readingMinutes(source: string): number {
  const syllables = source.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;
  return Math.max(1, Math.ceil(syllables / READING_CHARS_PER_MINUTE));
}

/**
 * One article file → its front matter and body blocks: sanitized HTML between the product embeds
 * (each `::product{id=N}` line a block of its own). Throws ArticleError with the reason.
 */
export function renderArticle(text: string): RenderedArticle {
  const tree = parser.parse(text) as Root;
  const { data, end } = readFrontMatter(tree);
  const source = text.slice(end).replace(/^\r?\n/, '');
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  normaliseBody(tree, text, data.products);
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
  if (blocks.length === 0) throw new ArticleError('the body is empty');
  return { frontMatter: data, source, blocks, readingMinutes: readingMinutes(source) };
}
