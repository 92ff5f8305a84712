import type { ProductListQuery } from '@chorok/contract';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  insertReviews,
  type InsertedProduct,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { reviewPageIdsQuery } from '../reviews/service.ts';
import { listPageIdsSql, type ProductListRequest } from './service.ts';

/*
 * Migration 0004's indexes hold the lists' orders. An index serves a query only when its
 * expressions are the query's own, so an order changed without its index would quietly fall back to
 * sorting the whole catalogue: these tests read the plan of each list's page query. With sorting
 * and sequential scans priced out, the planner reads a matching index in order; without one it
 * still has to sort, and the plan says so. Tiny tables, so the plan is all there is to check.
 */

let t: TestApp;
let product: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await insertProducts(t.db, [
    { name: '몬스테라' },
    { name: '산세베리아', category: 'PLANT' },
    { name: '토분', category: 'POT' },
  ])) as [InsertedProduct];
  await insertReviews(t.db, [
    { productId: product.id, userId: null, rating: 5, content: '잘 자라요', likeCount: 2 },
    { productId: product.id, userId: null, rating: 3, content: '보통이에요' },
  ]);
});

afterAll(async () => {
  await t.close();
});

/** The plan of `query`, one line per node, with sorts and sequential scans priced out. */
async function planOf(query: SQLWrapper): Promise<string> {
  return t.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
      await tx.execute(sql.raw(`set local ${setting} = off`));
    const result = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const query = (overrides: Partial<ProductListQuery> = {}): ProductListQuery => ({
  page: 1,
  perPage: 20,
  orderDirection: 1,
  ...overrides,
});

describe('migration 0004: list orders read from indexes', () => {
  it('has the indexes, and no longer the created_at-only one they replace', async () => {
    const result = (await t.db.execute(
      sql`select indexname from pg_indexes where tablename in ('products', 'reviews')`,
    )) as unknown as { rows: { indexname: string }[] };
    const names = result.rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'products_category_status_idx',
        'products_newest_idx',
        'products_popularity_idx',
        'products_best_idx',
        'products_price_idx',
        'products_rating_idx',
        'reviews_product_recommend_idx',
      ]),
    );
    expect(names).not.toContain('products_created_idx');
  });

  const list = (
    name: string,
    index: string,
    request: Omit<ProductListRequest, 'userId'>,
  ): [string, string, Omit<ProductListRequest, 'userId'>] => [name, index, request];
  const lists = [
    list('/products (POPULAR)', 'products_popularity_idx', { list: 'all', query: query() }),
    list('/products (POPULAR), reversed', 'products_popularity_idx', {
      list: 'all',
      query: query({ orderDirection: -1 }),
    }),
    list('/products in a category', 'products_popularity_idx', {
      list: 'all',
      query: query({ category: 'PLANT' }),
    }),
    list('/products/recommend without answers', 'products_popularity_idx', {
      list: 'recommend',
      query: query(),
    }),
    list('/products/best', 'products_best_idx', { list: 'best', query: query() }),
    list('/products/best, reversed', 'products_best_idx', {
      list: 'best',
      query: query({ orderDirection: -1 }),
    }),
    list('/products/new', 'products_newest_idx', { list: 'new', query: query() }),
    list('/products?sort=LATEST', 'products_newest_idx', {
      list: 'all',
      query: query({ sort: 'LATEST' }),
    }),
    list('/products?sort=PRICE', 'products_price_idx', {
      list: 'all',
      query: query({ sort: 'PRICE' }),
    }),
    list('/products?sort=PRICE, reversed', 'products_price_idx', {
      list: 'all',
      query: query({ sort: 'PRICE', orderDirection: -1 }),
    }),
    list('/products?sort=RATING', 'products_rating_idx', {
      list: 'all',
      query: query({ sort: 'RATING' }),
    }),
  ];

  it.each(lists)('%s reads its page from %s, with no sort', async (_, index, request) => {
    const plan = await planOf(await listPageIdsSql(t.db, { ...request, userId: null }));
    expect(plan).toContain(`using ${index}`);
    expect(plan).not.toMatch(/Sort/);
  });

  it.each([1, -1] as const)(
    "a product's reviews in RECOMMEND order (direction %s) read reviews_product_recommend_idx",
    async (orderDirection) => {
      const plan = await planOf(
        reviewPageIdsQuery(t.db, {
          productId: product.id,
          sort: 'RECOMMEND',
          orderDirection,
          page: 1,
          perPage: 20,
        }),
      );
      expect(plan).toContain('using reviews_product_recommend_idx');
      expect(plan).not.toMatch(/Sort/);
    },
  );

  it('a search still ranks its matches (no index holds the rank)', async () => {
    const plan = await planOf(
      await listPageIdsSql(t.db, { list: 'all', query: query({ search: '몬스' }), userId: null }),
    );
    expect(plan).toMatch(/Sort/);
  });
});
