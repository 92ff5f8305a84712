import { MESSAGES, type ListMetadata } from '@chorok/contract';
import {
  ProductDetail,
  ProductMetadata,
  ProductSummary,
  envelope,
  listEnvelope,
} from '@chorok/contract/schemas';
import { productLikes } from '@chorok/db';
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_METADATA as M,
  daysAgo,
  insertMetadatas,
  insertProducts,
  insertReviews,
  insertUsers,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { listProducts } from './service.ts';

let t: TestApp;
let p: Record<
  'monstera' | 'sansevieria' | 'olive' | 'stuckyi' | 'rubber' | 'pot' | 'soil' | 'albo',
  InsertedProduct
>;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  await insertMetadatas(t.db);
  const [monstera, sansevieria, olive, stuckyi, rubber, pot, soil, albo] = await insertProducts(
    t.db,
    [
      {
        name: '몬스테라',
        botanicalName: 'Monstera deliciosa',
        englishName: 'Swiss cheese plant',
        price: 30_000,
        salePrice: 24_000,
        metadataIds: [M.beginner.id, M.livingRoom.id, M.bright.id],
        salesCount: 50,
        likeCount: 5,
        createdAt: daysAgo(10),
        photos: 3,
      },
      {
        name: '산세베리아',
        price: 15_000,
        metadataIds: [M.bedroom.id, M.shade.id, M.beginner.id, M.airPurifying.id],
        salesCount: 80,
        likeCount: 1,
        createdAt: daysAgo(5),
        care: { lightMinLux: 200, lightMaxLux: 10_000, petSafe: false, difficulty: 'NORMAL' },
      },
      {
        name: '올리브나무',
        status: 'OUT_OF_STOCK',
        price: 45_000,
        salePrice: 39_900,
        metadataIds: [M.veranda.id, M.bright.id],
        salesCount: 10,
        likeCount: 20,
        createdAt: daysAgo(3),
        care: { lightMinLux: 10_000, lightMaxLux: 80_000 },
      },
      {
        name: '스투키',
        status: 'PENDING',
        price: 12_000,
        metadataIds: [M.livingRoom.id, M.shade.id, M.petSafe.id],
        createdAt: daysAgo(1),
        care: { lightMinLux: 300, lightMaxLux: 5_000 },
      },
      {
        name: '단종 고무나무',
        status: 'DISCONTINUED',
        price: 20_000,
        metadataIds: [M.livingRoom.id],
        salesCount: 100,
        createdAt: daysAgo(20),
      },
      {
        name: '토분 화분',
        category: 'POT',
        price: 8_000,
        salePrice: 6_400,
        salesCount: 30,
        createdAt: daysAgo(2),
      },
      { name: '분갈이 흙', category: 'SOIL', price: 5_000, salesCount: 5, createdAt: daysAgo(7) },
      {
        name: '몬스테라 알보',
        botanicalName: 'Monstera deliciosa Albo Variegata',
        price: 200_000,
        salePrice: 150_000,
        metadataIds: [M.livingRoom.id],
        salesCount: 1,
        likeCount: 2,
        createdAt: daysAgo(4),
      },
    ],
  );
  p = { monstera, sansevieria, olive, stuckyi, rubber, pot, soil, albo } as typeof p;
  const [author] = await insertUsers(t.db, [{ nickname: '리뷰어' }]);
  await insertReviews(t.db, [
    { productId: p.monstera.id, userId: author!, rating: 5, content: '잘 자라요', photos: 2 },
    { productId: p.monstera.id, userId: author!, rating: 4, content: '좋아요' },
    { productId: p.sansevieria.id, userId: author!, rating: 3, content: '보통' },
    { productId: p.olive.id, userId: null, rating: 5, content: '최고' },
  ]);
  shopper = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

type Body = { data: unknown; message: string; status: number; _metadata?: ListMetadata };

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Body };
}

