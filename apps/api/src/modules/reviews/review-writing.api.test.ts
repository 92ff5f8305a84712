import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES, POINTS, REVIEW_WRITE, type OrderProductStatus } from '@chorok/contract';
import { Review, UploadedPhoto, envelope, listEnvelope } from '@chorok/contract/schemas';
import {
  imageAssets,
  photoUploads,
  pointEntries,
  products,
  reviewPhotos,
  reviews,
} from '@chorok/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { insertOrderLine } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PENDING_UPLOADS_MAX } from './photos.ts';

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

/* ---------------------------------------------------------------------------------------------
 * Fixtures
 */

/** An order of the user with one line of the product in the given state. */
async function orderLine(
  userId: number,
  productId: number,
  status: OrderProductStatus = 'CONFIRMED',
): Promise<number> {
  return (await insertOrderLine(t.db, userId, productId, status)).lineId;
}

/** A 300×200 JPEG shot "sideways" (EXIF orientation 6) with a camera name and a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ChorokTestCam', Model: 'Leaf 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 29/1 5000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '127/1 1/1 3000/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a3c9a8' } });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims 20,000 × 20,000 pixels (a decompression bomb's shape). */
function hugeCanvasPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/* ---------------------------------------------------------------------------------------------
 * Calls
 */

async function upload(who: Shopper | undefined, body: Buffer | string, type = 'image/jpeg') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/reviews/photos',
    headers: { ...(who ? who.headers : {}), 'content-type': type },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const Uploaded = envelope(UploadedPhoto);

async function uploaded(who: Shopper, body?: Buffer) {
  const response = await upload(who, body ?? (await solid(40, 30).png().toBuffer()), 'image/png');
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return Uploaded.parse(response.body).data;
}

