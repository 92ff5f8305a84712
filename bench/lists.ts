/**
 * The product and review lists on a large catalogue, PostgreSQL: for each list order, the median of
 * a number of calls of the service the route calls, and the index its page query reads (from
 * EXPLAIN) — or "sort" when it sorts the catalogue instead.
 *
 * Runs on a database bench:search filled and kept (100,000 generated products):
 *   BENCH_SEARCH_TARGETS=postgres BENCH_SEARCH_DATABASE=chorok_bench_search npm run bench:search
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/chorok_bench_search npm run bench:lists
 * It vacuums the database (as autovacuum would have by then) and gives the most popular product
 * 5,000 reviews the first time, for the reviews list.
 */
import { listProducts } from '@chorok/api/src/modules/products/service.ts';
import { listReviews } from '@chorok/api/src/modules/reviews/service.ts';
import type { ProductListQuery, ReviewSort } from '@chorok/contract';
import { reviews, schema, type Database } from '@chorok/db';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ProductListRequest } from '@chorok/api/src/modules/products/service.ts';

const URL = process.env.BENCH_DATABASE_URL;
const CALLS = Number(process.env.BENCH_LISTS_CALLS ?? 15);
const REVIEWS = 5_000;
if (!URL) throw new Error('BENCH_DATABASE_URL: the database bench:search kept');

const pool = new pg.Pool({ connectionString: URL, max: 2 });
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  casing: 'snake_case',
  logger: { logQuery: (query, params) => void captured.push({ sql: query, params }) },
}) as unknown as Database;

const query = (overrides: Partial<ProductListQuery> = {}): ProductListQuery => ({
  page: 1,
  perPage: 20,
  orderDirection: 1,
  ...overrides,
});
const products = (request: Omit<ProductListRequest, 'userId'>, userId: number | null = null) =>
  listProducts(db, { ...request, userId });

async function main() {
  const total = await db.$count(schema.products);
  if (total === 0) throw new Error('No products: fill the database with bench:search first');
  const [top] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .orderBy(sql`${schema.products.salesCount} desc`)
    .limit(1);
  const productId = top!.id;
  const [existing] = await db
    .select({ n: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  if ((existing?.n ?? 0) < REVIEWS) {
    // Likes, photos and lengths vary; most reviews have no likes, as in a shop.
    await db.execute(sql`insert into reviews (product_id, rating, content, like_count, photo_count, created_at)
      select ${productId}, 1 + (g * 7) % 5, repeat('잘 자라요. ', 1 + (g * 13) % 20),
        case when g % 10 < 7 then 0 else (g * 17) % 30 end, case when g % 10 < 3 then 1 + g % 3 else 0 end,
        timestamptz '2026-11-01' - (g % 500) * interval '1 day' - g * interval '1 second'
      from generate_series(1, ${REVIEWS}) g`);
  }
  await pool.query('vacuum analyze products');
  await pool.query('vacuum analyze reviews');

  const review =
    (sort: ReviewSort, orderDirection: 1 | -1 = 1) =>
    () =>
      listReviews(db, { productId, sort, orderDirection, page: 1, perPage: 20 }, null);
  const cases: [string, () => Promise<unknown>][] = [
    ['/products (POPULAR)', () => products({ list: 'all', query: query() })],
    [
      '/products (POPULAR), orderDirection -1',
      () => products({ list: 'all', query: query({ orderDirection: -1 }) }),
    ],
    ['/products (POPULAR), signed in', () => products({ list: 'all', query: query() }, 1)],
    ['/products (POPULAR), page 50', () => products({ list: 'all', query: query({ page: 50 }) })],
    [
      '/products?category=TOOL',
      () => products({ list: 'all', query: query({ category: 'TOOL' }) }),
    ],
    ['/products/best', () => products({ list: 'best', query: query() })],
    ['/products/new', () => products({ list: 'new', query: query() })],
    ['/products?sort=PRICE', () => products({ list: 'all', query: query({ sort: 'PRICE' }) })],
    [
      '/products?sort=PRICE, orderDirection -1',
      () => products({ list: 'all', query: query({ sort: 'PRICE', orderDirection: -1 }) }),
    ],
    ['/products?sort=RATING', () => products({ list: 'all', query: query({ sort: 'RATING' }) })],
    ['/products/recommend (no answers)', () => products({ list: 'recommend', query: query() })],
    [`/reviews RECOMMEND (${REVIEWS.toLocaleString('en')} reviews)`, review('RECOMMEND')],
    ['/reviews RECOMMEND, orderDirection -1', review('RECOMMEND', -1)],
    ['/reviews LATEST', review('LATEST')],
  ];

  const lines = [
    `Lists benchmark — ${new Date().toISOString()} — ${total.toLocaleString('en')} products, median of ${CALLS} calls`,
    '',
    '| list | median ms | page read from |',
    '| --- | ---: | --- |',
  ];
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      captured = [];
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The page query is the call's last statement; its inner query picks the page.
    const last = captured[captured.length - 1]!;
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (costs off) ${last.sql}`,
      last.params,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']);
    // The scan under the page's Limit (the first Limit that is not a card's subquery).
    const limitAt = text.findIndex((line) => /->\s+Limit/.test(line));
    const under = text.slice(limitAt + 1, limitAt + 8).join('\n');
    const index = /using (\w+)/.exec(under)?.[1];
    const first = under.split('\n')[0] ?? '';
    const read = /Incremental Sort/.test(first)
      ? `${index}, then an incremental sort`
      : /Sort/.test(first)
        ? 'a sort of every match'
        : (index ?? 'a scan');
    lines.push(`| ${name} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${read} |`);
  }
  console.log(lines.join('\n'));
}

try {
  await main();
} finally {
  await pool.end();
}