const ProductList = listEnvelope(ProductSummary);

/** A list call that must succeed: the parsed envelope (checked against the contract). */
async function list(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ProductList.parse(response.body);
}

const ids = (page: { data: { id: number }[] }) => page.data.map((item) => item.id);

/** Listed products (all but the discontinued one) by popularity: sales + likes + reviews. */
const popular = () => [
  p.sansevieria.id, // 80 + 1 + 1
  p.monstera.id, // 50 + 5 + 2
  p.olive.id, // 10 + 20 + 1
  p.pot.id, // 30
  p.soil.id, // 5
  p.albo.id, // 1 + 2
  p.stuckyi.id, // 0
];

async function expectBadRequest(url: string, message: string) {
  const response = await get(url);
  expect(response.status, url).toBe(400);
  expect(response.body).toMatchObject({ data: null, message, status: 400 });
}

describe('GET /products', () => {
  it('lists every product but the discontinued, most popular first, in the contract shape', async () => {
    const page = await list('/v1/products');
    expect(ids(page)).toEqual(popular());
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 7, totalPage: 1 });
    expect(page.message).toBe(MESSAGES.ok);
  });

  it('fills each card: prices, sale percent, first photo, metadata ids, rating', async () => {
    const page = await list('/v1/products');
    const monstera = page.data.find((item) => item.id === p.monstera.id);
    expect(monstera).toEqual({
      id: p.monstera.id,
      category: 'PLANT',
      name: '몬스테라',
      botanicalName: 'Monstera deliciosa',
      status: 'ON_SALE',
      price: 30_000,
      salePrice: 24_000,
      salePercent: 20,
      image: {
        url: `/images/${p.monstera.photoKeys[0]}`,
        width: 600,
        height: 800,
        alt: '몬스테라 사진 1',
      },
      likeCount: 5,
      isLiked: false,
      reviewCount: 2,
      ratingAverage: 4.5,
      metadataIds: [M.livingRoom.id, M.bright.id, M.beginner.id].sort((a, b) => a - b),
      createdAt: p.monstera.createdAt!.toISOString(),
    });
    // floor((45000 − 39900) / 45000 × 100) = floor(11.33) = 11
    expect(page.data.find((item) => item.id === p.olive.id)).toMatchObject({
      salePercent: 11,
      ratingAverage: 5,
    });
    expect(page.data.find((item) => item.id === p.soil.id)).toMatchObject({
      salePercent: 0,
      reviewCount: 0,
      ratingAverage: 0,
      metadataIds: [],
    });
  });

  it('reverses the order with orderDirection -1, as number or string', async () => {
    expect(ids(await list('/v1/products?orderDirection=-1'))).toEqual(popular().reverse());
    expect(ids(await list('/v1/products?orderDirection=1'))).toEqual(popular());
  });

  it('pages with _metadata.totalPage; pages join up to the whole list', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => list(`/v1/products?perPage=3&page=${page}`)),
    );
    expect(pages.map((page) => page._metadata)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, perPage: 3, total: 7, totalPage: 3 })),
    );
    expect(pages.map((page) => page.data.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flatMap(ids)).toEqual(popular());
    // A page far past the end (offset beyond any table) is empty, not an error.
    const far = await list('/v1/products?page=9007199254740991&perPage=10000');
    expect(far.data).toEqual([]);
    expect(far._metadata).toMatchObject({ total: 7, totalPage: 1 });
  });

  it('sorts by LATEST, PRICE, RATING and POPULAR, each reversible', async () => {
    const latest = [
      p.stuckyi.id,
      p.pot.id,
      p.olive.id,
      p.albo.id,
      p.sansevieria.id,
      p.soil.id,
      p.monstera.id,
    ];
    expect(ids(await list('/v1/products?sort=LATEST'))).toEqual(latest);
    expect(ids(await list('/v1/products?sort=LATEST&orderDirection=-1'))).toEqual(
      [...latest].reverse(),
    );
    const cheapest = [
      p.soil.id, // 5,000
      p.pot.id, // 6,400
      p.stuckyi.id, // 12,000
      p.sansevieria.id, // 15,000
      p.monstera.id, // 24,000
      p.olive.id, // 39,900
      p.albo.id, // 150,000
    ];
    expect(ids(await list('/v1/products?sort=PRICE'))).toEqual(cheapest);
    expect(ids(await list('/v1/products?sort=PRICE&orderDirection=-1'))).toEqual(
      [...cheapest].reverse(),
    );
    const rating = ids(await list('/v1/products?sort=RATING'));
    expect(rating.slice(0, 3)).toEqual([p.olive.id, p.monstera.id, p.sansevieria.id]);
    expect(ids(await list('/v1/products?sort=RATING&orderDirection=-1'))).toEqual(
      [...rating].reverse(),
    );
    expect(ids(await list('/v1/products?sort=POPULAR'))).toEqual(popular());
    // RELEVANCE without a search has nothing to rank by: popularity.
    expect(ids(await list('/v1/products?sort=RELEVANCE'))).toEqual(popular());
  });

  it('filters by status: any one status, discontinued included when asked for', async () => {
    expect(ids(await list('/v1/products?status=DISCONTINUED'))).toEqual([p.rubber.id]);
    expect(ids(await list('/v1/products?status=PENDING'))).toEqual([p.stuckyi.id]);
    expect(ids(await list('/v1/products?status=OUT_OF_STOCK'))).toEqual([p.olive.id]);
    expect(new Set(ids(await list('/v1/products?status=ON_SALE')))).toEqual(
      new Set([p.monstera.id, p.sansevieria.id, p.pot.id, p.soil.id, p.albo.id]),
    );
  });

  it('filters by category', async () => {
    expect(ids(await list('/v1/products?category=POT'))).toEqual([p.pot.id]);
    expect(ids(await list('/v1/products?category=PLANT&sort=LATEST'))).toEqual([
      p.stuckyi.id,
      p.olive.id,
      p.albo.id,
      p.sansevieria.id,
      p.monstera.id,
    ]);
  });

  it('searches (trimmed; empty means absent), by relevance unless sorted otherwise', async () => {
    const search = await list(`/v1/products?search=${encodeURIComponent(' 몬스 ')}`);
    expect(new Set(ids(search))).toEqual(new Set([p.monstera.id, p.albo.id]));
    expect(search._metadata.total).toBe(2);
    expect(
      ids(await list(`/v1/products?search=${encodeURIComponent('몬스')}&sort=RELEVANCE`)),
    ).toEqual(ids(search));
    expect(ids(await list(`/v1/products?search=${encodeURIComponent('몬스')}&sort=PRICE`))).toEqual(
      [p.monstera.id, p.albo.id],
    );
    expect(ids(await list(`/v1/products?search=${encodeURIComponent('ㅁㅅㅌㄹ')}`))).toContain(
      p.monstera.id,
    );
    expect(ids(await list('/v1/products?search=deliciosa'))).toContain(p.monstera.id);
    // Empty and blank searches are no search at all.
    expect(ids(await list('/v1/products?search='))).toEqual(popular());
    expect(ids(await list('/v1/products?search=%20%20'))).toEqual(popular());
    // Characters that mean something to LIKE, SQL or JSON are only text; with nothing searchable
    // in it, a search finds nothing (it is not "no search").
    for (const odd of ['%', '_', "'", '\\', '"', '%_%', '🌱', ';--', '!!']) {
      const response = await list(`/v1/products?search=${encodeURIComponent(odd)}`);
      expect(response.data, odd).toEqual([]);
      expect(response._metadata.total, odd).toBe(0);
    }
    expect((await list(`/v1/products?search=${encodeURIComponent('없는식물이름')}`)).data).toEqual(
      [],
    );
  });

  // A search counts its matches in the pass that ranks them (count(*) over ()); a page past the
  // last match counts apart. The total is the same whichever way it was counted.
  it('pages a search with the same total on every page, past the end too', async () => {
    const search = encodeURIComponent('몬스');
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`/v1/products?search=${search}&perPage=1&page=${page}`)),
    );
    expect(pages.map((page) => page._metadata)).toEqual(
      [1, 2, 3].map((page) => ({ page, perPage: 1, total: 2, totalPage: 2 })),
    );
    expect(pages.flatMap(ids)).toEqual(ids(await list(`/v1/products?search=${search}`)));
    const sorted = await list(`/v1/products?search=${search}&sort=PRICE&perPage=1&page=2`);
    expect(ids(sorted)).toEqual([p.albo.id]);
    expect(sorted._metadata.total).toBe(2);
  });

  it('filters metadataIds: OR within a kind, AND across kinds', async () => {
    const listed = (query: string) =>
      list(`/v1/products?${query}`).then((page) => new Set(ids(page)));
    // 거실 or 베란다 (both GROW_PLACE): plants for either place (the discontinued one excluded).
    expect(await listed(`metadataIds=${M.livingRoom.id}&metadataIds=${M.veranda.id}`)).toEqual(
      new Set([p.monstera.id, p.olive.id, p.stuckyi.id, p.albo.id]),
    );
    // 거실 and 초보자 추천 (a TAG): plants that are both.
    expect(await listed(`metadataIds=${M.livingRoom.id}&metadataIds=${M.beginner.id}`)).toEqual(
      new Set([p.monstera.id]),
    );
    // (거실 or 침실) and 초보자 추천.
    expect(await listed(`metadataIds=${M.livingRoom.id},${M.bedroom.id},${M.beginner.id}`)).toEqual(
      new Set([p.monstera.id, p.sansevieria.id]),
    );
    // 반그늘 and 초보자 추천 and 공기정화.
    expect(
      await listed(`metadataIds=${M.shade.id}&metadataIds=${M.beginner.id},${M.airPurifying.id}`),
    ).toEqual(new Set([p.sansevieria.id]));
    // An id no metadata has: nothing matches it.
    expect(await listed('metadataIds=99')).toEqual(new Set());
  });

  it('takes metadataIds as repeated keys or as a comma list, with the same result', async () => {
    const repeated = await list(
      `/v1/products?metadataIds=${M.livingRoom.id}&metadataIds=${M.bright.id}`,
    );
    const comma = await list(`/v1/products?metadataIds=${M.livingRoom.id},${M.bright.id}`);
    const single = await list(`/v1/products?metadataIds=${M.bright.id}`);
    expect(ids(repeated)).toEqual([p.monstera.id]);
    expect(ids(comma)).toEqual(ids(repeated));
    expect(new Set(ids(single))).toEqual(new Set([p.monstera.id, p.olive.id]));
  });

  it('refuses bad input with the contract messages', async () => {
    await expectBadRequest('/v1/products?page=0', 'page must be a positive integer');
    await expectBadRequest('/v1/products?page=abc', 'page must be a positive integer');
    await expectBadRequest('/v1/products?perPage=10001', 'perPage must be at most 10000');
    await expectBadRequest('/v1/products?perPage=0', 'perPage must be a positive integer');
    await expectBadRequest('/v1/products?orderDirection=2', 'orderDirection must be -1 or 1');
    await expectBadRequest('/v1/products?metadataIds=101', MESSAGES.metadataList);
    await expectBadRequest('/v1/products?metadataIds=abc', MESSAGES.metadataList);
    await expectBadRequest('/v1/products?metadataIds=1&metadataIds=0', MESSAGES.metadataList);
    await expectBadRequest('/v1/products?status=X', MESSAGES.statusFilter);
    await expectBadRequest(`/v1/products?search=${'가'.repeat(51)}`, MESSAGES.searchTooLong);
    await expectBadRequest('/v1/products?sort=CHEAPEST', MESSAGES.invalidInput);
    await expectBadRequest('/v1/products?category=FLOWER', MESSAGES.invalidInput);
    await expectBadRequest('/v1/products/best?metadataIds=101', MESSAGES.metadataList);
    await expectBadRequest('/v1/products/new?page=0', 'page must be a positive integer');
  });

  it('says which products the signed-in caller likes; visitors like nothing', async () => {
    await t.db.insert(productLikes).values([
      { userId: shopper.id, productId: p.monstera.id },
      { userId: shopper.id, productId: p.pot.id },
    ]);
    const mine = await list('/v1/products', shopper.headers);
    expect(
      mine.data
        .filter((item) => item.isLiked)
        .map((item) => item.id)
        .sort((a, b) => a - b),
    ).toEqual([p.monstera.id, p.pot.id].sort((a, b) => a - b));
    expect((await list('/v1/products')).data.every((item) => !item.isLiked)).toBe(true);
    const other = await signIn(t.app, t.db);
    expect((await list('/v1/products', other.headers)).data.every((item) => !item.isLiked)).toBe(
      true,
    );
    // A bad token on an optional-auth list is a visitor, not an error.
    expect((await list('/v1/products', { authorization: 'Bearer nope' })).data).toHaveLength(7);
  });
});

