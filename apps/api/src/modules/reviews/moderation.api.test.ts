import { rmSync } from 'node:fs';
import { CONSOLE_MESSAGES, MESSAGES, type AdminReview } from '@chorok/contract';
import { AdminReview as AdminReviewSchema, envelope } from '@chorok/contract/schemas';
import { operatorActions, products, reviews, users } from '@chorok/db';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysAgo,
  insertProducts,
  insertReviews,
  insertUsers,
  signIn,
  type InsertedProduct,
  type InsertedReview,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { html, jsonLdOf, renders, writeDist } from '../../test/ssr-fixtures.ts';

/*
 * Hiding a review (decision 0043): the console lists every review; a hidden one leaves every shop
 * read of reviews and its product's rating, comes back when shown again, stays its author's (with
 * the reason), and each change is audited once.
 */

let dist: string;
let t: TestApp;
let operator: Shopper;
let owner: Shopper;
let author: Shopper;
let liker: Shopper;
let plant: InsertedProduct;
let pot: InsertedProduct;
/** On `plant`: the author's 1-star with a photo, a named stranger's 5, a departed author's 4. */
let rude: InsertedReview;
let praise: InsertedReview;
let orphan: InsertedReview;
/** On `pot`, by the author. */
let potReview: InsertedReview;

const ListEnvelope = z.object({
  ...envelope(z.array(AdminReviewSchema)).shape,
  _metadata: z.object({ page: z.int(), perPage: z.int(), total: z.int(), totalPage: z.int() }),
});

const get = (url: string, who?: Shopper, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...who?.headers, ...headers } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Shopper, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const hide = (id: number, reason: unknown = '욕설이 들어 있어요', who: Shopper = operator) =>
  send('POST', `/v1/admin/reviews/${id}/hide`, who, { reason });
const unhide = (id: number, who: Shopper = operator) =>
  send('POST', `/v1/admin/reviews/${id}/unhide`, who);
const adminList = async (query = '', who: Shopper = operator) => {
  const reply = await get(`/v1/admin/reviews${query}`, who);
  expect(reply.statusCode, reply.body).toBe(200);
  return ListEnvelope.parse(reply.json());
};
const adminIds = async (query = '') => (await adminList(query)).data.map((row) => row.id);
const shopIds = async (productId: number) => {
  const body = (await get(`/v1/reviews?productId=${productId}`)).json();
  return { ids: body.data.map((r: { id: number }) => r.id), total: body._metadata.total };
};
const productOf = async (id: number) => (await get(`/v1/products/${id}`)).json().data;
const auditCount = async () => (await t.db.select({ n: count() }).from(operatorActions))[0]!.n;
const lastAudit = async () =>
  (await t.db.select().from(operatorActions).orderBy(asc(operatorActions.id))).at(-1);
const counters = async (id: number) =>
  (
    await t.db
      .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
      .from(products)
      .where(eq(products.id, id))
  )[0];
