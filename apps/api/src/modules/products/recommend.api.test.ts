import { MESSAGES, PET_CHILD_ANSWERS } from '@chorok/contract';
import { ProductSummary, listEnvelope } from '@chorok/contract/schemas';
import { products } from '@chorok/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_METADATA as M,
  insertMetadatas,
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * GET /products/recommend with answers: given in the query (a visitor's questionnaire result) or
 * saved by the caller, and the safety rule of 반려동물과 함께 (31) and 아이와 함께 (32).
 */

const { withPets, withChildren, neither } = PET_CHILD_ANSWERS;

let t: TestApp;
let p: Record<
  'monstera' | 'peace' | 'cactus' | 'palm' | 'stuckyi' | 'pot' | 'soil',
  InsertedProduct
>;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  await insertMetadatas(t.db, [
    ...Object.values(M),
    { id: withChildren, kind: 'PET_CHILD', name: '아이와 함께', sortOrder: 2 },
    { id: neither, kind: 'PET_CHILD', name: '해당 없음', sortOrder: 3 },
  ]);
  const [monstera, peace, cactus, palm, stuckyi, pot, soil] = await insertProducts(t.db, [
    // The most popular plant is unsafe for both, so a missed rule shows at the top of the list.
    {
      name: '몬스테라',
      metadataIds: [M.livingRoom.id, M.bright.id],
      salesCount: 90,
      care: { petSafe: false, childSafe: false },
    },
    {
      name: '스파티필룸',
      metadataIds: [M.livingRoom.id],
      salesCount: 70,
      care: { petSafe: false, childSafe: true },
    },
    {
      name: '금호선인장',
      metadataIds: [M.veranda.id, M.bright.id],
      salesCount: 60,
      care: { petSafe: true, childSafe: false },
    },
    {
      name: '테이블야자',
      metadataIds: [M.livingRoom.id, M.bright.id],
      salesCount: 10,
      care: { petSafe: true, childSafe: true },
    },
    {
      name: '스투키',
      metadataIds: [M.bedroom.id, M.shade.id],
      salesCount: 5,
      care: { petSafe: true, childSafe: true },
    },
    { name: '토분 화분', category: 'POT', salesCount: 50 },
    { name: '분갈이 흙', category: 'SOIL', salesCount: 1 },
  ]);
  p = { monstera, peace, cactus, palm, stuckyi, pot, soil } as typeof p;
  shopper = await signIn(t.app, t.db);
});

afterAll(async () => {
  await t?.close();
});

const ProductList = listEnvelope(ProductSummary);

async function list(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return ProductList.parse(response.json());
}

const ids = (page: { data: { id: number }[] }) => page.data.map((item) => item.id);
const recommend = (query: string, headers: Record<string, string> = {}) =>
  list(`/v1/products/recommend?${query}`, headers);

/** Every plant on the page has the care fact known true; goods (no care facts) pass. */
async function expectSafe(page: { data: { id: number }[] }, fact: 'petSafe' | 'childSafe') {
  const rows = await t.db
    .select({ id: products.id, category: products.category, safe: products[fact] })
    .from(products)
    .where(inArray(products.id, ids(page)));
  expect(rows).toHaveLength(page.data.length);
  for (const row of rows)
    expect(row.safe, `${row.id}`).toBe(row.category === 'PLANT' ? true : null);
}