async function postReview(who: Shopper | undefined, payload: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/reviews',
    headers: who ? who.headers : {},
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const OneReview = envelope(Review);
const CONTENT = '새 잎이 두 장이나 났어요. 포장도 꼼꼼했어요!';

async function productCounters(productId: number) {
  const [row] = await t.db
    .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

async function storedAsset(url: string) {
  const key = url.replace(/^\/images\//, '');
  const [row] = await t.db.select().from(imageAssets).where(eq(imageAssets.key, key));
  return row;
}

const uploadsOf = (userId: number) =>
  t.db
    .select({ id: photoUploads.id, usedAt: photoUploads.usedAt })
    .from(photoUploads)
    .where(eq(photoUploads.userId, userId));

/* ---------------------------------------------------------------------------------------------
 * POST /reviews/photos
 */

describe('POST /reviews/photos', () => {
  it('refuses a signed-out upload with 401 before reading it', async () => {
    const before = await t.db.$count(photoUploads);
    const small = await upload(undefined, await solid(20, 20).png().toBuffer(), 'image/png');
    expect(small.status).toBe(401);
    expect(small.body).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
    // Even a body over the limit is a 401, not a 413: it was never read.
    const big = await upload(undefined, Buffer.alloc(REVIEW_WRITE.photoMaxBytes + 1));
    expect(big.status).toBe(401);
    expect(await t.db.$count(photoUploads)).toBe(before);
  });

  it('re-encodes a phone photo: upright, every metadata block gone, stored for the uploader', async () => {
    const me = await signIn(t.app, t.db);
    const original = await phoneJpeg();
    // The fixture really carries what must go.
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(original.includes('ChorokTestCam')).toBe(true);

    const response = await upload(me, original, 'image/jpeg');
    expect(response.status).toBe(201);
    const photo = Uploaded.parse(response.body);
    expect(photo.message).toBe(MESSAGES.created);
    // Turned upright: 300×200 shot sideways is 200×300.
    expect(photo.data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/images\/reviews\/uploads\/[0-9a-f]{32}\.webp$/),
      width: 200,
      height: 300,
      alt: expect.any(String),
    });

    const asset = await storedAsset(photo.data.url);
    expect(asset).toMatchObject({ contentType: 'image/webp', width: 200, height: 300 });
    const stored = await sharp(asset!.bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    for (const marker of ['Exif', 'EXIF', 'ChorokTestCam', 'Leaf 1', 'GPS', 'XMP', 'ICCP'])
      expect(asset!.bytes.includes(marker), marker).toBe(false);

    const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.id, photo.data.id));
    expect(row).toMatchObject({ userId: me.id, width: 200, height: 300, usedAt: null });

    // Served like any other image, resized on request.
    const served = await t.app.inject({ method: 'GET', url: `${photo.data.url}?w=100&f=jpeg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(100);
  });

  it('decides the type by content: a PNG sent as image/jpeg (or octet-stream) is taken', async () => {
    const me = await signIn(t.app, t.db);
    for (const type of ['image/jpeg', 'application/octet-stream', 'text/plain']) {
      const response = await upload(me, await solid(64, 48).png().toBuffer(), type);
      expect(response.status, type).toBe(201);
    }
    for (const bytes of [
      await solid(32, 32).webp().toBuffer(),
      await solid(32, 32).avif().toBuffer(),
      await solid(32, 32).jpeg().toBuffer(),
    ]) {
      expect((await upload(me, bytes, 'image/jpeg')).status).toBe(201);
    }
  });

  it('shrinks a large photo to 2048 px on its longer side', async () => {
    const me = await signIn(t.app, t.db);
    const photo = await uploaded(me, await solid(3000, 1000).png().toBuffer());
    expect([photo.width, photo.height]).toEqual([2048, 683]);
    expect((await storedAsset(photo.url))!.width).toBe(2048);
  });

  it('refuses with 415 what is not a photo of an accepted kind, whatever it is called', async () => {
    const me = await signIn(t.app, t.db);
    const before = {
      uploads: await t.db.$count(photoUploads),
      assets: await t.db.$count(imageAssets),
    };
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const truncatedJpeg = (await solid(200, 200).jpeg().toBuffer()).subarray(0, 300);
    const cases: [string, Buffer | string, string][] = [
      ['text renamed .jpg', 'just some text, not a photo at all', 'image/jpeg'],
      ['JSON', JSON.stringify({ photo: 'base64…' }), 'application/json'],
      ['SVG', svg, 'image/svg+xml'],
      ['SVG sent as PNG', svg, 'image/png'],
      ['GIF', await solid(10, 10).gif().toBuffer(), 'image/gif'],
      ['TIFF', await solid(10, 10).tiff().toBuffer(), 'image/jpeg'],
      ['truncated JPEG', truncatedJpeg, 'image/jpeg'],
      ['empty body', Buffer.alloc(0), 'image/jpeg'],
    ];
    for (const [name, body, type] of cases) {
      const response = await upload(me, body, type);
      expect(response.status, name).toBe(415);
      expect(response.body, name).toEqual({ data: null, message: MESSAGES.photoType, status: 415 });
    }
    expect(await t.db.$count(photoUploads)).toBe(before.uploads);
    expect(await t.db.$count(imageAssets)).toBe(before.assets);
  });

  it('refuses a body over 10 MB, and a small file claiming a huge canvas, with 413', async () => {
    const me = await signIn(t.app, t.db);
    const before = await t.db.$count(photoUploads);
    // A real JPEG start followed by padding: the size alone decides.
    const jpeg = await solid(16, 16).jpeg().toBuffer();
    const oversized = Buffer.concat([
      jpeg,
      Buffer.alloc(REVIEW_WRITE.photoMaxBytes + 1 - jpeg.length),
    ]);
    const big = await upload(me, oversized, 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ data: null, message: MESSAGES.photoTooLarge, status: 413 });
    // Exactly at the limit the size is fine (the bytes after the JPEG are ignored by the decoder).
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(REVIEW_WRITE.photoMaxBytes - jpeg.length)]);
    expect((await upload(me, atLimit, 'image/jpeg')).status).toBe(201);

    const bomb = await upload(me, hugeCanvasPng(), 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toBe(MESSAGES.photoTooManyPixels);
    expect(bomb.body.message).toContain('픽셀');
    expect(bomb.body.message).not.toContain('10MB');
    expect(await t.db.$count(photoUploads)).toBe(before + 1);
  });

  it('drops the uploader’s unused uploads older than a day, and caps the fresh ones', async () => {
    const me = await signIn(t.app, t.db);
    const old = await uploaded(me);
    await t.db
      .update(photoUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(photoUploads.id, old.id));
    const fresh = await uploaded(me);
    expect((await uploadsOf(me.id)).map((u) => u.id)).toEqual([fresh.id]);
    expect(await storedAsset(old.url)).toBeUndefined();

    const keys = Array.from(
      { length: PENDING_UPLOADS_MAX - 1 },
      (_, n) => `test/pending-${me.id}-${n}.webp`,
    );
    await t.db.insert(imageAssets).values(
      keys.map((key) => ({
        key,
        contentType: 'image/webp',
        bytes: Buffer.from('x'),
        width: 1,
        height: 1,
      })),
    );
    await t.db
      .insert(photoUploads)
      .values(keys.map((assetKey) => ({ userId: me.id, assetKey, width: 1, height: 1 })));
    const over = await upload(me, await solid(8, 8).png().toBuffer(), 'image/png');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(MESSAGES.tooManyRequests);
    expect(await uploadsOf(me.id)).toHaveLength(PENDING_UPLOADS_MAX);
  });
});

/* ---------------------------------------------------------------------------------------------
 * POST /reviews
 */

describe('POST /reviews', () => {
  it('answers 401 signed out', async () => {
    const response = await postReview(undefined, {
      orderProductId: 1,
      rating: 5,
      content: CONTENT,
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.loginRequired);
  });

  it('adds the photo-review 적립금 once per line, and nothing for a review without photos', async () => {
    const me = await signIn(t.app, t.db);
    const withPhoto = await orderLine(me.id, plant.id);
    const withoutPhoto = await orderLine(me.id, plant.id);
    const photo = await uploaded(me);
    const first = await postReview(me, {
      orderProductId: withPhoto,
      rating: 5,
      content: CONTENT,
      photoIds: [photo.id],
    });
    expect(first.status).toBe(201);
    const plain = await postReview(me, {
      orderProductId: withoutPhoto,
      rating: 4,
      content: CONTENT,
    });
    expect(plain.status).toBe(201);
    const entries = await t.db
      .select({
        kind: pointEntries.kind,
        amount: pointEntries.amount,
        remaining: pointEntries.remaining,
        orderProductId: pointEntries.orderProductId,
      })
      .from(pointEntries)
      .where(eq(pointEntries.userId, me.id));
    expect(entries).toEqual([
      {
        kind: 'REVIEW_BONUS',
        amount: POINTS.photoReviewBonus,
        remaining: POINTS.photoReviewBonus,
        orderProductId: withPhoto,
      },
    ]);
  });

  it('posts a review of a confirmed line with photos in the order given, as the list shows it', async () => {
    const me = await signIn(t.app, t.db, { name: '박초록', nickname: '몬스테라집사' });
    const lineId = await orderLine(me.id, plant.id);
    const [a, b] = [await uploaded(me), await uploaded(me)];
    const counters = await productCounters(plant.id);

    const response = await postReview(me, {
      orderProductId: lineId,
      rating: 4,
      content: `  ${CONTENT}  `,
      photoIds: [b.id, a.id],
    });
    expect(response.status).toBe(201);
    const review = OneReview.parse(response.body);
    expect(review.message).toBe(MESSAGES.created);
    expect(review.data).toEqual({
      id: expect.any(Number),
      productId: plant.id,
      rating: 4,
      content: CONTENT,
      photos: [b, a].map((photo, index) => ({
        url: photo.url,
        width: photo.width,
        height: photo.height,
        alt: `리뷰 사진 ${index + 1}`,
      })),
      authorName: '몬스테라집사',
      likeCount: 0,
      isLiked: false,
      isMine: true,
      createdAt: expect.any(String),
    });

    // The product's counters moved with it; the photos are the review's now.
    expect(await productCounters(plant.id)).toEqual({
      reviewCount: counters.reviewCount + 1,
      ratingSum: counters.ratingSum + 4,
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.data.id));
    expect(row).toMatchObject({ orderProductId: lineId, userId: me.id, photoCount: 2 });
    expect(
      await t.db
        .select({ position: reviewPhotos.position, key: reviewPhotos.assetKey })
        .from(reviewPhotos)
        .where(eq(reviewPhotos.reviewId, review.data.id))
        .orderBy(reviewPhotos.position),
    ).toEqual(
      [b, a].map((photo, position) => ({ position, key: photo.url.slice('/images/'.length) })),
    );
    expect((await uploadsOf(me.id)).every((u) => u.usedAt instanceof Date)).toBe(true);

    const listed = listEnvelope(Review).parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/reviews?productId=${plant.id}&sort=LATEST`,
          headers: me.headers,
        })
      ).json(),
    );
    expect(listed.data.find((r) => r.id === review.data.id)).toEqual(review.data);
  });

  it('takes one review per order line: the second is a 409, even when both arrive at once', async () => {
    const me = await signIn(t.app, t.db);
    const lineId = await orderLine(me.id, pot.id);
    const counters = await productCounters(pot.id);
    // 20 at once: enough that some pass the "already reviewed?" check together and meet at
    // the unique index (on PostgreSQL), which must also answer 409, not 500.
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postReview(me, { orderProductId: lineId, rating: 5, content: CONTENT }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body).toEqual({ data: null, message: MESSAGES.reviewExists, status: 409 });
    expect(await t.db.$count(reviews, eq(reviews.orderProductId, lineId))).toBe(1);
    expect(await productCounters(pot.id)).toEqual({
      reviewCount: counters.reviewCount + 1,
      ratingSum: counters.ratingSum + 5,
    });
    const again = await postReview(me, { orderProductId: lineId, rating: 1, content: CONTENT });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.reviewExists);
  });

  it("refuses another user's line (403, whether it exists or not) and lines not confirmed (409)", async () => {
    const [me, other] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const reviewsBefore = await t.db.$count(reviews);
    const theirs = await orderLine(other.id, plant.id);
    for (const orderProductId of [theirs, 2_000_000_000]) {
      const response = await postReview(me, { orderProductId, rating: 5, content: CONTENT });
      expect(response.status, String(orderProductId)).toBe(403);
      expect(response.body).toEqual({
        data: null,
        message: MESSAGES.reviewNotAllowed,
        status: 403,
      });
    }
    for (const status of [
      'PAYMENT_PENDING',
      'PAID',
      'PREPARING',
      'SHIPPING',
      'DELIVERED',
      'CANCELLED',
    ] as const) {
      const lineId = await orderLine(me.id, plant.id, status);
      const response = await postReview(me, {
        orderProductId: lineId,
        rating: 5,
        content: CONTENT,
      });
      expect(response.status, status).toBe(409);
      expect(response.body).toEqual({
        data: null,
        message: MESSAGES.reviewNotAllowed,
        status: 409,
      });
    }
    expect(await t.db.$count(reviews)).toBe(reviewsBefore);
  });

  it("takes only the caller's unused uploads as photos, writing nothing otherwise", async () => {
    const [me, other] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const lineId = await orderLine(me.id, plant.id);
    const mine = await uploaded(me);
    const theirs = await uploaded(other);
    const spent = await uploaded(me);
    const spentLine = await orderLine(me.id, pot.id);
    expect(
      (
        await postReview(me, {
          orderProductId: spentLine,
          rating: 3,
          content: CONTENT,
          photoIds: [spent.id],
        })
      ).status,
    ).toBe(201);

    const counters = await productCounters(plant.id);
    const reviewsBefore = await t.db.$count(reviews);
    for (const photoIds of [
      [theirs.id],
      [mine.id, theirs.id],
      [spent.id],
      [2_000_000_000],
      [mine.id, mine.id],
    ]) {
      const response = await postReview(me, {
        orderProductId: lineId,
        rating: 5,
        content: CONTENT,
        photoIds,
      });
      expect(response.status, JSON.stringify(photoIds)).toBe(400);
      expect(response.body.message).toBe(MESSAGES.photoNotFound);
    }
    expect(await t.db.$count(reviews)).toBe(reviewsBefore);
    expect(await productCounters(plant.id)).toEqual(counters);
    expect(
      await t.db.$count(
        photoUploads,
        and(inArray(photoUploads.id, [mine.id, theirs.id]), isNull(photoUploads.usedAt)),
      ),
    ).toBe(2);
    // The line is still open for a proper review.
    expect(
      (
        await postReview(me, {
          orderProductId: lineId,
          rating: 5,
          content: CONTENT,
          photoIds: [mine.id],
        })
      ).status,
    ).toBe(201);
  });

  it('refuses bad input with 400 and the contract’s message, writing nothing', async () => {
    const me = await signIn(t.app, t.db);
    const lineId = await orderLine(me.id, plant.id);
    const reviewsBefore = await t.db.$count(reviews);
    const base = { orderProductId: lineId, rating: 5, content: CONTENT };
    const cases: [unknown, string][] = [
      [{ ...base, rating: 0 }, MESSAGES.ratingRange],
      [{ ...base, rating: 6 }, MESSAGES.ratingRange],
      [{ ...base, rating: 4.5 }, MESSAGES.ratingRange],
      [{ ...base, content: '   짧아요 좋아요   ' }, MESSAGES.reviewContentLength],
      [
        { ...base, content: '가'.repeat(REVIEW_WRITE.contentMax + 1) },
        MESSAGES.reviewContentLength,
      ],
      [{ ...base, photoIds: [1, 2, 3, 4, 5, 6] }, MESSAGES.reviewPhotoCount],
      [{ ...base, orderProductId: 'one' }, MESSAGES.invalidInput],
      [{ rating: 5, content: CONTENT }, MESSAGES.invalidInput],
      [{ ...base, productId: plant.id }, MESSAGES.invalidInput],
    ];
    for (const [body, message] of cases) {
      const response = await postReview(me, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await t.db.$count(reviews)).toBe(reviewsBefore);
  });

  it('keeps every product’s counters equal to its reviews, as the seed computes them', async () => {
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