describe('GET /products/best, /products/new, /products/recommend', () => {
  const bestOrder = () => [
    p.sansevieria.id, // 80 sales
    p.monstera.id, // 50
    p.pot.id, // 30
    p.olive.id, // 10
    p.soil.id, // 5
    p.albo.id, // 1
    p.stuckyi.id, // 0
  ];

  it('best: by sales then likes; orderDirection reverses it', async () => {
    const best = await list('/v1/products/best');
    expect(ids(best)).toEqual(bestOrder());
    expect(best._metadata).toEqual({ page: 1, perPage: 20, total: 7, totalPage: 1 });
    expect(ids(await list('/v1/products/best?orderDirection=-1'))).toEqual(bestOrder().reverse());
  });

  it('best: array params without indexes and every filter', async () => {
    expect(
      ids(
        await list(`/v1/products/best?metadataIds=${M.livingRoom.id}&metadataIds=${M.veranda.id}`),
      ),
    ).toEqual([p.monstera.id, p.olive.id, p.albo.id, p.stuckyi.id]);
    expect(ids(await list('/v1/products/best?status=DISCONTINUED'))).toEqual([p.rubber.id]);
    expect(ids(await list(`/v1/products/best?search=${encodeURIComponent('몬스테라')}`))).toEqual([
      p.monstera.id,
      p.albo.id,
    ]);
    expect(ids(await list('/v1/products/best?perPage=2&page=2'))).toEqual(bestOrder().slice(2, 4));
  });

  it('new: newest first, ignoring orderDirection', async () => {
    const newest = [
      p.stuckyi.id,
      p.pot.id,
      p.olive.id,
      p.albo.id,
      p.sansevieria.id,
      p.soil.id,
      p.monstera.id,
    ];
    expect(ids(await list('/v1/products/new'))).toEqual(newest);
    expect(ids(await list('/v1/products/new?orderDirection=-1'))).toEqual(newest);
    expect(ids(await list('/v1/products/new?orderDirection=-1&perPage=2&page=2'))).toEqual(
      newest.slice(2, 4),
    );
    expect(ids(await list('/v1/products/new?category=PLANT&status=ON_SALE'))).toEqual([
      p.albo.id,
      p.sansevieria.id,
      p.monstera.id,
    ]);
  });

  it('recommend: by popularity without saved answers, signed in or not', async () => {
    expect(ids(await list('/v1/products/recommend'))).toEqual(popular());
    expect(ids(await list('/v1/products/recommend', shopper.headers))).toEqual(popular());
    expect(ids(await list('/v1/products/recommend?orderDirection=-1'))).toEqual(
      popular().reverse(),
    );
    expect(ids(await list(`/v1/products/recommend?metadataIds=${M.beginner.id}`))).toEqual([
      p.sansevieria.id,
      p.monstera.id,
    ]);
  });

  it('recommend: products matching more saved answers first, then popularity', async () => {
    const query = { page: 1, perPage: 20, orderDirection: 1 as const };
    const page = await listProducts(t.db, {
      list: 'recommend',
      query,
      userId: null,
      answers: [M.veranda.id, M.bright.id],
    });
    expect(ids(page)).toEqual([
      p.olive.id, // 베란다 + 밝은 곳
      p.monstera.id, // 밝은 곳
      p.sansevieria.id,
      p.pot.id,
      p.soil.id,
      p.albo.id,
      p.stuckyi.id,
    ]);
    expect(page.metadata).toEqual({ page: 1, perPage: 20, total: 7, totalPage: 1 });
    // Ranked by answers, it counts in the ranking pass: full pages carry the total too.
    const second = await listProducts(t.db, {
      list: 'recommend',
      query: { ...query, perPage: 3, page: 2 },
      userId: null,
      answers: [M.veranda.id, M.bright.id],
    });
    expect(ids(second)).toEqual([p.pot.id, p.soil.id, p.albo.id]);
    expect(second.metadata).toEqual({ page: 2, perPage: 3, total: 7, totalPage: 3 });
  });
});

