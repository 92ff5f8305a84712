import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  CURATION_FORM_MESSAGES as M,
  MESSAGES,
  seoulDate,
  type AdminCuration,
  type AdminCurationCreate,
  type AdminCurationInput,
} from '@chorok/contract';
import {
  curationProducts,
  curations,
  curationTags,
  type Database,
  type Transaction,
} from '@chorok/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import { storePhoto, type PhotoUploads } from '../reviews/photos.ts';
import { articleFile, checkArticle, frontMatterOf, type CheckedArticle } from './console-rules.ts';
import { COVER_UPLOAD_PREFIX, getAdminCuration, lockArticle } from './console-read.ts';
import { dropCover, storeCover } from './cover-art.ts';

/*
 * 라이프 articles written, published and taken down in the console (decision 0044). Whatever the
 * console changes becomes the console's (`managed_by` CONSOLE): the importer leaves it alone from
 * then on. Every change is audited in its own transaction.
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The day a file of it would carry: its publication's day in Seoul, else today's. */
const dayOf = (publishedAt: Date | null) => seoulDate(publishedAt ?? new Date());

/** Columns and links of a checked article; the cover is drawn again unless one was uploaded. */
async function write(
  tx: Transaction,
  id: number,
  slug: string,
  article: CheckedArticle,
  body: string,
  previousCover: string | null,
): Promise<void> {
  const { front } = article;
  const uploaded = previousCover?.startsWith(`${COVER_UPLOAD_PREFIX}/`) ?? false;
  const coverImageKey = uploaded ? previousCover! : await storeCover(tx, slug, front.cover);
  await tx
    .update(curations)
    .set({
      title: front.title,
      subtitle: front.subtitle,
      category: front.category,
      author: front.author,
      coverImageKey,
      coverAlt: front.cover.alt,
      coverSpec: front.cover,
      readingMinutes: article.readingMinutes,
      source: body,
      bodyBlocks: JSON.stringify(article.blocks),
      sourceHash: hashOf(body),
      managedBy: 'CONSOLE',
      updatedAt: sql`now()`,
    })
    .where(eq(curations.id, id));
  await tx.delete(curationTags).where(eq(curationTags.curationId, id));
  if (front.tags.length > 0)
    await tx
      .insert(curationTags)
      .values(front.tags.map((metadataId) => ({ curationId: id, metadataId })));
  await tx.delete(curationProducts).where(eq(curationProducts.curationId, id));
  await tx
    .insert(curationProducts)
    .values(front.products.map((productId, position) => ({ curationId: id, productId, position })));
  if (previousCover && previousCover !== coverImageKey) await dropCover(tx, previousCover);
}

/** What the audit log keeps of an article's words (the body by its length and hash). */
const bodyFields = (body: string) => ({
  bodyLength: body.length,
  bodyHash: hashOf(body).slice(0, 12),
});

const savedFields = (a: AdminCuration) => ({
  title: a.title,
  subtitle: a.subtitle,
  category: a.category,
  author: a.author,
  tags: a.tags,
  products: a.products,
  cover: a.coverSpec,
  ...bodyFields(a.body),
});

