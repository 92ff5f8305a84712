import {
  LISTED_PRODUCT_STATUSES,
  MESSAGES,
  METADATA_KINDS,
  PET_CHILD_ANSWERS,
  type ImageRef,
  type ListMetadata,
  type ProductCare,
  type ProductDetail,
  type ProductListQuery,
  type ProductMetadata,
  type ProductSort,
  type ProductSummary,
  type ReviewSummary,
} from '@chorok/contract';
import {
  imageAssets,
  productImages,
  productMetadataLinks,
  productMetadatas,
  products,
  productSortKeys,
  reviews,
  type Database,
} from '@chorok/db';
import { and, asc, eq, exists, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { down, orderBy, up, type OrderDirection, type OrderTerm } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql, type PageWindow } from '../../lib/paging.ts';
import { shownReview } from '../reviews/shown.ts';
import { restockAlertSql } from './restock.ts';
import { productSearch, type ProductSearch } from './search.ts';
import { notKnownUnsafe, speciesFit } from './species-fit.ts';
import {
  productLikedSql,
  ratingAverage,
  summaryColumns,
  toImageRef,
  toProductSummary,
  type StoredImage,
} from './summary.ts';

// The orders below are the ones the indexes of migration 0004 hold (see the products table): an
// order changed here needs its index changed with it.
const ratingAverageSql = productSortKeys.ratingAverage(products);

/** Popularity: everything shoppers did with a product (bought, liked, reviewed). */
const POPULARITY: readonly OrderTerm[] = [
  down(productSortKeys.popularity(products)),
  down(ratingAverageSql),
  down(products.id),
];
/** Best sellers: sales first, then likes (spec §7). */
const BEST: readonly OrderTerm[] = [
  down(products.salesCount),
  down(products.likeCount),
  down(products.id),
];
const NEWEST: readonly OrderTerm[] = [down(products.createdAt), down(products.id)];

function sortTerms(sort: ProductSort, search: ProductSearch | null): readonly OrderTerm[] {
  switch (sort) {
    case 'LATEST':
      return NEWEST;
    case 'PRICE':
      return [up(products.salePrice), up(products.id)];
    case 'RATING':
      return [down(ratingAverageSql), down(products.reviewCount), down(products.id)];
    case 'RELEVANCE':
      return search ? [down(search.rank), ...POPULARITY] : POPULARITY;
    case 'POPULAR':
      return POPULARITY;
  }
}

/**
 * Recommendation: products matching more of the caller's answers first, then the ones whose
 * species suits the places answered best (speciesFit), popularity after. With no answers every
 * product matches none, so the order is popularity alone.
 */
function recommendTerms(answers: readonly number[]): readonly OrderTerm[] {
  if (answers.length === 0) return POPULARITY;
  const matches = sql`(select count(*) from ${productMetadataLinks} where ${productMetadataLinks.productId} = ${products.id} and ${inArray(productMetadataLinks.metadataId, [...answers])})`;
  const fit = speciesFit(answers);
  return [down(matches), ...(fit ? [down(fit)] : []), ...POPULARITY];
}

/**
 * The safety rule of the recommend list: with 반려동물과 함께 among the answers no plant that is not
 * pet-safe, with 아이와 함께 none that is not child-safe. A plant that does not say is judged by its
 * species; goods (pots, soil …) have neither (null) and stay. A plant is left out only when known
 * to be unsafe.
 */
function safetyFilter(answers: readonly number[]): SQL[] {
  const conditions: SQL[] = [];
  if (answers.includes(PET_CHILD_ANSWERS.withPets)) conditions.push(notKnownUnsafe('pets'));
  if (answers.includes(PET_CHILD_ANSWERS.withChildren)) conditions.push(notKnownUnsafe('children'));
  return conditions;
}

/**
 * metadataIds: OR within one kind, AND across kinds — 거실 or 베란다 (both GROW_PLACE) finds plants
 * for either place; 거실 and 초보자 추천 (a TAG) finds plants that are both. An id no metadata row
 * has forms a group of its own that nothing matches.
 */
