import { MESSAGES } from '@chorok/contract';
import {
  LikedReview,
  ProductLikeState,
  ProductSummary,
  ReviewLikeState,
  envelope,
  listEnvelope,
} from '@chorok/contract/schemas';
import { productLikes, products, reviewLikes, reviews } from '@chorok/db';
import { eq } from 'drizzle-orm';
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

let t: TestApp;
let catalogue: InsertedProduct[];
let review: InsertedReview;
let otherReview: InsertedReview;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertProducts(
    t.db,
    Array.from({ length: 8 }, (_, n) => ({
      name: `식물 ${n + 1}`,
      status: n === 7 ? ('DISCONTINUED' as const) : ('ON_SALE' as const),
    })),
  );
  const [author] = await insertUsers(t.db, [{ nickname: '작성자' }]);
  [review, otherReview] = (await insertReviews(t.db, [
    { productId: catalogue[0]!.id, userId: author!, rating: 5, content: '좋아요', photos: 1 },
    { productId: catalogue[1]!.id, userId: null, rating: 4, content: '괜찮아요' },
  ])) as [InsertedReview, InsertedReview];
});
afterAll(async () => {
  await t?.close();
});

const product = (n: number) => catalogue[n]!;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: Shopper) {
  const response = await t.app.inject({ method, url, headers: who ? who.headers : {} });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const likeProduct = (who: Shopper, id: number) => call('POST', `/v1/products/${id}/like`, who);
const unlikeProduct = (who: Shopper, id: number) => call('DELETE', `/v1/products/${id}/like`, who);
const likeReview = (who: Shopper, id: number) => call('POST', `/v1/reviews/${id}/like`, who);
const unlikeReview = (who: Shopper, id: number) => call('DELETE', `/v1/reviews/${id}/like`, who);

async function productCounter(id: number) {
  const [row] = await t.db
    .select({ likeCount: products.likeCount })
    .from(products)
    .where(eq(products.id, id));
  const rows = await t.db.$count(productLikes, eq(productLikes.productId, id));
  return { counter: row?.likeCount, rows };
}

async function reviewCounter(id: number) {
  const [row] = await t.db
    .select({ likeCount: reviews.likeCount })
    .from(reviews)
    .where(eq(reviews.id, id));
  const rows = await t.db.$count(reviewLikes, eq(reviewLikes.reviewId, id));
  return { counter: row?.likeCount, rows };
}

const ProductLike = envelope(ProductLikeState);
const ReviewLike = envelope(ReviewLikeState);

describe('POST / DELETE /products/:id/like', () => {
  it('likes (201) and unlikes (200); repeating either changes nothing', async () => {
    const me = await signIn(t.app, t.db);
    const id = product(0).id;
    const first = await likeProduct(me, id);
    expect(first.status).toBe(201);
    expect(ProductLike.parse(first.body)).toEqual({
      data: { productId: id, isLiked: true, likeCount: 1 },
      message: MESSAGES.created,
      status: 201,
    });
    expect((await likeProduct(me, id)).body.data).toEqual({
      productId: id,
      isLiked: true,
      likeCount: 1,
    });
    expect(await productCounter(id)).toEqual({ counter: 1, rows: 1 });

    const removed = await unlikeProduct(me, id);
    expect(removed.status).toBe(200);
    expect(ProductLike.parse(removed.body).data).toEqual({
      productId: id,
      isLiked: false,
      likeCount: 0,
    });
    expect((await unlikeProduct(me, id)).body.data).toEqual({
      productId: id,
      isLiked: false,
      likeCount: 0,
    });
    expect(await productCounter(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('counts one like for 10 concurrent likes by the same user', async () => {
    const me = await signIn(t.app, t.db);
    const id = product(1).id;
    const results = await Promise.all(Array.from({ length: 10 }, () => likeProduct(me, id)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    expect(await productCounter(id)).toEqual({ counter: 1, rows: 1 });
    const undone = await Promise.all(Array.from({ length: 10 }, () => unlikeProduct(me, id)));
    expect(undone.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(await productCounter(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('counts 10 likes for 10 users liking at once, and keeps the count through mixed toggles', async () => {
    const id = product(2).id;
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(t.app, t.db)));
    const results = await Promise.all(shoppers.map((who) => likeProduct(who, id)));
    expect(results.every((result) => result.status === 201)).toBe(true);
    expect(await productCounter(id)).toEqual({ counter: 10, rows: 10 });
    // Half of them unlike while the others like again: 5 remain.
    await Promise.all(
      shoppers.map((who, n) => (n % 2 ? unlikeProduct(who, id) : likeProduct(who, id))),
    );
    expect(await productCounter(id)).toEqual({ counter: 5, rows: 5 });
    // One user toggling fast: whatever order the requests land in, counter and rows agree.
    const [fast] = shoppers;
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 ? unlikeProduct(fast!, id) : likeProduct(fast!, id),
      ),
    );
    const after = await productCounter(id);
    expect(after.counter).toBe(after.rows);
  });

  it('likes products of any status', async () => {
    const me = await signIn(t.app, t.db);
    expect((await likeProduct(me, product(7).id)).status).toBe(201);
  });

  it('needs sign-in, a known product and a numeric id', async () => {
    const me = await signIn(t.app, t.db);
    expect(await call('POST', `/v1/products/${product(0).id}/like`)).toEqual({
      status: 401,
      body: { data: null, message: MESSAGES.loginRequired, status: 401 },
    });
    expect((await call('DELETE', `/v1/products/${product(0).id}/like`)).status).toBe(401);
    for (const response of [await likeProduct(me, 987654), await unlikeProduct(me, 987654)]) {
      expect(response).toEqual({
        status: 404,
        body: { data: null, message: MESSAGES.productNotFound, status: 404 },
      });
    }
    const bad = await call('POST', '/v1/products/abc/like', me);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.productIdNumeric);
  });
});

describe('POST / DELETE /reviews/:id/like', () => {
  it('likes and unlikes a review; repeats and concurrency keep the counter true', async () => {
    const me = await signIn(t.app, t.db);
    const first = await likeReview(me, review.id);
    expect(first.status).toBe(201);
    expect(ReviewLike.parse(first.body).data).toEqual({
      reviewId: review.id,
      isLiked: true,
      likeCount: 1,
    });
    await Promise.all(Array.from({ length: 10 }, () => likeReview(me, review.id)));
    expect(await reviewCounter(review.id)).toEqual({ counter: 1, rows: 1 });
    const others = await Promise.all(Array.from({ length: 10 }, () => signIn(t.app, t.db)));
    await Promise.all(others.map((who) => likeReview(who, review.id)));
    expect(await reviewCounter(review.id)).toEqual({ counter: 11, rows: 11 });
    await Promise.all(others.map((who) => unlikeReview(who, review.id)));
    const removed = await unlikeReview(me, review.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ reviewId: review.id, isLiked: false, likeCount: 0 });
    expect((await unlikeReview(me, review.id)).body.data).toMatchObject({ likeCount: 0 });
    expect(await reviewCounter(review.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('needs sign-in and a known review', async () => {
    const me = await signIn(t.app, t.db);
    expect((await call('POST', `/v1/reviews/${review.id}/like`)).status).toBe(401);
    expect(await likeReview(me, 987654)).toEqual({
      status: 404,
      body: { data: null, message: MESSAGES.reviewNotFound, status: 404 },
    });
    expect((await unlikeReview(me, 987654)).status).toBe(404);
    // Past PostgreSQL's integer: refused at the edge (decision 0030).
    expect((await likeReview(me, 2147483648)).status).toBe(400);
    const bad = await call('DELETE', '/v1/reviews/abc/like', me);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidId);
  });
});

describe('GET /users/me/likes', () => {
  const LikedList = listEnvelope(ProductSummary);

  it('lists the caller’s liked products, most recently liked first, with paging', async () => {
    const me = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    // Liked 3, then 5, then 4 (days ago 3, 2, 1); the stranger's likes are not mine.
    await t.db.insert(productLikes).values([
      { userId: me.id, productId: product(3).id, createdAt: daysAgo(3) },
      { userId: me.id, productId: product(5).id, createdAt: daysAgo(2) },
      { userId: me.id, productId: product(4).id, createdAt: daysAgo(1) },
      { userId: stranger.id, productId: product(6).id, createdAt: daysAgo(1) },
    ]);
    const newestFirst = [product(4).id, product(5).id, product(3).id];
    const page = LikedList.parse((await call('GET', '/v1/users/me/likes', me)).body);
    expect(page.data.map((item) => item.id)).toEqual(newestFirst);
    expect(page.data.every((item) => item.isLiked)).toBe(true);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 3, totalPage: 1 });

    const reversed = LikedList.parse(
      (await call('GET', '/v1/users/me/likes?orderDirection=-1', me)).body,
    );
    expect(reversed.data.map((item) => item.id)).toEqual([...newestFirst].reverse());

    const second = LikedList.parse(
      (await call('GET', '/v1/users/me/likes?perPage=2&page=2', me)).body,
    );
    expect(second.data.map((item) => item.id)).toEqual([product(3).id]);
    expect(second._metadata).toEqual({ page: 2, perPage: 2, total: 3, totalPage: 2 });

    // A like through the API goes to the top.
    await likeProduct(me, product(6).id);
    const latest = LikedList.parse((await call('GET', '/v1/users/me/likes', me)).body);
    expect(latest.data[0]?.id).toBe(product(6).id);

    const theirs = LikedList.parse((await call('GET', '/v1/users/me/likes', stranger)).body);
    expect(theirs.data.map((item) => item.id)).toEqual([product(6).id]);
  });

  it('is empty for a user without likes, and needs sign-in', async () => {
    const me = await signIn(t.app, t.db);
    expect(LikedList.parse((await call('GET', '/v1/users/me/likes', me)).body)._metadata).toEqual({
      page: 1,
      perPage: 20,
      total: 0,
      totalPage: 0,
    });
    expect((await call('GET', '/v1/users/me/likes')).status).toBe(401);
    const bad = await call('GET', '/v1/users/me/likes?page=0', me);
    expect(bad.status).toBe(400);
  });
});

describe('GET /users/me/review-likes', () => {
  const LikedReviews = listEnvelope(LikedReview);

  it('lists liked reviews with their product, most recently liked first', async () => {
    const me = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    await likeReview(stranger, otherReview.id);
    await t.db.insert(reviewLikes).values([
      { userId: me.id, reviewId: review.id, createdAt: daysAgo(2) },
      { userId: me.id, reviewId: otherReview.id, createdAt: daysAgo(1) },
    ]);
    const page = LikedReviews.parse((await call('GET', '/v1/users/me/review-likes', me)).body);
    expect(page.data.map((item) => item.id)).toEqual([otherReview.id, review.id]);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 2, totalPage: 1 });
    const first = page.data.find((item) => item.id === review.id);
    expect(first).toMatchObject({
      productId: product(0).id,
      rating: 5,
      content: '좋아요',
      authorName: '작성자',
      isLiked: true,
      isMine: false,
      product: {
        id: product(0).id,
        name: '식물 1',
        image: { url: `/images/${product(0).photoKeys[0]}`, width: 600, height: 800 },
      },
    });
    expect(first?.photos.map((photo) => photo.url)).toEqual([`/images/${review.photoKeys[0]}`]);
    expect(page.data.find((item) => item.id === otherReview.id)?.authorName).toBe('탈퇴한 회원');

    const reversed = LikedReviews.parse(
      (await call('GET', '/v1/users/me/review-likes?orderDirection=-1', me)).body,
    );
    expect(reversed.data.map((item) => item.id)).toEqual([review.id, otherReview.id]);
    const theirs = LikedReviews.parse(
      (await call('GET', '/v1/users/me/review-likes', stranger)).body,
    );
    expect(theirs.data.map((item) => item.id)).toEqual([otherReview.id]);
    expect((await call('GET', '/v1/users/me/review-likes')).status).toBe(401);
  });
});
