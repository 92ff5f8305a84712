import { MESSAGES, REVIEW_WRITE } from '@chorok/contract';
import { MyReview, Review, UploadedPhoto, envelope, listEnvelope } from '@chorok/contract/schemas';
import {
  imageAssets,
  photoUploads,
  products,
  reviewLikes,
  reviewPhotos,
  reviews,
} from '@chorok/db';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysAgo,
  insertProducts,
  insertReviews,
  insertUsers,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { OrderEnvelope, api, insertOrderLine } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let plant: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp();
  [plant, pot] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', price: 25_000 },
    { name: '토분', category: 'POT', price: 9_000 },
  ])) as [InsertedProduct, InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});

const CONTENT = '새 잎이 두 장이나 났어요. 포장도 꼼꼼했어요!';
const EDITED = '한 달 지나니 잎이 더 커졌어요. 물은 열흘에 한 번 줘요.';
const MyReviewPage = listEnvelope(MyReview);
const OneMyReview = envelope(MyReview);

async function uploaded(who: Shopper): Promise<UploadedPhoto> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#a3c9a8' },
  })
    .png()
    .toBuffer();
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/reviews/photos',
    headers: { ...who.headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(response.statusCode).toBe(201);
  return envelope(UploadedPhoto).parse(response.json()).data;
}

/** A review posted through the API for a fresh confirmed line of the shopper's. */
async function posted(
  who: Shopper,
  product: InsertedProduct,
  { rating = 4, photos = 0 }: { rating?: number; photos?: number } = {},
) {
  const { orderId, lineId } = await insertOrderLine(t.db, who.id, product.id);
  const photoIds: number[] = [];
  for (let i = 0; i < photos; i++) photoIds.push((await uploaded(who)).id);
  const reply = await api(t.app, 'POST', '/v1/reviews', who, {
    orderProductId: lineId,
    rating,
    content: CONTENT,
    photoIds,
  });
  expect(reply.status).toBe(201);
  return { orderId, lineId, review: envelope(Review).parse(reply.body).data };
}

async function mine(who: Shopper, query = '') {
  const reply = await api(t.app, 'GET', `/v1/users/me/reviews${query}`, who);
  expect(reply.status).toBe(200);
  return MyReviewPage.parse(reply.body);
}

async function myReview(who: Shopper, id: number) {
  return (await mine(who, '?perPage=100')).data.find((review) => review.id === id);
}

async function counters(productId: number) {
  const [row] = await t.db
    .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

const keyOf = (url: string) => url.replace(/^\/images\//, '');
const assetsLeft = async (urls: string[]) =>
  urls.length === 0 ? 0 : t.db.$count(imageAssets, inArray(imageAssets.key, urls.map(keyOf)));

/** Everything an edit or a delete that was refused must leave as it was. */
async function snapshot(reviewId: number, productId: number) {
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
  const photos = await t.db
    .select({ key: reviewPhotos.assetKey, position: reviewPhotos.position })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId))
    .orderBy(reviewPhotos.position);
  return { row, photos, counters: await counters(productId) };
}

