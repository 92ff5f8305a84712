import { createHash } from 'node:crypto';
import path from 'node:path';
import { readMarkdownFolder } from '../../lib/markdown-folder.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { CurationImportReport } from '@chorok/contract';
import {
  curationProducts,
  curations,
  curationTags,
  productMetadatas,
  products,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { dropCover, storeCover } from './cover-art.ts';
import { publishedAtOf, SLUG_PATTERN, type FrontMatter } from './front-matter.ts';
import { MarkdownError } from '../../lib/markdown.ts';
import { renderArticle, type RenderedArticle } from './markdown.ts';

/**
 * Part of every file's hash: bump it when the rendering (Markdown, sanitizer, cover) changes, and
 * the next start renders every article again instead of skipping the unchanged files.
 */
export const RENDER_VERSION = 2;

/** Arbitrary constant: the advisory lock that lets one import run at a time (several servers). */
const IMPORT_LOCK_ID = 7_261_930_017;

export class ImportError extends Error {
  override name = 'ImportError';
}

interface ArticleFile {
  slug: string;
  file: string;
  text: string;
  hash: string;
}

async function readArticles(dir: string): Promise<ArticleFile[]> {
  const files = await readMarkdownFolder(dir);
  if (!files)
    throw new ImportError(`No article folder at ${dir} (CONTENT_DIR): nothing was imported.`);
  return files.map(({ file, text }) => ({
    slug: file.slice(0, -'.md'.length),
    file,
    text,
    hash: createHash('sha256').update(`${RENDER_VERSION}\n${text}`).digest('hex'),
  }));
}

/** What an article names that is not there (or not a plant, on the cover). */
export type ReferenceProblem =
  | { kind: 'product'; ids: number[] }
  | { kind: 'notPlant'; rows: { id: number; category: string }[] }
  | { kind: 'tag'; ids: number[] };

/** The product and tag ids must name rows that exist; cover plants must be plants. */
export async function findReferenceProblem(
  tx: Database | Transaction,
  front: Pick<FrontMatter, 'products' | 'cover' | 'tags'>,
): Promise<ReferenceProblem | null> {
  const ids = [...new Set([...front.products, ...front.cover.products])];
  const found = await tx
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) return { kind: 'product', ids: missing };
  const notPlants = found.filter(
    (row) => front.cover.products.includes(row.id) && row.category !== 'PLANT',
  );
  if (notPlants.length > 0) return { kind: 'notPlant', rows: notPlants };
  if (front.tags.length === 0) return null;
  const tags = await tx
    .select({ id: productMetadatas.id })
    .from(productMetadatas)
    .where(inArray(productMetadatas.id, front.tags));
  const unknown = front.tags.filter((id) => !tags.some((row) => row.id === id));
  return unknown.length > 0 ? { kind: 'tag', ids: unknown } : null;
}

async function checkReferences(tx: Transaction, front: FrontMatter): Promise<string | null> {
  const problem = await findReferenceProblem(tx, front);
  if (!problem) return null;
  if (problem.kind === 'product') return `no product ${problem.ids.join(', ')}`;
  if (problem.kind === 'tag') return `tags: no metadata ${problem.ids.join(', ')}`;
  return `cover.products: ${problem.rows.map((row) => `${row.id} is a ${row.category}`).join(', ')}, not a PLANT`;
}

/** The report's reason for a file whose article the console keeps (decision 0044). */
export const KEPT_BY_CONSOLE = 'edited in the console; the file is left alone';