const checkedFields = ({ front }: CheckedArticle, body: string) => ({
  title: front.title,
  subtitle: front.subtitle,
  category: front.category,
  author: front.author,
  tags: front.tags,
  products: front.products,
  cover: {
    products: front.cover.products,
    background: front.cover.background ?? null,
    alt: front.cover.alt,
  },
  ...bodyFields(body),
});

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** POST /admin/curations: a draft (no publication time), the console's from the start. */
export async function createCuration(
  db: Database,
  actor: OperatorActor,
  input: AdminCurationCreate,
): Promise<AdminCuration> {
  const { slug, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const article = await checkArticle(tx, fields, dayOf(null));
    const [taken] = await tx
      .select({ id: curations.id })
      .from(curations)
      .where(eq(curations.slug, slug));
    if (taken) throw AppError.conflict(M.slugTaken);
    const [row] = await tx
      .insert(curations)
      .values({
        slug,
        title: article.front.title,
        category: article.front.category,
        author: article.front.author,
        coverImageKey: await storeCover(tx, slug, article.front.cover),
        source: '',
        bodyBlocks: '[]',
        sourceHash: '',
        publishedAt: null,
        managedBy: 'CONSOLE',
      })
      .onConflictDoNothing({ target: curations.slug })
      .returning({ id: curations.id });
    if (!row) throw AppError.conflict(M.slugTaken);
    await write(tx, row.id, slug, article, fields.body, null);
    await recordAction(tx, actor, {
      action: 'curation.create',
      targetType: 'CURATION',
      targetId: row.id,
      after: { slug, ...checkedFields(article, fields.body) },
    });
    return row.id;
  });
  return getAdminCuration(db, id);
}

/** PUT /admin/curations/{id}: every field again; a file's article becomes the console's. */
export async function updateCuration(
  db: Database,
  actor: OperatorActor,
  id: number,
  input: AdminCurationInput,
): Promise<AdminCuration> {
  await db.transaction(async (tx) => {
    const row = await lockArticle(tx, id);
    const article = await checkArticle(tx, input, dayOf(row.publishedAt));
    const before = savedFields(await getAdminCuration(tx, id));
    const after = checkedFields(article, input.body);
    const diff = changed(before, after);
    if (Object.keys(diff.after).length === 0 && row.managedBy === 'CONSOLE') return;
    await write(tx, id, row.slug, article, input.body, row.coverImageKey);
    await recordAction(tx, actor, {
      action: 'curation.update',
      targetType: 'CURATION',
      targetId: id,
      before: { ...diff.before, managedBy: row.managedBy },
      after: { ...diff.after, managedBy: 'CONSOLE' },
    });
  });
  return getAdminCuration(db, id);
}

/** POST /admin/curations/{id}/cover: an uploaded picture instead of the drawn one. */
export async function uploadCurationCover(
  deps: { db: Database; uploads: PhotoUploads },
  actor: OperatorActor,
  id: number,
  body: unknown,
): Promise<AdminCuration> {
  const { db } = deps;
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.curationNotFound);
  const [exists] = await db
    .select({ id: curations.id })
    .from(curations)
    .where(eq(curations.id, id));
  if (!exists) throw AppError.notFound(MESSAGES.curationNotFound);
  const photo = await deps.uploads.encode(body);
  await db.transaction(async (tx) => {
    const row = await lockArticle(tx, id);
    const key = await storePhoto(tx, COVER_UPLOAD_PREFIX, photo);
    await tx
      .update(curations)
      .set({ coverImageKey: key, managedBy: 'CONSOLE', updatedAt: sql`now()` })
      .where(eq(curations.id, id));
    await dropCover(tx, row.coverImageKey);
    await recordAction(tx, actor, {
      action: 'curation.cover',
      targetType: 'CURATION',
      targetId: id,
      before: { cover: row.coverImageKey },
      after: { cover: key, width: photo.width, height: photo.height },
    });
  });
  return getAdminCuration(db, id);
}

/** GET /admin/curations/{id}/file: what content/curations/<slug>.md would hold. */
export async function curationFile(
  db: Database,
  id: number,
): Promise<{ fileName: string; text: string }> {
  const article = await getAdminCuration(db, id);
  const input: AdminCurationInput = {
    title: article.title,
    subtitle: article.subtitle,
    category: article.category,
    author: article.author,
    tags: article.tags,
    products: article.products,
    cover: article.coverSpec,
    body: article.body,
  };
  const publishedAt = article.publishedAt ? new Date(article.publishedAt) : null;
  return {
    fileName: `${article.slug}.md`,
    text: articleFile(frontMatterOf(input, dayOf(publishedAt)), article.body),
  };
}