describe('GET /users/me/reviews', () => {
  it('lists only the caller’s reviews, newest first, with the product and each photo’s id', async () => {
    const me = await signIn(t.app, t.db, { name: '나초록', nickname: '나야나' });
    const [someone] = await insertUsers(t.db, [{ nickname: '초록러버' }]);
    const [old, , newer] = await insertReviews(t.db, [
      {
        productId: plant.id,
        userId: me.id,
        rating: 5,
        content: '오래된 리뷰예요',
        createdAt: daysAgo(9),
      },
      {
        productId: plant.id,
        userId: someone!,
        rating: 1,
        content: '남의 리뷰예요',
        createdAt: daysAgo(1),
      },
      {
        productId: pot.id,
        userId: me.id,
        rating: 3,
        content: '화분이 예뻐요',
        photos: 2,
        createdAt: daysAgo(3),
      },
    ]);
    const { review: latest } = await posted(me, pot, { rating: 2, photos: 1 });

    const page = await mine(me);
    expect(page.data.map((r) => r.id)).toEqual([latest.id, newer!.id, old!.id]);
    expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 3, totalPage: 1 });
    const [first, second] = page.data;
    expect(first).toMatchObject({
      id: latest.id,
      productId: pot.id,
      rating: 2,
      content: CONTENT,
      authorName: '나야나',
      isMine: true,
      product: { id: pot.id, name: '토분', image: { url: expect.stringMatching(/^\/images\//) } },
    });
    expect(first!.photos).toEqual([{ id: expect.any(Number), ...latest.photos[0]! }]);
    expect(first!.updatedAt).toBe(first!.createdAt);
    // Photo ids are the review's own rows, in position order.
    const rows = await t.db
      .select({ id: reviewPhotos.id })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, newer!.id))
      .orderBy(reviewPhotos.position);
    expect(second!.photos.map((p) => p.id)).toEqual(rows.map((r) => r.id));

    const reversed = await mine(me, '?orderDirection=-1&perPage=2');
    expect(reversed.data.map((r) => r.id)).toEqual([old!.id, newer!.id]);
    expect(reversed._metadata).toEqual({ page: 1, perPage: 2, total: 3, totalPage: 2 });
    expect((await mine(me, '?page=2&perPage=2')).data.map((r) => r.id)).toEqual([old!.id]);
  });

  it('is empty for a shopper without reviews, and 401 signed out', async () => {
    const fresh = await signIn(t.app, t.db);
    expect(await mine(fresh)).toEqual({
      data: [],
      message: MESSAGES.ok,
      status: 200,
      _metadata: { page: 1, perPage: 20, total: 0, totalPage: 0 },
    });
    const visitor = await api(t.app, 'GET', '/v1/users/me/reviews');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(MESSAGES.loginRequired);
  });
});