/** Writes one article, its cover, tags and products; likes and the like counter stay. */
async function saveArticle(
  tx: Transaction,
  file: ArticleFile,
  article: RenderedArticle,
  previousCover: string | null,
): Promise<void> {
  const front = article.frontMatter;
  const coverImageKey = await storeCover(tx, file.slug, front.cover);
  const values = {
    title: front.title,
    subtitle: front.subtitle,
    category: front.category,
    author: front.author,
    coverImageKey,
    coverAlt: front.cover.alt,
    coverSpec: front.cover,
    readingMinutes: article.readingMinutes,
    source: article.source,
    bodyBlocks: JSON.stringify(article.blocks),
    sourceHash: file.hash,
    publishedAt: publishedAtOf(front),
    unpublishedAt: null,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(curations)
    .values({ slug: file.slug, ...values })
    .onConflictDoUpdate({ target: curations.slug, set: values })
    .returning({ id: curations.id });
  const curationId = row!.id;
  await tx.delete(curationTags).where(eq(curationTags.curationId, curationId));
  if (front.tags.length > 0)
    await tx
      .insert(curationTags)
      .values(front.tags.map((metadataId) => ({ curationId, metadataId })));
  await tx.delete(curationProducts).where(eq(curationProducts.curationId, curationId));
  await tx
    .insert(curationProducts)
    .values(front.products.map((productId, position) => ({ curationId, productId, position })));
  if (previousCover && previousCover !== coverImageKey) await dropCover(tx, previousCover);
}

/**
 * content/curations/*.md → the curations table, idempotent. An unchanged file (same hash) is
 * skipped; a changed one is rendered and written again; a file that breaks the rules is skipped
 * with its reason and its article, if any, stays as it was; an article whose file is gone is
 * unpublished (its likes kept), and published again when the file comes back. An article edited
 * in the console is the console's: its file is skipped, and it is never unpublished here.
 */
export async function importCurations(db: Database, dir: string): Promise<CurationImportReport> {
  const absolute = path.resolve(dir);
  const files = await readArticles(absolute);
  const report: CurationImportReport = {
    dir: absolute,
    added: [],
    updated: [],
    unpublished: [],
    skipped: [],
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const existing = await tx
      .select({
        slug: curations.slug,
        hash: curations.sourceHash,
        unpublishedAt: curations.unpublishedAt,
        coverImageKey: curations.coverImageKey,
        managedBy: curations.managedBy,
      })
      .from(curations);
    const bySlug = new Map(existing.map((row) => [row.slug, row]));

    for (const file of files) {
      if (!SLUG_PATTERN.test(file.slug)) {
        report.skipped.push({
          slug: file.slug,
          reason: `${file.file}: the file name must be a slug (lowercase latin, digits and hyphens)`,
        });
        continue;
      }
      const row = bySlug.get(file.slug);
      if (row?.managedBy === 'CONSOLE') {
        report.skipped.push({ slug: file.slug, reason: KEPT_BY_CONSOLE });
        continue;
      }
      const again = row?.unpublishedAt ? { reason: 'published again' } : {};
      if (row && row.hash === file.hash) {
        if (!row.unpublishedAt) report.skipped.push({ slug: file.slug, reason: 'unchanged' });
        else {
          await tx
            .update(curations)
            .set({ unpublishedAt: null, updatedAt: sql`now()` })
            .where(eq(curations.slug, file.slug));
          report.added.push({ slug: file.slug, ...again });
        }
        continue;
      }
      let article: RenderedArticle;
      try {
        article = renderArticle(file.text);
      } catch (error) {
        if (!(error instanceof MarkdownError)) throw error;
        report.skipped.push({ slug: file.slug, reason: error.message });
        continue;
      }
      const problem = await checkReferences(tx, article.frontMatter);
      if (problem) {
        report.skipped.push({ slug: file.slug, reason: problem });
        continue;
      }
      await saveArticle(tx, file, article, row?.coverImageKey ?? null);
      if (row && !row.unpublishedAt) report.updated.push({ slug: file.slug });
      else report.added.push({ slug: file.slug, ...again });
    }

    const present = files.map((file) => file.slug);
    const gone = await tx
      .update(curations)
      .set({ unpublishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          isNull(curations.unpublishedAt),
          eq(curations.managedBy, 'FILE'),
          present.length > 0 ? notInArray(curations.slug, present) : undefined,
        ),
      )
      .returning({ slug: curations.slug });
    report.unpublished.push(...gone.map((row) => ({ slug: row.slug })).sort(bySlugOrder));
  });
  return report;
}

const bySlugOrder = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);

/** One line per article for the log and the CLI: "added  watering-basics (published again)". */
export function reportLines(report: CurationImportReport): string[] {
  const lines: string[] = [];
  for (const kind of ['added', 'updated', 'unpublished', 'skipped'] as const) {
    for (const entry of report[kind]) {
      lines.push(`  ${kind.padEnd(12)}${entry.slug}${entry.reason ? ` — ${entry.reason}` : ''}`);
    }
  }
  return lines;
}

export function reportSummary(report: CurationImportReport): string {
  return `라이프 articles from ${report.dir}: ${report.added.length} added, ${report.updated.length} updated, ${report.unpublished.length} unpublished, ${report.skipped.length} skipped`;
}

/**
 * The import every server start runs after migrations and seed. It never stops the start: a
 * missing folder or a failure is logged, and the articles already imported stay as they were.
 */
export async function importCurationsOnStart(
  db: Database,
  dir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const report = await importCurations(db, dir);
    log.info(reportSummary(report));
    for (const entry of report.skipped)
      if (entry.reason === KEPT_BY_CONSOLE)
        log.info(`라이프 article ${entry.slug} skipped: ${entry.reason}`);
      else if (entry.reason !== 'unchanged')
        log.warn(`라이프 article ${entry.slug} skipped: ${entry.reason}`);
  } catch (error) {
    if (error instanceof ImportError) log.warn(error.message);
    else log.error({ err: error }, 'Importing the 라이프 articles failed');
  }
}