describe('GET /products/:id', () => {
  const Detail = envelope(ProductDetail);

  it('returns a plant with images in position order, cut-out, care, metadata and review summary', async () => {
    const response = await get(`/v1/products/${p.monstera.id}`);
    expect(response.status).toBe(200);
    const { data } = Detail.parse(response.body);
    expect(data.images.map((image) => image.url)).toEqual(
      p.monstera.photoKeys.map((key) => `/images/${key}`),
    );
    expect(data.images.map((image) => image.alt)).toEqual([
      '몬스테라 사진 1',
      '몬스테라 사진 2',
      '몬스테라 사진 3',
    ]);
    expect(data.image).toEqual(data.images[0]);
    expect(data.cutoutImage.url).toBe(`/images/${p.monstera.cutoutKey}`);
    expect(data.care).toMatchObject({
      lightMinLux: 1_000,
      lightMaxLux: 20_000,
      wateringFrequency: 7,
      petSafe: true,
      difficulty: 'EASY',
      size: 'MEDIUM',
    });
    // Question kinds in the contract's order, then tags.
    expect(data.metadatas.map((m) => m.id)).toEqual([M.livingRoom.id, M.bright.id, M.beginner.id]);
    expect(data.reviewSummary).toEqual({
      count: 2,
      average: 4.5,
      photoCount: 1,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect(data).toMatchObject({
      name: '몬스테라',
      englishName: 'Swiss cheese plant',
      summary: '몬스테라 요약',
      description: '몬스테라 설명',
      stock: 10,
      salePercent: 20,
      reviewCount: 2,
      ratingAverage: 4.5,
      isLiked: false,
    });
  });

  it('has no care facts for goods, and an empty review summary without reviews', async () => {
    const { data } = Detail.parse((await get(`/v1/products/${p.pot.id}`)).body);
    expect(data.care).toBeNull();
    expect(data.metadatas).toEqual([]);
    expect(data.reviewSummary).toEqual({
      count: 0,
      average: 0,
      photoCount: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('shows any status, discontinued included', async () => {
    const response = await get(`/v1/products/${p.rubber.id}`);
    expect(response.status).toBe(200);
    expect(Detail.parse(response.body).data.status).toBe('DISCONTINUED');
  });

  it('says whether the caller likes it', async () => {
    await t.db
      .insert(productLikes)
      .values({ userId: shopper.id, productId: p.albo.id })
      .onConflictDoNothing();
    expect(
      Detail.parse((await get(`/v1/products/${p.albo.id}`, shopper.headers)).body).data.isLiked,
    ).toBe(true);
    expect(Detail.parse((await get(`/v1/products/${p.albo.id}`)).body).data.isLiked).toBe(false);
  });

  it('falls back to the cut-out for a product without photos, and the other way round', async () => {
    const [cutoutOnly, photosOnly] = await insertProducts(t.db, [
      { name: '사진 없는 상품', status: 'DISCONTINUED', photos: 0 },
      { name: '누끼 없는 상품', status: 'DISCONTINUED', photos: 1, cutout: false },
    ]);
    const first = Detail.parse((await get(`/v1/products/${cutoutOnly!.id}`)).body).data;
    expect(first.images).toEqual([]);
    expect(first.image.url).toBe(`/images/${cutoutOnly!.cutoutKey}`);
    expect(first.cutoutImage).toEqual(first.image);
    const second = Detail.parse((await get(`/v1/products/${photosOnly!.id}`)).body).data;
    expect(second.cutoutImage).toEqual(second.images[0]);
    const cards = await list('/v1/products?status=DISCONTINUED&sort=LATEST');
    expect(cards.data.find((card) => card.id === cutoutOnly!.id)?.image.url).toBe(
      `/images/${cutoutOnly!.cutoutKey}`,
    );
  });

  it('answers 404 in the envelope when absent, 400 for a non-numeric id', async () => {
    for (const id of ['987654', '2147483647']) {
      const missing = await get(`/v1/products/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ data: null, message: MESSAGES.productNotFound, status: 404 });
    }
    await expectBadRequest('/v1/products/abc', MESSAGES.productIdNumeric);
    await expectBadRequest('/v1/products/1.5', MESSAGES.productIdNumeric);
    await expectBadRequest('/v1/products/0', MESSAGES.productIdNumeric);
    await expectBadRequest('/v1/products/9007199254740993', MESSAGES.productIdNumeric);
  });
});

describe('GET /products/metadatas', () => {
  it('lists every metadata by kind (contract order), then sortOrder', async () => {
    const response = await get('/v1/products/metadatas');
    expect(response.status).toBe(200);
    const { data } = envelope(z.array(ProductMetadata)).parse(response.body);
    expect(data.map((m) => m.id)).toEqual([
      M.livingRoom.id,
      M.veranda.id,
      M.bedroom.id,
      M.bright.id,
      M.shade.id,
      M.petSafe.id,
      M.airPurifying.id, // TAG sortOrder 1
      M.beginner.id, // TAG sortOrder 2
    ]);
    expect(data[0]).toEqual({
      id: M.livingRoom.id,
      kind: 'GROW_PLACE',
      name: '거실',
      description: '거실 설명',
      sortOrder: 1,
    });
  });
});

describe('GET /products/lux', () => {
  it('lists plants whose light range holds the light first, closest fit first', async () => {
    const page = await list('/v1/products/lux?lux=5000');
    // 1,000–20,000 centres on 4,472 lux (log scale): the closest fit. 산세베리아 (200–10,000) centres
    // on 1,414 and 스투키 (300–5,000) on 1,225. 올리브 (10,000–80,000) does not hold 5,000: last.
    expect(ids(page)).toEqual([
      p.monstera.id,
      p.albo.id,
      p.sansevieria.id,
      p.stuckyi.id,
      p.olive.id,
    ]);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 5, totalPage: 1 });
    expect(ids(await list('/v1/products/lux?lux=50000'))[0]).toBe(p.olive.id);
    expect(ids(await list('/v1/products/lux?lux=0'))[0]).toBe(p.sansevieria.id);
  });

  it('pages, and reverses with orderDirection -1', async () => {
    const second = await list('/v1/products/lux?lux=5000&perPage=2&page=2');
    expect(ids(second)).toEqual([p.sansevieria.id, p.stuckyi.id]);
    expect(second._metadata).toEqual({ page: 2, perPage: 2, total: 5, totalPage: 3 });
    expect(ids(await list('/v1/products/lux?lux=5000&orderDirection=-1'))[0]).toBe(p.olive.id);
  });

  it('takes the ends of the range and decimals; lists only plants, never discontinued ones', async () => {
    const plantsWithLight = [p.monstera.id, p.albo.id, p.sansevieria.id, p.stuckyi.id, p.olive.id];
    for (const lux of ['0', '200000', '1500.5', '%205000%20']) {
      const page = await list(`/v1/products/lux?lux=${lux}`);
      expect(ids(page).sort(), lux).toEqual([...plantsWithLight].sort());
    }
    // The brightest light still ranks 올리브 (up to 80,000 lux) first: the nearest bound.
    expect(ids(await list('/v1/products/lux?lux=200000'))[0]).toBe(p.olive.id);
  });

  it('refuses a missing or bad lux', async () => {
    await expectBadRequest('/v1/products/lux', MESSAGES.luxRange);
    for (const lux of [
      '',
      '%20',
      'abc',
      '-1',
      '200001',
      '0x10',
      '1e3',
      'Infinity',
      'NaN',
      '5000&lux=6000',
    ])
      await expectBadRequest(`/v1/products/lux?lux=${lux}`, MESSAGES.luxRange);
    await expectBadRequest('/v1/products/lux?lux=5000&page=0', 'page must be a positive integer');
  });
});

describe('GET /products/random-recommend', () => {
  const onSale = () => [p.monstera.id, p.sansevieria.id, p.pot.id, p.soil.id, p.albo.id];
  const Random = envelope(z.array(ProductSummary));

  it('picks distinct products on sale, as many as asked (default 6, capped by what is on sale)', async () => {
    const three = Random.parse((await get('/v1/products/random-recommend?count=3')).body).data;
    expect(three).toHaveLength(3);
    expect(new Set(three.map((item) => item.id)).size).toBe(3);
    for (const item of three) expect(onSale()).toContain(item.id);
    const all = Random.parse((await get('/v1/products/random-recommend')).body).data;
    expect(new Set(all.map((item) => item.id))).toEqual(new Set(onSale()));
    const liked = Random.parse(
      (await get('/v1/products/random-recommend?count=20', shopper.headers)).body,
    ).data;
    expect(liked.find((item) => item.id === p.monstera.id)?.isLiked).toBe(true);
  });

  it('refuses a count out of 1…20', async () => {
    await expectBadRequest('/v1/products/random-recommend?count=0', MESSAGES.invalidInput);
    await expectBadRequest('/v1/products/random-recommend?count=21', MESSAGES.invalidInput);
    await expectBadRequest('/v1/products/random-recommend?count=abc', MESSAGES.invalidInput);
  });

  // Last in the file: it adds products far along the id range.
  it('samples a large id range by probing, still distinct and on sale', async () => {
    // Move the id sequence far ahead: the catalogue's ids now span more than 50,000.
    await t.db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), 50000)`);
    const far = await insertProducts(
      t.db,
      [1, 2, 3, 4].map((n) => ({ name: `먼 상품 ${n}` })),
    );
    const farIds = far.map((product) => product.id);
    expect(Math.min(...farIds)).toBeGreaterThan(50_000);
    const expected = new Set([...onSale(), ...farIds]);
    for (let round = 0; round < 5; round++) {
      const response = await get('/v1/products/random-recommend?count=8');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const picked = Random.parse(response.body).data;
      expect(picked).toHaveLength(8);
      expect(new Set(picked.map((item) => item.id)).size).toBe(8);
      for (const item of picked) expect(expected).toContain(item.id);
    }
  });
});