async function metadataFilter(db: Database, ids: readonly number[]): Promise<SQL[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: productMetadatas.id, kind: productMetadatas.kind })
    .from(productMetadatas)
    .where(inArray(productMetadatas.id, unique));
  const kindOf = new Map(rows.map((row) => [row.id, row.kind]));
  const groups = new Map<string, number[]>();
  for (const id of unique) {
    const key = kindOf.get(id) ?? `unknown:${id}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()].map((group) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(productMetadataLinks)
        .where(
          and(
            eq(productMetadataLinks.productId, products.id),
            inArray(productMetadataLinks.metadataId, group),
          ),
        ),
    ),
  );
}

async function listFilter(
  db: Database,
  query: ProductListQuery,
  extra: readonly SQL[] = [],
): Promise<{ where: SQL | undefined; search: ProductSearch | null }> {
  const search = query.search ? productSearch(query.search) : null;
  const conditions: (SQL | undefined)[] = [
    query.status
      ? eq(products.status, query.status)
      : inArray(products.status, [...LISTED_PRODUCT_STATUSES]),
    query.category ? eq(products.category, query.category) : undefined,
    // Text with nothing searchable in it ("!!", an emoji) was still a search: it finds nothing.
    query.search ? (search?.where ?? sql`false`) : undefined,
    ...extra,
  ];
  if (query.metadataIds?.length) conditions.push(...(await metadataFilter(db, query.metadataIds)));
  return { where: and(...conditions), search };
}

interface PagePlan {
  where: SQL | undefined;
  order: SQL[];
  /**
   * Every matching row has to be read to be ordered: the order is computed per row and no index
   * holds it (a search's rank, the recommendation's answer matches, the fit for a light level).
   */
  ranked: boolean;
}

/**
 * The rows of one page in order, ids only: the query whose plan decides a list's speed. For the
 * orders of the indexes of migration 0004 it reads the index and stops after the page.
 */
function pageIdsQuery(db: Database, plan: PagePlan, window: PageWindow) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(plan.where)
    .orderBy(...plan.order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * One page of products in `order`, with everything a card needs and the total. An inner query
 * picks the page's ids sorting bare columns only; the cards' subqueries (image, metadata ids, the
 * caller's like) and the total run in the outer query, for the page's rows alone. Left in one
 * query, PostgreSQL postpones the costly subqueries past the LIMIT but not a cheap-looking
 * `exists`: the like lookup ran for every listed row before the sort (83,000 of them on a
 * 100,000-product catalogue).
 *
 * A ranked page counts its rows in the pass that ranks them (`count(*) over ()`) instead of
 * scanning the same rows again for the total: half the work of a search. Lists an index hands
 * over in order stop after the page's rows and count apart (an index-only scan), which a window
 * count would defeat.
 */
async function productPage(
  db: Database,
  plan: PagePlan,
  query: Pick<ProductListQuery, 'page' | 'perPage'>,
  userId: number | null,
): Promise<ProductPage> {
  const { where, order } = plan;
  const window = pageWindow(query);
  const count = () => db.$count(products, where);
  if (plan.ranked) {
    const ranked = db
      .select({ id: products.id, total: sql<number>`(count(*) over ())::int`.as('total') })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)
      .as('ranked');
    const result = await pageOf(
      window,
      () =>
        db
          .select({ ...summaryColumns(userId), total: ranked.total })
          .from(products)
          .innerJoin(ranked, eq(ranked.id, products.id))
          .orderBy(...order),
      count,
      (row) => row.total,
    );
    return { data: result.data.map(toProductSummary), metadata: result.metadata };
  }
  const result = await pageOf(
    window,
    () =>
      db
        .select({ ...summaryColumns(userId), total: totalSql(products, where) })
        .from(products)
        .where(inArray(products.id, pageIdsQuery(db, plan, window)))
        .orderBy(...order),
    count,
    (row) => row.total,
  );
  return { data: result.data.map(toProductSummary), metadata: result.metadata };
}

export type ProductListKind = 'all' | 'best' | 'recommend' | 'new';

export interface ProductListRequest {
  list: ProductListKind;
  query: ProductListQuery;
  userId: number | null;
  /**
   * The recommend list's answers (metadata ids): the ones the request gives, else the caller's
   * saved ones. They order the list and apply its safety rule.
   */
  answers?: readonly number[];
}

export interface ProductPage {
  data: ProductSummary[];
  metadata: ListMetadata;
}

/** Which rows a list request holds and in what order. */
async function listPlan(db: Database, request: ProductListRequest): Promise<PagePlan> {
  const { list, query } = request;
  const answers = request.answers ?? [];
  const { where, search } = await listFilter(
    db,
    query,
    list === 'recommend' ? safetyFilter(answers) : [],
  );
  let terms: readonly OrderTerm[];
  let direction: OrderDirection = query.orderDirection;
  switch (list) {
    case 'all':
      terms = sortTerms(query.sort ?? (search ? 'RELEVANCE' : 'POPULAR'), search);
      break;
    case 'best':
      terms = BEST;
      break;
    case 'recommend':
      terms = recommendTerms(answers);
      break;
    case 'new':
      // Spec §7: the new list ignores orderDirection.
      terms = NEWEST;
      direction = 1;
      break;
  }
  return {
    where,
    order: orderBy(terms, direction),
    // A search reads every match whatever the sort: its rows come from the trigram index.
    ranked: search !== null || (list === 'recommend' && answers.length > 0),
  };
}

/**
 * `/products`, `/products/best`, `/products/recommend` and `/products/new`: the same filters, each
 * with its own order. The page (with images, metadata ids and likes) is one query; the total is a
 * second only when the page cannot tell it.
 */
export async function listProducts(
  db: Database,
  request: ProductListRequest,
): Promise<ProductPage> {
  return productPage(db, await listPlan(db, request), request.query, request.userId);
}

/**
 * The SQL picking a list's page of ids, not run (a query builder would run when awaited): for the
 * tests that check which index serves each order.
 */
export async function listPageIdsSql(db: Database, request: ProductListRequest): Promise<SQL> {
  return pageIdsQuery(db, await listPlan(db, request), pageWindow(request.query)).getSQL();
}

/**
 * `/products/lux`: every plant with a light range, those whose range holds the light first; within
 * each group, the closest fit first — in log space, as plants perceive light: distance to the
 * centre of the range when inside it, to the nearer bound when outside.
 */
export async function listLuxProducts(
  db: Database,
  query: { lux: number; page: number; perPage: number; orderDirection: OrderDirection },
  userId: number | null,
): Promise<ProductPage> {
  const logLux = sql`ln(greatest(${query.lux}::float8, 1))`;
  const logMin = sql`ln(greatest(${products.lightMinLux}, 1)::float8)`;
  const logMax = sql`ln(greatest(${products.lightMaxLux}, 1)::float8)`;
  const inRange = sql`(${query.lux}::float8 between ${products.lightMinLux} and ${products.lightMaxLux})`;
  const fit = sql`case when ${inRange} then abs(${logLux} - (${logMin} + ${logMax}) / 2)
    else least(abs(${logLux} - ${logMin}), abs(${logLux} - ${logMax})) end`;
  const where = and(
    isNotNull(products.lightMinLux),
    isNotNull(products.lightMaxLux),
    inArray(products.status, [...LISTED_PRODUCT_STATUSES]),
  );
  const order = orderBy([down(inRange), up(fit), up(products.id)], query.orderDirection);
  return productPage(db, { where, order, ranked: true }, query, userId);
}

/** Below this many ids a shuffle of the whole on-sale set costs less than probing. */
const SMALL_CATALOGUE_IDS = 2_000;
/** Probes per wanted product: duplicates and probes landing past the last on-sale row are dropped. */
const PROBES_PER_PICK = 3;

/**
 * `/products/random-recommend`: `count` distinct products on sale in random order. A large
 * catalogue is sampled by probing random ids through the primary key (never a sort of the whole
 * table); products after a gap in the ids are a little likelier, which a recommendation can bear.
 * When probing finds too few (few products on sale), a shuffle of the rest tops it up.
 */
export async function randomRecommendProducts(
  db: Database,
  count: number,
  userId: number | null,
): Promise<ProductSummary[]> {
  const onSale = eq(products.status, 'ON_SALE');
  const [bounds] = await db
    .select({
      low: sql<number | null>`min(${products.id})`,
      high: sql<number | null>`max(${products.id})`,
    })
    .from(products);
  const low = bounds?.low ?? null;
  const high = bounds?.high ?? null;
  if (low === null || high === null) return [];

  const shuffled = (exclude: number[], limit: number) =>
    db
      .select(summaryColumns(userId))
      .from(products)
      .where(exclude.length ? and(onSale, notInArray(products.id, exclude)) : onSale)
      .orderBy(sql`random()`)
      .limit(limit);

  if (high - low + 1 <= SMALL_CATALOGUE_IDS)
    return (await shuffled([], count)).map(toProductSummary);

  const starts = Array.from(
    { length: count * PROBES_PER_PICK },
    () => low + Math.floor(Math.random() * (high - low + 1)),
  );
  // Each probe: the first on-sale id at or after a random start, through the primary key.
  const probes = sql`(select (select ${products.id} from ${products}
      where ${products.status} = 'ON_SALE' and ${products.id} >= s.start
      order by ${products.id} limit 1)
    from unnest(${`{${starts.join(',')}}`}::int[]) as s(start))`;
  const rows = await db
    .select(summaryColumns(userId))
    .from(products)
    .where(and(onSale, inArray(products.id, probes)))
    .orderBy(sql`random()`)
    .limit(count);
  if (rows.length < count)
    rows.push(
      ...(await shuffled(
        rows.map((row) => row.id),
        count - rows.length,
      )),
    );
  return rows.map(toProductSummary);
}

/** `/products/metadatas`: question kinds in their contract order, then each kind's own order. */
export async function listMetadatas(db: Database): Promise<ProductMetadata[]> {
  const kindOrder = sql`array_position(${`{${METADATA_KINDS.join(',')}}`}::text[], ${productMetadatas.kind})`;
  const rows = await db
    .select()
    .from(productMetadatas)
    .orderBy(asc(kindOrder), asc(productMetadatas.sortOrder), asc(productMetadatas.id));
  return rows.map(toProductMetadata);
}

function toProductMetadata(row: typeof productMetadatas.$inferSelect): ProductMetadata {
  return {
    id: row.id,
    kind: row.kind as ProductMetadata['kind'],
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
  };
}

export function toCare(row: typeof products.$inferSelect): ProductCare | null {
  const {
    lightMinLux,
    lightMaxLux,
    wateringFrequency,
    airExposureFrequency,
    repottingFrequency,
    wateringDesc,
    airExposureDesc,
    repottingDesc,
    petSafe,
    childSafe,
    difficulty,
    size,
  } = row;
  // Goods (pots, soil, nutrients, tools) have no care facts; a plant has all of them.
  if (
    lightMinLux === null ||
    lightMaxLux === null ||
    wateringFrequency === null ||
    airExposureFrequency === null ||
    repottingFrequency === null ||
    petSafe === null ||
    childSafe === null ||
    difficulty === null ||
    size === null
  )
    return null;
  return {
    lightMinLux,
    lightMaxLux,
    wateringFrequency,
    airExposureFrequency,
    repottingFrequency,
    wateringDesc: wateringDesc ?? '',
    airExposureDesc: airExposureDesc ?? '',
    repottingDesc: repottingDesc ?? '',
    petSafe,
    childSafe,
    difficulty: difficulty as ProductCare['difficulty'],
    size: size as ProductCare['size'],
    speciesKey: row.speciesKey,
  };
}

async function reviewSummary(db: Database, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({
      rating: reviews.rating,
      count: sql<number>`count(*)::int`,
      withPhotos: sql<number>`(count(*) filter (where ${reviews.photoCount} > 0))::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), shownReview))
    .groupBy(reviews.rating);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  let photoCount = 0;
  for (const row of rows) {
    const key = String(row.rating) as keyof typeof distribution;
    if (key in distribution) distribution[key] = row.count;
    count += row.count;
    sum += row.rating * row.count;
    photoCount += row.withPhotos;
  }
  return { count, average: ratingAverage(sum, count), photoCount, distribution };
}