/** What the counters must be: the shown reviews, counted afresh. */
const recounted = async (id: number) => {
  const [row] = await t.db
    .select({
      reviewCount: count(),
      ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, id), isNull(reviews.hiddenAt)));
  return row;
};

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ rateLimitPerMinute: 0, webDistDir: dist });
  operator = await signIn(t.app, t.db);
  owner = await signIn(t.app, t.db);
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  await t.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, owner.id));
  author = await signIn(t.app, t.db, { name: '최작성', nickname: '초록이' });
  liker = await signIn(t.app, t.db);
  [plant, pot] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사' },
    { name: '토분', category: 'POT' },
  ])) as [InsertedProduct, InsertedProduct];
  const [named, departed] = await insertUsers(t.db, [{ name: '김작성' }, { left: true }]);
  [rude, praise, orphan, potReview] = (await insertReviews(t.db, [
    {
      productId: plant.id,
      userId: author.id,
      rating: 1,
      content: '별로예요 정말 별로',
      photos: 1,
      createdAt: daysAgo(1),
    },
    {
      productId: plant.id,
      userId: named!,
      rating: 5,
      content: '잘 자라요 추천해요',
      createdAt: daysAgo(2),
    },
    {
      productId: plant.id,
      userId: departed!,
      rating: 4,
      content: '괜찮았어요 무난해요',
      createdAt: daysAgo(3),
    },
    {
      productId: pot.id,
      userId: author.id,
      rating: 3,
      content: '화분이 조금 작아요',
      createdAt: daysAgo(4),
    },
  ])) as [InsertedReview, InsertedReview, InsertedReview, InsertedReview];
  expect((await send('POST', `/v1/reviews/${rude.id}/like`, liker)).statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /admin/reviews', () => {
  it('lists every review newest first, with product, author as the operator needs them, and photos', async () => {
    for (const who of [operator, owner]) {
      const page = await adminList('', who);
      expect(page.data.map((row) => row.id)).toEqual([rude.id, praise.id, orphan.id, potReview.id]);
      expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 4, totalPage: 1 });
    }
    const [first, second, third] = (await adminList()).data;
    expect(first).toEqual({
      id: rude.id,
      product: { id: plant.id, name: '몬스테라 델리시오사' },
      author: { userId: author.id, name: '초록이' },
      rating: 1,
      content: '별로예요 정말 별로',
      photos: [expect.objectContaining({ url: expect.stringContaining(rude.photoKeys[0]!) })],
      likeCount: 1,
      createdAt: expect.any(String),
      hidden: null,
    } satisfies AdminReview);
    // Not masked as the shop masks it (김**): the operator sees the name.
    expect(second!.author).toEqual({ userId: expect.any(Number), name: '김작성' });
    expect(third!.author).toEqual({ userId: null, name: '탈퇴한 회원' });
  });

  it('filters by rating, photos, product and hidden, and pages', async () => {
    expect(await adminIds('?rating=5')).toEqual([praise.id]);
    expect(await adminIds('?photos=true')).toEqual([rude.id]);
    expect(await adminIds('?photos=false')).toEqual([praise.id, orphan.id, potReview.id]);
    expect(await adminIds(`?productId=${pot.id}`)).toEqual([potReview.id]);
    expect(await adminIds('?hidden=true')).toEqual([]);
    expect(await adminIds(`?hidden=false&productId=${plant.id}&rating=4`)).toEqual([orphan.id]);
    const second = await adminList('?perPage=3&page=2');
    expect(second.data.map((row) => row.id)).toEqual([potReview.id]);
    expect(second._metadata).toEqual({ page: 2, perPage: 3, total: 4, totalPage: 2 });
    expect((await adminList(`?page=${Number.MAX_SAFE_INTEGER}&perPage=100`)).data).toEqual([]);
  });

  it.each(['?rating=0', '?rating=6', '?photos=yes', '?hidden=1', '?productId=abc', '?perPage=101'])(
    'refuses %s with a 400',
    async (query) => {
      expect((await get(`/v1/admin/reviews${query}`, operator)).statusCode).toBe(400);
    },
  );
});

