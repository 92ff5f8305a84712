import {
  MESSAGES,
  PRODUCT_FORM,
  PRODUCT_FORM_MESSAGES as M,
  REVIEW_WRITE,
  type AdminProduct,
} from '@chorok/contract';
import { imageAssets, productImages } from '@chorok/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  auditCount,
  call,
  lastAudit,
  phoneJpeg,
  signInOperator,
} from '../../test/product-console-fixtures.ts';
import { PRODUCT_PHOTO_PREFIX } from './admin-photos.ts';

/*
 * A product's photos from the console: the same checks and re-encoding as every upload
 * (reviews/photos.ts), then put in order and removed, each audited; the shop shows them in order.
 */

let t: TestApp;
let operator: Shopper;
let shopper: Shopper;

const upload = async (
  productId: number,
  body: Buffer | string,
  type = 'image/jpeg',
  who: Shopper | null = operator,
  query = '',
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/products/${productId}/photos${query}`,
    headers: { ...who?.headers, 'content-type': type },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
};
const photosOf = (product: AdminProduct) => product.photos.map((photo) => photo.id);
const shopImages = async (id: number) =>
  ((await call(t.app, 'GET', `/v1/products/${id}`)).body.data as { images: { url: string }[] })
    .images;
const assets = () => t.db.$count(imageAssets);

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  operator = await signInOperator(t.app, t.db);
  shopper = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('uploading a product photo', () => {
  let product: InsertedProduct;

  beforeAll(async () => {
    [product] = (await insertProducts(t.db, [{ name: '필레아', photos: 1 }])) as [InsertedProduct];
  });

  it('re-encodes a phone photo (upright, no EXIF, WebP), last in order, shown by the shop', async () => {
    const reply = await upload(
      product.id,
      await phoneJpeg(),
      'image/jpeg',
      operator,
      '?alt=창가의 필레아',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const photos = (reply.body.data as AdminProduct).photos;
    expect(photos).toHaveLength(2);
    const added = photos[1]!;
    expect(added).toMatchObject({ width: 200, height: 300, alt: '창가의 필레아' });
    expect(added.url).toMatch(new RegExp(`^/images/${PRODUCT_PHOTO_PREFIX}/[0-9a-f]{32}\\.webp$`));
    const [row] = await t.db
      .select({ key: productImages.assetKey })
      .from(productImages)
      .where(eq(productImages.id, added.id));
    const [asset] = await t.db.select().from(imageAssets).where(eq(imageAssets.key, row!.key));
    const stored = await sharp(asset!.bytes).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
      'webp',
      200,
      300,
      undefined,
    ]);
    expect(asset!.contentType).toBe('image/webp');
    expect((await shopImages(product.id)).map((image) => image.url)).toEqual([
      expect.any(String),
      added.url,
    ]);
    const served = await t.app.inject({ method: 'GET', url: `${added.url}?w=100` });
    expect(served.statusCode).toBe(200);
    expect(await lastAudit(t.db)).toMatchObject({
      actorUserId: operator.id,
      action: 'product.photo.add',
      targetId: String(product.id),
      after: { photoId: added.id, alt: '창가의 필레아' },
    });
  });

  it('refuses what is not a photo (415) and a body over 10 MB (413), storing nothing', async () => {
    const before = { assets: await assets(), audit: await auditCount(t.db) };
    const cases: [Buffer | string, string][] = [
      ['just some text, not a photo', 'image/jpeg'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/png'],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        'image/gif',
      ],
      [Buffer.alloc(0), 'image/jpeg'],
    ];
    for (const [body, type] of cases) {
      const reply = await upload(product.id, body, type);
      expect(reply.status, type).toBe(415);
      expect(reply.body.message).toBe(MESSAGES.photoType);
    }
    const big = await upload(product.id, Buffer.alloc(REVIEW_WRITE.photoMaxBytes + 1));
    expect([big.status, big.body.message]).toEqual([413, MESSAGES.photoTooLarge]);
    expect({ assets: await assets(), audit: await auditCount(t.db) }).toEqual(before);
  });

  it('refuses a shopper before reading the photo, an unknown product, and an 11th photo', async () => {
    const jpeg = await phoneJpeg(40, 30);
    expect((await upload(product.id, jpeg, 'image/jpeg', shopper)).status).toBe(403);
    expect((await upload(product.id, jpeg, 'image/jpeg', null)).status).toBe(401);
    // Refused before the body is read: 403, not the 413 of a body too large.
    const big = Buffer.alloc(REVIEW_WRITE.photoMaxBytes + 1);
    expect((await upload(product.id, big, 'image/jpeg', shopper)).status).toBe(403);
    expect((await upload(987_654, jpeg)).status).toBe(404);
    const [full] = await insertProducts(t.db, [
      { name: '꽉 찬 상품', photos: PRODUCT_FORM.photosMax },
    ]);
    const before = await assets();
    const reply = await upload(full!.id, jpeg);
    expect([reply.status, reply.body.message]).toEqual([409, M.photosFull]);
    expect(await assets()).toBe(before);
  });
});

describe('ordering and removing photos', () => {
  let product: InsertedProduct;
  let ids: number[];

  beforeAll(async () => {
    [product] = (await insertProducts(t.db, [{ name: '칼라데아', photos: 3 }])) as [
      InsertedProduct,
    ];
    const reply = await call(t.app, 'GET', `/v1/admin/products/${product.id}`, operator);
    ids = photosOf(reply.body.data as AdminProduct);
  });

  const order = (photoIds: unknown) =>
    call(t.app, 'PUT', `/v1/admin/products/${product.id}/photos`, operator, { photoIds });
  const remove = (photoId: number, productId = product.id) =>
    call(t.app, 'DELETE', `/v1/admin/products/${productId}/photos/${photoId}`, operator);

  it('takes every photo id exactly once, else 400 changing nothing', async () => {
    const before = await auditCount(t.db);
    const [a, b, c] = ids as [number, number, number];
    for (const wrong of [[a, b], [a, b, c, c], [a, b, 987_654], [a, a, b], []]) {
      const reply = await order(wrong);
      expect([reply.status, reply.body.message], JSON.stringify(wrong)).toEqual([
        400,
        M.photoOrder,
      ]);
    }
    expect((await order('first')).status).toBe(400);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('puts them in the new order, the shop’s card and gallery with it; audited', async () => {
    const before = (await shopImages(product.id)).map((image) => image.url);
    const [a, b, c] = ids as [number, number, number];
    const reply = await order([c, a, b]);
    expect(reply.status).toBe(200);
    expect(photosOf(reply.body.data as AdminProduct)).toEqual([c, a, b]);
    expect((await shopImages(product.id)).map((image) => image.url)).toEqual([
      before[2],
      before[0],
      before[1],
    ]);
    const card = (
      (await call(t.app, 'GET', '/v1/products?perPage=100')).body.data as {
        id: number;
        image: { url: string };
      }[]
    ).find((p) => p.id === product.id);
    expect(card!.image.url).toBe(before[2]);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'product.photo.order',
      before: { photoIds: [a, b, c] },
      after: { photoIds: [c, a, b] },
    });
  });

  it("rewrites a photo's description for screen readers; audited, nothing else changes", async () => {
    const [a, b] = ids as [number, number];
    const order = photosOf(
      (await call(t.app, 'GET', `/v1/admin/products/${product.id}`, operator)).body
        .data as AdminProduct,
    );
    const describe = (photoId: number, body: unknown, productId = product.id) =>
      call(t.app, 'PATCH', `/v1/admin/products/${productId}/photos/${photoId}`, operator, body);
    const reply = await describe(b, { alt: '  잎맥이 보이는 칼라데아 잎  ' });
    expect(reply.status).toBe(200);
    const photos = (reply.body.data as AdminProduct).photos;
    expect(photos.find((photo) => photo.id === b)?.alt).toBe('잎맥이 보이는 칼라데아 잎');
    expect(photos.map((photo) => photo.id)).toEqual(order);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'product.photo.describe',
      before: { photoId: b },
      after: { photoId: b, alt: '잎맥이 보이는 칼라데아 잎' },
    });

    // A lone surrogate (no text a keyboard makes) is stored as U+FFFD, in the log too: not a 500.
    const odd = await describe(a, { alt: '식물\ud800' });
    expect(odd.status).toBe(200);
    expect(await lastAudit(t.db)).toMatchObject({ after: { alt: '식물\uFFFD' } });

    const before = await auditCount(t.db);
    // The same words again change nothing and log nothing.
    expect((await describe(b, { alt: '잎맥이 보이는 칼라데아 잎' })).status).toBe(200);
    const tooLong = await describe(a, { alt: '가'.repeat(PRODUCT_FORM.photoAltMax + 1) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, M.text]);
    expect((await describe(a, {})).status).toBe(400);
    expect((await describe(a, { alt: 'x', extra: 1 })).status).toBe(400);
    const [other] = await insertProducts(t.db, [{ name: '남의 상품', photos: 1 }]);
    const foreign = await describe(a, { alt: '다른 상품 사진' }, other!.id);
    expect([foreign.status, foreign.body.message]).toEqual([404, M.photoNotFound]);
    const byShopper = await call(
      t.app,
      'PATCH',
      `/v1/admin/products/${product.id}/photos/${a}`,
      shopper,
      { alt: '몰래' },
    );
    expect(byShopper.status).toBe(403);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('removes a photo and its stored image; an ON_SALE product keeps its last one', async () => {
    const [c, a, b] = [ids[2]!, ids[0]!, ids[1]!];
    const [{ key }] = (await t.db
      .select({ key: productImages.assetKey })
      .from(productImages)
      .where(eq(productImages.id, a))) as [{ key: string }];
    const reply = await remove(a);
    expect(reply.status).toBe(200);
    expect(photosOf(reply.body.data as AdminProduct)).toEqual([c, b]);
    expect(await t.db.$count(imageAssets, eq(imageAssets.key, key))).toBe(0);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'product.photo.remove',
      before: { photoId: a, position: 1 },
      after: null,
    });
    expect((await remove(b)).status).toBe(200);
    const last = await remove(c);
    expect([last.status, last.body.message]).toEqual([409, M.lastPhoto]);
    const [other] = await insertProducts(t.db, [{ name: '다른 상품', photos: 1 }]);
    const foreign = await remove(c, other!.id);
    expect([foreign.status, foreign.body.message]).toEqual([404, M.photoNotFound]);
    expect(await shopImages(product.id)).toHaveLength(1);
  });

  it('a PENDING product may lose its last photo', async () => {
    const [pending] = await insertProducts(t.db, [
      { name: '출시 예정', photos: 1, status: 'PENDING' },
    ]);
    const reply = await call(t.app, 'GET', `/v1/admin/products/${pending!.id}`, operator);
    const [only] = photosOf(reply.body.data as AdminProduct);
    expect((await remove(only!, pending!.id)).status).toBe(200);
  });
});