/** `/products/:id`: any status may be viewed (a shopper may hold a link to a discontinued plant). */
export async function getProduct(
  db: Database,
  id: number,
  userId: number | null,
): Promise<ProductDetail> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  const [[row], images, metadatas, summary] = await Promise.all([
    db
      .select({
        product: products,
        isLiked: productLikedSql(userId),
        restockAlert: restockAlertSql(userId),
      })
      .from(products)
      .where(eq(products.id, id)),
    db
      .select({
        kind: productImages.kind,
        key: productImages.assetKey,
        alt: productImages.alt,
        width: imageAssets.width,
        height: imageAssets.height,
      })
      .from(productImages)
      .innerJoin(imageAssets, eq(imageAssets.key, productImages.assetKey))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ metadata: productMetadatas })
      .from(productMetadataLinks)
      .innerJoin(productMetadatas, eq(productMetadatas.id, productMetadataLinks.metadataId))
      .where(eq(productMetadataLinks.productId, id))
      .orderBy(
        asc(
          sql`array_position(${`{${METADATA_KINDS.join(',')}}`}::text[], ${productMetadatas.kind})`,
        ),
        asc(productMetadatas.sortOrder),
        asc(productMetadatas.id),
      ),
    reviewSummary(db, id),
  ]);
  if (!row) throw AppError.notFound(MESSAGES.productNotFound);
  const { product } = row;
  const toRef = (image: StoredImage) => toImageRef(image, product.name);
  const photos: ImageRef[] = images.filter((i) => i.kind === 'photo').map(toRef);
  const cutout = images.find((i) => i.kind === 'cutout');
  const cardImage = photos[0] ?? (cutout ? toRef(cutout) : toImageRef(null, product.name));
  return {
    ...toProductSummary({
      ...product,
      image: null,
      metadataIds: metadatas.map((m) => m.metadata.id).sort((a, b) => a - b),
      isLiked: row.isLiked,
    }),
    image: cardImage,
    // The counts agree with the review summary computed beside them, whatever the counters say.
    reviewCount: summary.count,
    ratingAverage: summary.average,
    englishName: product.englishName,
    summary: product.summary,
    description: product.description,
    stock: product.stock,
    images: photos,
    cutoutImage: cutout ? toRef(cutout) : cardImage,
    care: toCare(product),
    metadatas: metadatas.map((m) => toProductMetadata(m.metadata)),
    reviewSummary: summary,
    restockAlert: Boolean(row.restockAlert),
  };
}