describe('hiding a review', () => {
  let etag: string;
  let ratingBefore: unknown;

  it('before: the shop shows all three on the plant', async () => {
    expect(await shopIds(plant.id)).toEqual({ ids: expect.any(Array), total: 3 });
    const product = await productOf(plant.id);
    expect([product.reviewCount, product.ratingAverage]).toEqual([3, 3.3]);
    etag = String((await get(`/v1/reviews?productId=${plant.id}`)).headers.etag);
    const page = await get(`/products/detail/${plant.id}`, undefined, html);
    ratingBefore = jsonLdOf(page.body).aggregateRating;
    expect(ratingBefore).toMatchObject({ ratingValue: 3.3, reviewCount: 3 });
  });

  it('takes it out of the shop and its rating, in the same transaction as the audit entry', async () => {
    const reply = await hide(rude.id, '  욕설이 들어 있어요  ');
    expect(reply.statusCode).toBe(200);
    const hidden = envelope(AdminReviewSchema).parse(reply.json()).data;
    expect(hidden.hidden).toEqual({ at: expect.any(String), reason: '욕설이 들어 있어요' });

    expect(await shopIds(plant.id)).toEqual({ ids: [praise.id, orphan.id], total: 2 });
    const product = await productOf(plant.id);
    expect([product.reviewCount, product.ratingAverage]).toEqual([2, 4.5]);
    expect(product.reviewSummary).toEqual({
      count: 2,
      average: 4.5,
      photoCount: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    const card = (await get('/v1/products?perPage=50'))
      .json()
      .data.find((p: { id: number }) => p.id === plant.id);
    expect([card.reviewCount, card.ratingAverage]).toEqual([2, 4.5]);
    expect(await counters(plant.id)).toEqual(await recounted(plant.id));

    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorUserId: operator.id,
      action: 'review.hide',
      targetType: 'REVIEW',
      targetId: String(rude.id),
      before: { hidden: false, reason: null },
      after: { hidden: true, reason: '욕설이 들어 있어요' },
    });
  });

  it('is not served from any cache: the old ETag is stale and the page is rendered again', async () => {
    const reviewsReply = await get(`/v1/reviews?productId=${plant.id}`, undefined, {
      'if-none-match': etag,
    });
    expect(reviewsReply.statusCode).toBe(200);
    const rendered = renders();
    const page = await get(`/products/detail/${plant.id}`, undefined, html);
    expect(renders()).toBe(rendered + 1);
    expect(jsonLdOf(page.body).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it('leaves the liked-reviews list, and cannot be liked; its author still sees it, with why', async () => {
    const liked = (await get('/v1/users/me/review-likes', liker)).json();
    expect([liked.data, liked._metadata.total]).toEqual([[], 0]);
    const other = await signIn(t.app, t.db);
    const like = await send('POST', `/v1/reviews/${rude.id}/like`, other);
    expect([like.statusCode, like.json().message]).toEqual([404, MESSAGES.reviewNotFound]);

    const mine = (await get('/v1/users/me/reviews', author)).json().data;
    expect(mine.find((r: { id: number }) => r.id === rude.id).hidden).toEqual({
      at: expect.any(String),
      reason: '욕설이 들어 있어요',
    });
  });

  it('may be edited by its author: it stays hidden and out of the rating', async () => {
    const edit = await send('PATCH', `/v1/reviews/${rude.id}`, author, { rating: 2 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.hidden).toMatchObject({ reason: '욕설이 들어 있어요' });
    expect(await shopIds(plant.id)).toEqual({ ids: [praise.id, orphan.id], total: 2 });
    expect(await counters(plant.id)).toEqual({ reviewCount: 2, ratingSum: 9 });
  });

  it('again changes nothing and records nothing, whatever the reason', async () => {
    const before = await auditCount();
    const reply = await hide(rude.id, '다른 이유예요', owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.hidden.reason).toBe('욕설이 들어 있어요');
    expect(await auditCount()).toBe(before);
    expect(await counters(plant.id)).toEqual({ reviewCount: 2, ratingSum: 9 });
  });

  it('shown again: back in the shop with its current rating, the liked list and the log', async () => {
    const reply = await unhide(rude.id, owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.hidden).toBeNull();
    expect(await shopIds(plant.id)).toEqual({ ids: expect.arrayContaining([rude.id]), total: 3 });
    const product = await productOf(plant.id);
    expect([product.reviewCount, product.ratingAverage]).toEqual([3, 3.7]);
    expect(await counters(plant.id)).toEqual(await recounted(plant.id));
    const liked = (await get('/v1/users/me/review-likes', liker)).json();
    expect(liked.data.map((r: { id: number }) => r.id)).toEqual([rude.id]);
    const mine = (await get('/v1/users/me/reviews', author)).json().data;
    expect(mine.find((r: { id: number }) => r.id === rude.id).hidden).toBeNull();
    expect(await lastAudit()).toMatchObject({
      actorUserId: owner.id,
      action: 'review.unhide',
      targetId: String(rude.id),
      before: { hidden: true, reason: '욕설이 들어 있어요' },
      after: { hidden: false, reason: null },
    });

    const before = await auditCount();
    expect((await unhide(rude.id)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('deleted by its author while hidden: the counters do not lose it twice', async () => {
    expect((await hide(potReview.id)).statusCode).toBe(200);
    expect(await counters(pot.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect((await send('DELETE', `/v1/reviews/${potReview.id}`, author)).statusCode).toBe(200);
    expect(await counters(pot.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
    const gone = await hide(potReview.id);
    expect([gone.statusCode, gone.json().message]).toEqual([404, MESSAGES.reviewNotFound]);
  });
});

describe('refusals', () => {
  it.each([
    ['', CONSOLE_MESSAGES.reviewHideReason],
    ['  가 ', CONSOLE_MESSAGES.reviewHideReason],
    ['가'.repeat(201), CONSOLE_MESSAGES.reviewHideReason],
    [42, CONSOLE_MESSAGES.reviewHideReason],
    [undefined, CONSOLE_MESSAGES.reviewHideReason],
  ])('a hide with the reason %j is a 400 that changes nothing', async (reason, message) => {
    const before = await auditCount();
    const reply = await send('POST', `/v1/admin/reviews/${praise.id}/hide`, operator, {
      ...(reason === undefined ? {} : { reason }),
    });
    expect([reply.statusCode, reply.json().message]).toEqual([400, message]);
    expect(await auditCount()).toBe(before);
    expect((await adminList(`?hidden=true`)).data).toEqual([]);
  });

  it('a body with other fields is a 400; an unknown review a 404', async () => {
    const before = await auditCount();
    const extra = await send('POST', `/v1/admin/reviews/${praise.id}/hide`, operator, {
      reason: '욕설이 들어 있어요',
      notify: true,
    });
    expect(extra.statusCode).toBe(400);
    for (const reply of [await hide(2147483000), await unhide(2147483000)])
      expect([reply.statusCode, reply.json().message]).toEqual([404, MESSAGES.reviewNotFound]);
    expect((await unhide(0)).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(await counters(plant.id)).toEqual(await recounted(plant.id));
  });
});

describe('at the same time', () => {
  it('hides, shows and the author’s edits leave the counters in step', async () => {
    await Promise.all([
      hide(praise.id),
      send('PATCH', `/v1/reviews/${rude.id}`, author, { rating: 4 }),
      hide(rude.id),
      hide(praise.id, '같은 리뷰를 동시에 숨겨요', owner),
      send('PATCH', `/v1/reviews/${rude.id}`, author, { rating: 3 }),
      unhide(praise.id),
    ]);
    expect(await counters(plant.id)).toEqual(await recounted(plant.id));
  });
});
