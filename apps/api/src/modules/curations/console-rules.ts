import {
  CURATION_FORM_MESSAGES as M,
  LISTED_PRODUCT_STATUSES,
  type AdminCurationInput,
  type AdminCurationPreview,
  type CurationBlock,
  type FieldError,
} from '@chorok/contract';
import { products, type Database, type Transaction } from '@chorok/db';
import { and, inArray } from 'drizzle-orm';
import { Document, visit } from 'yaml';
import { AppError } from '../../lib/app-error.ts';
import { MarkdownError } from '../../lib/markdown.ts';
import { summaryColumns, toProductSummary } from '../products/summary.ts';
import { FrontMatter } from './front-matter.ts';
import { findReferenceProblem } from './importer.ts';
import { BodyError, renderBody, type BodyProblem } from './markdown.ts';

/*
 * The console's article held to the importer's own rule (decision 0044): the front matter schema
 * of the files, the body renderer, the same reference checks; only the words are the console's.
 */

const FIELD_MESSAGES: Record<string, string> = {
  title: M.title,
  subtitle: M.subtitle,
  category: M.category,
  author: M.author,
  tags: M.tags,
  products: M.products,
  cover: M.coverProducts,
  'cover.products': M.coverProducts,
  'cover.background': M.coverBackground,
  'cover.alt': M.coverAlt,
};

const BODY_MESSAGES: Record<BodyProblem, string> = {
  image: M.bodyImage,
  footnote: M.bodyFootnote,
  directive: M.bodyDirective,
  embedId: M.bodyEmbedId,
  embedLine: M.bodyEmbedLine,
  embedNotLinked: M.bodyEmbedNotLinked,
  empty: M.bodyEmpty,
};

const invalid = (errors: FieldError[]) => AppError.badRequest(M.invalid, errors);

export interface CheckedArticle {
  front: FrontMatter;
  blocks: CurationBlock[];
  readingMinutes: number;
}

/** The form as a file's front matter; `publishedAt` is the day the file would carry. */
export function frontMatterOf(input: AdminCurationInput, publishedAt: string): unknown {
  const { background, ...cover } = input.cover;
  return {
    title: input.title,
    subtitle: input.subtitle,
    category: input.category,
    author: input.author,
    publishedAt,
    tags: input.tags,
    products: input.products,
    cover: background ? { ...cover, background } : cover,
  };
}

/** 400 with each field's message, or the article's front matter and rendered body. */
export async function checkArticle(
  db: Database | Transaction,
  input: AdminCurationInput,
  day: string,
): Promise<CheckedArticle> {
  const parsed = FrontMatter.safeParse(frontMatterOf(input, day));
  if (!parsed.success) {
    const paths = [
      ...new Set(parsed.error.issues.map((issue) => issue.path.slice(0, 2).join('.'))),
    ];
    throw invalid(
      paths.map((path) => ({
        path,
        message: FIELD_MESSAGES[path] ?? FIELD_MESSAGES[path.split('.')[0]!] ?? M.invalid,
      })),
    );
  }
  const front = parsed.data;
  const problem = await findReferenceProblem(db, front);
  if (problem?.kind === 'product') {
    const path = front.products.some((id) => problem.ids.includes(id))
      ? 'products'
      : 'cover.products';
    throw invalid([{ path, message: `${M.unknownProduct} (${problem.ids.join(', ')})` }]);
  }
  if (problem?.kind === 'notPlant')
    throw invalid([{ path: 'cover.products', message: M.coverNotPlant }]);
  if (problem?.kind === 'tag') throw invalid([{ path: 'tags', message: M.tags }]);
  return { front, ...bodyOf(input.body ?? '', front.products) };
}

function bodyOf(body: string, allowed: readonly number[]) {
  try {
    return renderBody(body, allowed);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    const message =
      error instanceof BodyError
        ? `${BODY_MESSAGES[error.problem]}${error.productId ? ` (${error.productId})` : ''}`
        : `${M.body} (${error.message})`;
    throw invalid([{ path: 'body', message }]);
  }
}

/**
 * POST /admin/curations/preview: the body's blocks as the shop will draw them, and the cards of
 * the products it embeds (listed ones, as the article page shows). Saves nothing.
 */
export async function previewBody(
  db: Database,
  input: { body: string; products: readonly number[] },
): Promise<AdminCurationPreview> {
  const { blocks, readingMinutes } = bodyOf(input.body, input.products);
  const embedded = [
    ...new Set(blocks.flatMap((block) => (block.type === 'product' ? [block.productId] : []))),
  ];
  const rows =
    embedded.length === 0
      ? []
      : await db
          .select(summaryColumns(null))
          .from(products)
          .where(
            and(
              inArray(products.id, embedded),
              inArray(products.status, [...LISTED_PRODUCT_STATUSES]),
            ),
          );
  const missing = embedded.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0)
    throw invalid([{ path: 'body', message: `${M.unknownProduct} (${missing.join(', ')})` }]);
  const cards = embedded.map((id) => toProductSummary(rows.find((row) => row.id === id)!));
  return { body: blocks, products: cards, readingMinutes };
}

/** The article as content/curations/<slug>.md: the importer's front matter and the body. */
export function articleFile(front: unknown, body: string): string {
  const doc = new Document(front);
  visit(doc, {
    Seq(_, node) {
      node.flow = true;
    },
  });
  return `---\n${doc.toString({ lineWidth: 0 })}---\n\n${body.replace(/^\s+/, '')}${body.endsWith('\n') ? '' : '\n'}`;
}