describe('PATCH /reviews/:id', () => {
  it('changes rating and text; the product’s rating follows and its review count stays', async () => {
    const me = await signIn(t.app, t.db);
    const { review } = await posted(me, plant, { rating: 2 });
    const before = await counters(plant.id);

    const reply = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
      rating: 5,
      content: `  ${EDITED}  `,
    });
    expect(reply.status).toBe(200);
    const edited = OneMyReview.parse(reply.body).data;
    expect(edited).toMatchObject({ id: review.id, rating: 5, content: EDITED, isMine: true });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(edited.createdAt));
    expect(edited.createdAt).toBe(review.createdAt);
    expect(await counters(plant.id)).toEqual({
      reviewCount: before.reviewCount,
      ratingSum: before.ratingSum + 3,
    });
    expect(await myReview(me, review.id)).toEqual(edited);

    // Only what is sent changes.
    const textOnly = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
      content: CONTENT,
    });
    expect(OneMyReview.parse(textOnly.body).data).toMatchObject({ rating: 5, content: CONTENT });
    expect(await counters(plant.id)).toEqual({
      reviewCount: before.reviewCount,
      ratingSum: before.ratingSum + 3,
    });
  });

  it('keeps, reorders, drops and adds photos; a dropped photo’s image is deleted', async () => {
    const me = await signIn(t.app, t.db);
    const { review } = await posted(me, plant, { photos: 3 });
    const [a, b, c] = (await myReview(me, review.id))!.photos;
    const fresh = await uploaded(me);

    const reply = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
      keepPhotoIds: [c!.id, a!.id],
      photoIds: [fresh.id],
    });
    expect(reply.status).toBe(200);
    const edited = OneMyReview.parse(reply.body).data;
    expect(edited.photos.map((p) => p.url)).toEqual([c!.url, a!.url, fresh.url]);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.photoCount).toBe(3);
    // b is gone with its picture; the upload is used now.
    expect(await assetsLeft([b!.url])).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${b!.url}?w=100&f=jpeg` })).statusCode).toBe(
      404,
    );
    expect(await assetsLeft([a!.url, c!.url, fresh.url])).toBe(3);
    const [upload] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, fresh.id));
    expect(upload!.usedAt).toBeInstanceOf(Date);

    // New uploads alone are added after the photos there; an empty keep list drops them all.
    const another = await uploaded(me);
    const added = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
      photoIds: [another.id],
    });
    expect(OneMyReview.parse(added.body).data.photos.map((p) => p.url)).toEqual([
      c!.url,
      a!.url,
      fresh.url,
      another.url,
    ]);
    const cleared = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, { keepPhotoIds: [] });
    expect(OneMyReview.parse(cleared.body).data.photos).toEqual([]);
    expect(await assetsLeft([a!.url, c!.url, fresh.url, another.url])).toBe(0);
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after!.photoCount).toBe(0);
  });

  it('refuses photos that are not this review’s or the caller’s unused uploads, and more than five', async () => {
    const [me, other] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const { review } = await posted(me, plant, { photos: 2 });
    const { review: otherReview } = await posted(me, pot, { photos: 1 });
    const [kept] = (await myReview(me, review.id))!.photos;
    const [foreignPhoto] = (await myReview(me, otherReview.id))!.photos;
    const theirs = await uploaded(other);
    const spare = await Promise.all([1, 2, 3, 4].map(() => uploaded(me)));
    const before = await snapshot(review.id, plant.id);

    const cases: [unknown, string][] = [
      [{ keepPhotoIds: [foreignPhoto!.id] }, MESSAGES.photoNotFound],
      [{ keepPhotoIds: [kept!.id, kept!.id] }, MESSAGES.photoNotFound],
      [{ photoIds: [theirs.id] }, MESSAGES.photoNotFound],
      [{ photoIds: [spare[0]!.id, spare[0]!.id] }, MESSAGES.photoNotFound],
      [{ photoIds: [2_000_000_000] }, MESSAGES.photoNotFound],
      // Two kept and four new: six.
      [{ photoIds: spare.map((p) => p.id) }, MESSAGES.reviewPhotoCount],
      [{ photoIds: [1, 2, 3, 4, 5, 6] }, MESSAGES.reviewPhotoCount],
    ];
    for (const [body, message] of cases) {
      const reply = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
        rating: 1,
        ...(body as object),
      });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await snapshot(review.id, plant.id)).toEqual(before);
    expect(
      await t.db.$count(
        photoUploads,
        inArray(photoUploads.id, [theirs.id, ...spare.map((p) => p.id)]),
      ),
    ).toBe(5);
    // A used upload (now another review's photo) cannot be taken either.
    const [used] = await t.db
      .select({ id: photoUploads.id })
      .from(photoUploads)
      .where(eq(photoUploads.assetKey, keyOf(foreignPhoto!.url)));
    const reply = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, {
      photoIds: [used!.id],
    });
    expect(reply.body.message).toBe(MESSAGES.photoNotFound);
  });

  it('refuses bad input with 400 and the same messages as a new review, changing nothing', async () => {
    const me = await signIn(t.app, t.db);
    const { review } = await posted(me, plant);
    const before = await snapshot(review.id, plant.id);
    const cases: [unknown, string][] = [
      [{ rating: 0 }, MESSAGES.ratingRange],
      [{ rating: 6 }, MESSAGES.ratingRange],
      [{ rating: 4.5 }, MESSAGES.ratingRange],
      [{ rating: '5' }, MESSAGES.ratingRange],
      [{ content: '   짧아요 좋아요   ' }, MESSAGES.reviewContentLength],
      [{ content: '가'.repeat(REVIEW_WRITE.contentMax + 1) }, MESSAGES.reviewContentLength],
      [{ keepPhotoIds: [1, 2, 3, 4, 5, 6] }, MESSAGES.reviewPhotoCount],
      [{ photoIds: ['one'] }, MESSAGES.invalidInput],
      [{ productId: pot.id }, MESSAGES.invalidInput],
      [{ orderProductId: 1 }, MESSAGES.invalidInput],
    ];
    for (const [body, message] of cases) {
      const reply = await api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.message, JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect(await snapshot(review.id, plant.id)).toEqual(before);
  });
});

describe('only the author edits or deletes', () => {
  it('answers 404 for someone else’s review, as for a missing one, and changes nothing', async () => {
    const [author, stranger] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const { review } = await posted(author, plant, { rating: 3, photos: 1 });
    const before = await snapshot(review.id, plant.id);
    for (const [method, body] of [
      ['PATCH', { rating: 1, content: EDITED }],
      ['PATCH', { keepPhotoIds: [] }],
      ['DELETE', undefined],
    ] as const) {
      for (const id of [review.id, 2_000_000_000]) {
        const reply = await api(t.app, method, `/v1/reviews/${id}`, stranger, body);
        expect(reply.status, `${method} ${id}`).toBe(404);
        expect(reply.body).toEqual({ data: null, message: MESSAGES.reviewNotFound, status: 404 });
      }
      const visitor = await api(t.app, method, `/v1/reviews/${review.id}`, undefined, body);
      expect(visitor.status).toBe(401);
      const badId = await api(t.app, method, '/v1/reviews/abc', author, body);
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe(MESSAGES.invalidId);
    }
    expect(await snapshot(review.id, plant.id)).toEqual(before);
    expect((await mine(stranger)).data).toEqual([]);
    // A review whose author has left belongs to nobody: no one may change it.
    const [left] = await insertUsers(t.db, [{ left: true }]);
    const [orphan] = await insertReviews(t.db, [
      { productId: plant.id, userId: left!, rating: 4, content: '새 잎이 났어요' },
    ]);
    expect((await api(t.app, 'DELETE', `/v1/reviews/${orphan!.id}`, stranger)).status).toBe(404);
  });
});

describe('DELETE /reviews/:id', () => {
  it('deletes the review with its likes, photos and images; the product’s counters follow', async () => {
    const [me, fan] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const { orderId, lineId, review } = await posted(me, plant, { rating: 4, photos: 2 });
    const urls = review.photos.map((p) => p.url);
    expect((await api(t.app, 'POST', `/v1/reviews/${review.id}/like`, fan)).status).toBe(201);
    const before = await counters(plant.id);

    const reply = await api(t.app, 'DELETE', `/v1/reviews/${review.id}`, me);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { id: review.id }, message: MESSAGES.ok, status: 200 });
    expect(await t.db.$count(reviews, eq(reviews.id, review.id))).toBe(0);
    expect(await t.db.$count(reviewPhotos, eq(reviewPhotos.reviewId, review.id))).toBe(0);
    expect(await t.db.$count(reviewLikes, eq(reviewLikes.reviewId, review.id))).toBe(0);
    expect(await assetsLeft(urls)).toBe(0);
    expect(await counters(plant.id)).toEqual({
      reviewCount: before.reviewCount - 1,
      ratingSum: before.ratingSum - 4,
    });
    expect((await mine(me)).data.map((r) => r.id)).not.toContain(review.id);
    const again = await api(t.app, 'DELETE', `/v1/reviews/${review.id}`, me);
    expect(again.status).toBe(404);

    // Our rule: the order line may be reviewed again (리뷰 쓰기 shows on it once more).
    const order = OrderEnvelope.parse(
      (await api(t.app, 'GET', `/v1/users/${me.id}/orders/${orderId}`, me)).body,
    ).data;
    expect(order.items.find((item) => item.id === lineId)).toMatchObject({
      canReview: true,
      reviewId: null,
    });
    const rewritten = await api(t.app, 'POST', '/v1/reviews', me, {
      orderProductId: lineId,
      rating: 5,
      content: EDITED,
    });
    expect(rewritten.status).toBe(201);
  });

  it('keeps every product’s counters equal to its reviews after edits and deletes at once', async () => {
    const me = await signIn(t.app, t.db);
    const made = await Promise.all([1, 2, 3, 4].map((rating) => posted(me, pot, { rating })));
    await Promise.all([
      ...made.map(({ review }, i) =>
        api(t.app, 'PATCH', `/v1/reviews/${review.id}`, me, { rating: 5 - i }),
      ),
      ...made.slice(0, 2).map(({ review }) => api(t.app, 'DELETE', `/v1/reviews/${review.id}`, me)),
    ]);
    const drift = await t.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.reviewCount} <> (select count(*) from ${reviews} where ${reviews.productId} = ${products.id})
          or ${products.ratingSum} <> (select coalesce(sum(${reviews.rating}), 0) from ${reviews} where ${reviews.productId} = ${products.id})`,
      );
    expect(drift).toEqual([]);
    const photoDrift = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        sql`${reviews.photoCount} <> (select count(*) from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`,
      );
    expect(photoDrift).toEqual([]);
  });
});
