import { rmSync } from 'node:fs';
import { PRODUCT_FORM_MESSAGES as M, type AdminProduct, type ProductInput } from '@chorok/contract';
import { productMetadataLinks, products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_METADATA,
  insertMetadatas,
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
  plantInput,
  signInOperator,
} from '../../test/product-console-fixtures.ts';
import { html, jsonLdOf, renders, writeDist } from '../../test/ssr-fixtures.ts';

/*
 * The console's products (decision 0043): created and rewritten with every field the shop shows,
 * found by the shop's own search, refused whole on bad input, audited with what changed, and seen
 * by the shop in its next read — API, ETag and the server-rendered page alike.
 */

let dist: string;
let t: TestApp;
let operator: Shopper;
let shopper: Shopper;
let pot: InsertedProduct;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t.app, method, `/v1/admin${url}`, operator, payload);
const shop = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/v1${url}`, undefined, undefined, headers);
const shopSearch = async (text: string) =>
  ((await shop(`/products?search=${encodeURIComponent(text)}`)).body.data as { id: number }[]).map(
    (p) => p.id,
  );
const countProducts = () => t.db.$count(products);
/** The server-rendered product page a visitor (or a link preview) gets. */
const page = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/products/detail/${id}`, headers: html })).body;
/** The form's fields of a product as the console reads it. */
function inputOf(product: AdminProduct): ProductInput {
  const { category, name, botanicalName, englishName, aliases, summary, description } = product;
  const { price, salePrice, status, pointsRatePercent, metadataIds, care } = product;
  return {
    ...{ category, name, botanicalName, englishName, aliases, summary, description },
    ...{ price, salePrice, status, pointsRatePercent, metadataIds, care },
  };
}

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0, webDistDir: dist });
  await insertMetadatas(t.db);
  operator = await signInOperator(t.app, t.db);
  shopper = await signIn(t.app, t.db);
  [pot] = (await insertProducts(t.db, [{ name: '테라코타 화분', category: 'POT', stock: 3 }])) as [
    InsertedProduct,
  ];
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('creating a product', () => {
  let created: AdminProduct;

  it('stores every field, stock 0 and PENDING until it has a photo; audited', async () => {
    const reply = await admin('POST', '/products', plantInput({ name: '  몬스테라 알보  ' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created = reply.body.data as AdminProduct;
    const { status: _status, ...rest } = plantInput();
    expect(created).toMatchObject({
      ...rest,
      name: '몬스테라 알보',
      status: 'PENDING',
      stock: 0,
      photos: [],
      salesCount: 0,
      restockWaiting: 0,
    });
    expect(created.metadataIds).toEqual([FIXTURE_METADATA.bright.id, FIXTURE_METADATA.beginner.id]);
    expect(await lastAudit(t.db)).toMatchObject({
      actorUserId: operator.id,
      action: 'product.create',
      targetType: 'PRODUCT',
      targetId: String(created.id),
      before: null,
      after: { name: '몬스테라 알보', price: 150_000, status: 'PENDING' },
    });
    expect((await admin('GET', `/products/${created.id}`)).body.data).toEqual(created);
  });

  it('is in the shop at once: its list, search (name, alias, botanical, English) and detail', async () => {
    const list = (await shop('/products?perPage=100')).body.data as { id: number }[];
    expect(list.map((p) => p.id)).toContain(created.id);
    for (const text of ['몬스테라 알보', 'ㅁㅅㅌㄹ', '알보 몬스', 'Albo Variegata', 'variegated'])
      expect(await shopSearch(text), text).toContain(created.id);
    const detail = (await shop(`/products/${created.id}`)).body.data;
    expect(detail).toMatchObject({
      name: '몬스테라 알보',
      salePrice: 120_000,
      status: 'PENDING',
      care: { speciesKey: 'monstera-deliciosa-albo-variegata', difficulty: 'NORMAL' },
      metadatas: [{ id: FIXTURE_METADATA.bright.id }, { id: FIXTURE_METADATA.beginner.id }],
      restockAlert: false,
    });
  });

  it('refuses bad input with 400 and the form’s words, creating and recording nothing', async () => {
    const before = { products: await countProducts(), audit: await auditCount(t.db) };
    const care = plantInput().care!;
    const cases: [unknown, string][] = [
      [plantInput({ name: ' ' }), M.name],
      [plantInput({ price: -1 }), M.price],
      [plantInput({ salePrice: 200_000 }), M.salePrice],
      [plantInput({ care: null }), M.care],
      [plantInput({ category: 'POT' }), M.notPlantCare],
      [plantInput({ care: { ...care, lightMinLux: 20_000, lightMaxLux: 1_000 } }), M.lux],
      [plantInput({ care: { ...care, wateringFrequency: 0 } }), M.frequency],
      [plantInput({ care: { ...care, speciesKey: 'no-such-plant' } }), M.species],
      [plantInput({ metadataIds: [FIXTURE_METADATA.bright.id, 99] }), M.metadata],
      [plantInput({ metadataIds: [0] }), M.metadata],
      [{ ...plantInput(), stock: 10 }, expect.any(String)],
    ];
    for (const [payload, message] of cases) {
      const reply = await admin('POST', '/products', payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.message).toEqual(message);
    }
    expect({ products: await countProducts(), audit: await auditCount(t.db) }).toEqual(before);
  });
});

describe('updating a product', () => {
  let product: InsertedProduct;
  let etag: string;

  beforeAll(async () => {
    [product] = (await insertProducts(t.db, [
      {
        name: '떡갈고무나무',
        aliases: ['피칸델라타'],
        stock: 4,
        price: 30_000,
        metadataIds: [FIXTURE_METADATA.shade.id],
      },
    ])) as [InsertedProduct];
  });

  it('before: the shop shows it as it was', async () => {
    const reply = await shop(`/products/${product.id}`);
    etag = String(reply.headers.etag);
    expect(jsonLdOf(await page(product.id)).name).toBe('떡갈고무나무');
  });

  it('rewrites every field and its metadata links; the log keeps only what changed', async () => {
    const input = plantInput({
      name: '무늬 떡갈고무나무',
      aliases: ['무늬 피칸', '무늬 피칸'],
      price: 40_000,
      salePrice: 35_000,
      pointsRatePercent: 5,
      metadataIds: [FIXTURE_METADATA.bright.id],
    });
    const reply = await admin('PUT', `/products/${product.id}`, input);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      ...input,
      aliases: ['무늬 피칸'],
      stock: 4,
      status: 'ON_SALE',
      photos: [{ id: expect.any(Number) }, { id: expect.any(Number) }],
    });
    const links = await t.db
      .select({ id: productMetadataLinks.metadataId })
      .from(productMetadataLinks)
      .where(eq(productMetadataLinks.productId, product.id));
    expect(links).toEqual([{ id: FIXTURE_METADATA.bright.id }]);
    const entry = await lastAudit(t.db);
    expect(entry).toMatchObject({ action: 'product.update', targetId: String(product.id) });
    expect(entry!.before).toMatchObject({
      name: '떡갈고무나무',
      aliases: ['피칸델라타'],
      price: 30_000,
      metadataIds: [FIXTURE_METADATA.shade.id],
      care: { lightMinLux: 1_000, speciesKey: null },
    });
    expect(entry!.after).toMatchObject({
      name: '무늬 떡갈고무나무',
      price: 40_000,
      metadataIds: [FIXTURE_METADATA.bright.id],
      care: { lightMinLux: 2_000, speciesKey: 'monstera-deliciosa-albo-variegata' },
    });
    // Unchanged fields are not in the entry, nor care facts that stayed.
    expect(Object.keys(entry!.after as object)).not.toContain('category');
    expect(Object.keys((entry!.after as { care: object }).care)).not.toContain('wateringFrequency');
  });

  it('the shop shows it in its next read: search keys, a new ETag, the page rendered again', async () => {
    expect(await shopSearch('무늬 피칸')).toContain(product.id);
    expect(await shopSearch('피칸델라타')).not.toContain(product.id);
    const reply = await shop(`/products/${product.id}`, { 'if-none-match': etag });
    expect(reply.status).toBe(200);
    expect(reply.headers.etag).not.toBe(etag);
    expect(reply.body.data).toMatchObject({ name: '무늬 떡갈고무나무', salePrice: 35_000 });
    // A visitor's read stays public for a CDN (decision 0040), the same for everyone.
    expect(reply.headers['cache-control']).toBe('public, no-cache');
    const rendered = renders();
    const document = await page(product.id);
    expect(renders()).toBe(rendered + 1);
    expect(jsonLdOf(document)).toMatchObject({
      name: '무늬 떡갈고무나무',
      offers: { price: 35_000 },
    });
  });

  it('a save that changes nothing writes and records nothing', async () => {
    const before = await auditCount(t.db);
    const [{ updatedAt }] = (await t.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, product.id))) as [{ updatedAt: Date }];
    const current = (await admin('GET', `/products/${product.id}`)).body.data as AdminProduct;
    const reply = await admin('PUT', `/products/${product.id}`, inputOf(current));
    expect(reply.status).toBe(200);
    expect(await auditCount(t.db)).toBe(before);
    const [after] = await t.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after!.updatedAt).toEqual(updatedAt);
  });

  it('asked ON_SALE with none in stock it is OUT_OF_STOCK; with no photo it cannot be sold', async () => {
    const [bare] = await insertProducts(t.db, [
      { name: '아이비', stock: 0, status: 'PENDING', photos: 0 },
    ]);
    const refused = await admin('PUT', `/products/${bare!.id}`, plantInput({ name: '아이비' }));
    expect([refused.status, refused.body.message]).toEqual([409, M.lastPhoto]);
    const withPhoto = await insertProducts(t.db, [{ name: '호야', stock: 0, status: 'PENDING' }]);
    const reply = await admin('PUT', `/products/${withPhoto[0]!.id}`, plantInput({ name: '호야' }));
    expect(reply.body.data).toMatchObject({ status: 'OUT_OF_STOCK', stock: 0 });
  });

  it('a goods product takes no care facts; unknown ids are 404, bad input 400 changing nothing', async () => {
    const goods = plantInput({ category: 'POT', name: '토분 大', care: null, metadataIds: [] });
    const reply = await admin('PUT', `/products/${pot.id}`, goods);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ name: '토분 大', care: null, category: 'POT' });
    expect((await admin('PUT', '/products/987654', goods)).status).toBe(404);
    const before = await auditCount(t.db);
    const bad = await admin('PUT', `/products/${pot.id}`, { ...goods, price: 'free' });
    expect([bad.status, bad.body.message]).toEqual([400, M.price]);
    expect((await admin('GET', `/products/${pot.id}`)).body.data).toMatchObject({
      name: '토분 大',
    });
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('the console list', () => {
  it('finds by the shop’s search, status, category and stock; counts waiting shoppers', async () => {
    const [low, out, gone] = await insertProducts(t.db, [
      { name: '스투키 콘서트', stock: 2 },
      { name: '스투키 문샤인', stock: 0, status: 'OUT_OF_STOCK' },
      { name: '스투키 단종', stock: 0, status: 'DISCONTINUED' },
    ]);
    await call(t.app, 'PUT', `/v1/products/${out!.id}/restock-alert`, shopper);
    const ids = async (query: string) => {
      const reply = await admin('GET', `/products${query}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return (reply.body.data as { id: number }[]).map((row) => row.id);
    };
    // Newest change first.
    expect(await ids('?q=스투키')).toEqual([gone!.id, out!.id, low!.id]);
    expect(await ids('?q=ㅅㅌㅋ&status=OUT_OF_STOCK')).toEqual([out!.id]);
    expect(await ids('?q=스투키&stock=OUT')).toEqual([gone!.id, out!.id]);
    expect(await ids('?q=스투키&stock=LOW')).toEqual([gone!.id, out!.id, low!.id]);
    expect(await ids('?category=POT')).toEqual([pot.id]);
    const row = ((await admin('GET', '/products?q=문샤인')).body.data as object[])[0];
    expect(row).toMatchObject({ id: out!.id, stock: 0, restockWaiting: 1, status: 'OUT_OF_STOCK' });
    const page = await admin('GET', '/products?q=스투키&perPage=2&page=2');
    expect(page.body._metadata).toEqual({ page: 2, perPage: 2, total: 3, totalPage: 2 });
    expect((await admin('GET', `/products?q=${'가'.repeat(51)}`)).status).toBe(400);
  });
});
