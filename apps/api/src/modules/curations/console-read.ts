import {
  MESSAGES,
  type AdminCuration,
  type AdminCurationRow,
  type CurationState,
  type ListMetadata,
} from '@chorok/contract';
import {
  curationProducts,
  curations,
  curationTags,
  imageAssets,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { toImageRef, type StoredImage } from '../products/summary.ts';

/*
 * The console's 라이프 articles (decision 0044): every article whatever its state, last edited
 * first. The state is worked out from the two dates at read time, so a scheduled article turns
 * published when its moment comes, with no job to run.
 */

/** Where uploaded covers are kept in image_assets; a drawn cover's key is `curations/<slug>/…`. */
export const COVER_UPLOAD_PREFIX = 'curations/uploads';

const stateSql: SQL<CurationState> = sql<CurationState>`(case
  when ${curations.unpublishedAt} is not null then 'UNPUBLISHED'
  when ${curations.publishedAt} is null then 'DRAFT'
  when ${curations.publishedAt} > now() then 'SCHEDULED'
  else 'PUBLISHED' end)`;

const rowColumns = {
  id: curations.id,
  slug: curations.slug,
  title: curations.title,
  category: curations.category,
  author: curations.author,
  state: stateSql,
  managedBy: curations.managedBy,
  coverAlt: curations.coverAlt,
  cover: selectSql<StoredImage | null>(
    sql`(select json_build_object('key', ${imageAssets.key}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height})
      from ${imageAssets} where ${imageAssets.key} = ${curations.coverImageKey})`,
  ),
  publishedAt: curations.publishedAt,
  likeCount: curations.likeCount,
  updatedAt: curations.updatedAt,
};

interface RowColumns {
  id: number;
  slug: string;
  title: string;
  category: AdminCurationRow['category'];
  author: string;
  state: CurationState;
  managedBy: AdminCurationRow['managedBy'];
  coverAlt: string;
  cover: StoredImage | null;
  publishedAt: Date | null;
  likeCount: number;
  updatedAt: Date;
}

function toRow({ coverAlt, cover, publishedAt, updatedAt, ...row }: RowColumns): AdminCurationRow {
  return {
    ...row,
    cover: toImageRef(cover, coverAlt),
    publishedAt: publishedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  };
}

export interface AdminCurationFilter {
  page: number;
  perPage: number;
  q?: string;
  state?: CurationState;
}

const LAST_CHANGED = orderBy([down(curations.updatedAt), down(curations.id)], 1);

/** GET /admin/curations */
export async function listAdminCurations(
  db: Database,
  filter: AdminCurationFilter,
): Promise<{ data: AdminCurationRow[]; metadata: ListMetadata }> {
  const window = pageWindow(filter);
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    like
      ? or(
          ilike(curations.title, like),
          ilike(curations.subtitle, like),
          ilike(curations.author, like),
          ilike(curations.slug, like),
        )
      : undefined,
    filter.state ? sql`${stateSql} = ${filter.state}` : undefined,
  );
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...rowColumns, total: totalSql(curations, where) })
        .from(curations)
        .where(where)
        .orderBy(...LAST_CHANGED)
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(curations, where),
    (row) => row.total,
  );
  return {
    metadata: page.metadata,
    data: page.data.map(({ total: _total, ...row }) => toRow(row)),
  };
}

/** GET /admin/curations/{id}: the fields as the file's front matter names them, and the body. */
export async function getAdminCuration(
  db: Database | Transaction,
  id: number,
): Promise<AdminCuration> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.curationNotFound);
  const [row] = await db
    .select({
      ...rowColumns,
      subtitle: curations.subtitle,
      coverSpec: curations.coverSpec,
      coverImageKey: curations.coverImageKey,
      source: curations.source,
      unpublishedAt: curations.unpublishedAt,
      createdAt: curations.createdAt,
    })
    .from(curations)
    .where(eq(curations.id, id));
  if (!row) throw AppError.notFound(MESSAGES.curationNotFound);
  const [tags, linked] = await Promise.all([
    db
      .select({ id: curationTags.metadataId })
      .from(curationTags)
      .where(eq(curationTags.curationId, id))
      .orderBy(asc(curationTags.metadataId)),
    db
      .select({ id: curationProducts.productId })
      .from(curationProducts)
      .where(eq(curationProducts.curationId, id))
      .orderBy(asc(curationProducts.position)),
  ]);
  const { subtitle, coverSpec, coverImageKey, source, unpublishedAt, createdAt, ...rest } = row;
  const spec = (coverSpec ?? {}) as { products?: number[]; background?: string; alt?: string };
  return {
    ...toRow(rest),
    subtitle,
    tags: tags.map((tag) => tag.id),
    products: linked.map((product) => product.id),
    coverSpec: {
      products: spec.products ?? [],
      background: spec.background ?? null,
      alt: spec.alt ?? rest.coverAlt,
    },
    coverUploaded: coverImageKey.startsWith(`${COVER_UPLOAD_PREFIX}/`),
    body: source,
    unpublishedAt: unpublishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export type ArticleRow = typeof curations.$inferSelect;

/** The article's row, locked for the change being made. */
export async function lockArticle(tx: Transaction, id: number): Promise<ArticleRow> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.curationNotFound);
  const [row] = await tx.select().from(curations).where(eq(curations.id, id)).for('update');
  if (!row) throw AppError.notFound(MESSAGES.curationNotFound);
  return row;
}