describe('GET /products/recommend?recommendMetadataIds (answers not saved)', () => {
  const popular = () => [
    p.monstera.id,
    p.peace.id,
    p.cactus.id,
    p.pot.id,
    p.palm.id,
    p.stuckyi.id,
    p.soil.id,
  ];

  it('without answers: every product by popularity', async () => {
    expect(ids(await recommend(''))).toEqual(popular());
  });

  it('orders by the given answers, comma string or repeated, then popularity', async () => {
    const expected = [
      p.monstera.id, // 거실 + 밝은 곳
      p.palm.id, // 거실 + 밝은 곳
      p.peace.id, // 거실
      p.cactus.id, // 밝은 곳
      p.pot.id,
      p.stuckyi.id,
      p.soil.id,
    ];
    expect(ids(await recommend(`recommendMetadataIds=${M.livingRoom.id},${M.bright.id}`))).toEqual(
      expected,
    );
    expect(
      ids(
        await recommend(
          `recommendMetadataIds=${M.livingRoom.id}&recommendMetadataIds=${M.bright.id}`,
        ),
      ),
    ).toEqual(expected);
  });

  it('with 반려동물과 함께: no plant unsafe for pets; goods stay', async () => {
    const page = await recommend(
      `recommendMetadataIds=${M.livingRoom.id},${M.bright.id},${withPets}`,
    );
    expect(ids(page)).toEqual([p.palm.id, p.cactus.id, p.pot.id, p.stuckyi.id, p.soil.id]);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 5, totalPage: 1 });
    await expectSafe(page, 'petSafe');
  });

  it('with 아이와 함께: no plant unsafe for children; goods stay', async () => {
    const page = await recommend(`recommendMetadataIds=${withChildren}`);
    expect(ids(page)).toEqual([p.peace.id, p.pot.id, p.palm.id, p.stuckyi.id, p.soil.id]);
    await expectSafe(page, 'childSafe');
  });

  it('with both: only plants safe for both', async () => {
    const page = await recommend(`recommendMetadataIds=${withPets},${withChildren}`);
    expect(ids(page)).toEqual([p.pot.id, p.palm.id, p.stuckyi.id, p.soil.id]);
    await expectSafe(page, 'petSafe');
    await expectSafe(page, 'childSafe');
  });

  it('해당 없음 leaves every plant in', async () => {
    expect(ids(await recommend(`recommendMetadataIds=${neither}`))).toEqual(popular());
  });

  it('keeps the other filters and paging, counting only what the rule lets through', async () => {
    const pets = `recommendMetadataIds=${withPets}`;
    expect(ids(await recommend(`${pets}&metadataIds=${M.livingRoom.id}`))).toEqual([p.palm.id]);
    expect(ids(await recommend(`${pets}&search=${encodeURIComponent('몬스테라')}`))).toEqual([]);
    expect(ids(await recommend(`${pets}&category=PLANT`))).toEqual([
      p.cactus.id,
      p.palm.id,
      p.stuckyi.id,
    ]);
    const second = await recommend(`${pets}&perPage=2&page=2`);
    expect(ids(second)).toEqual([p.palm.id, p.stuckyi.id]);
    expect(second._metadata).toEqual({ page: 2, perPage: 2, total: 5, totalPage: 3 });
  });

  it.each(['0', '101', 'abc', '1,x', '1.5'])(
    'refuses recommendMetadataIds=%s with the spec message',
    async (value) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/products/recommend?recommendMetadataIds=${value}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        data: null,
        message: MESSAGES.metadataList,
        status: 400,
      });
    },
  );
});

describe('GET /products/recommend with saved answers', () => {
  beforeAll(async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${shopper.id}/recommend-metadatas`,
      headers: shopper.headers,
      payload: { metadataIds: [M.bedroom.id, M.shade.id, withPets] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("orders by the caller's saved answers and applies their safety rule", async () => {
    const page = await recommend('', shopper.headers);
    expect(ids(page)).toEqual([p.stuckyi.id, p.cactus.id, p.pot.id, p.palm.id, p.soil.id]);
    await expectSafe(page, 'petSafe');
  });

  it('answers given in the query win over the saved ones, safety rule included', async () => {
    const page = await recommend(
      `recommendMetadataIds=${M.veranda.id},${M.bright.id}`,
      shopper.headers,
    );
    expect(ids(page)).toEqual([
      p.cactus.id, // 베란다 + 밝은 곳
      p.monstera.id, // 밝은 곳: no pets among the given answers
      p.palm.id,
      p.peace.id,
      p.pot.id,
      p.stuckyi.id,
      p.soil.id,
    ]);
  });

  it('a visitor sending the same token-less request still gets the popularity order', async () => {
    expect(ids(await recommend(''))).toEqual([
      p.monstera.id,
      p.peace.id,
      p.cactus.id,
      p.pot.id,
      p.palm.id,
      p.stuckyi.id,
      p.soil.id,
    ]);
  });
});
