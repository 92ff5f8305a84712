import { CART, MESSAGES, SHIPPING } from '@chorok/contract';
import { Cart, envelope } from '@chorok/contract/schemas';
import { cartLines, products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type FixtureProduct,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let p: Record<
  | 'fern'
  | 'pot'
  | 'almost'
  | 'soldOut'
  | 'gone'
  | 'pending'
  | 'emptyOnSale'
  | 'bulk'
  | 'racy'
  | 'changing',
  InsertedProduct
>;
let filler: InsertedProduct[];

beforeAll(async () => {
  t = await createTestApp();
  const specs: Record<keyof typeof p, FixtureProduct> = {
    // 10,000원 on sale from 12,000원: three of them are exactly the free-shipping line.
    fern: { name: '보스턴고사리', price: 12_000, salePrice: 10_000, stock: 10 },
    pot: { name: '토분', category: 'POT', price: 20_000, stock: 5, photos: 0 },
    almost: { name: '몬스테라', price: 29_999, stock: 3 },
    soldOut: { name: '품절 식물', status: 'OUT_OF_STOCK', stock: 0 },
    gone: { name: '단종 식물', status: 'DISCONTINUED', stock: 4 },
    pending: { name: '입고 예정 식물', status: 'PENDING', stock: 4 },
    emptyOnSale: { name: '재고 없는 식물', stock: 0 },
    bulk: { name: '배양토', category: 'SOIL', price: 3_000, stock: 500 },
    racy: { name: '스킨답서스', price: 8_000, stock: 50 },
    changing: { name: '필레아', price: 15_000, salePrice: 14_000, stock: 6 },
  };
  const inserted = await insertProducts(t.db, Object.values(specs));
  p = Object.fromEntries(
    Object.keys(specs).map((key, index) => [key, inserted[index]!]),
  ) as typeof p;
  filler = await insertProducts(
    t.db,
    Array.from({ length: CART.maxLines + 1 }, (_, n) => ({
      name: `씨앗 ${n + 1}`,
      price: 1_000,
      photos: 1,
      cutout: false,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';

async function call(method: Method, url: string, who?: Shopper, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const CartBody = envelope(Cart);
const getCart = async (who: Shopper) =>
  CartBody.parse((await call('GET', '/v1/cart', who)).body).data;
const add = (who: Shopper, body: unknown) => call('POST', '/v1/cart/lines', who, body);
const patch = (who: Shopper, id: number | string, body: unknown) =>
  call('PATCH', `/v1/cart/lines/${id}`, who, body);
const removeLines = (who: Shopper, lineIds: unknown) =>
  call('POST', '/v1/cart/remove', who, { lineIds });
const select = (who: Shopper, body: unknown) => call('POST', '/v1/cart/select', who, body);

async function added(who: Shopper, productId: number, quantity?: number) {
  const response = await add(who, quantity === undefined ? { productId } : { productId, quantity });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return CartBody.parse(response.body).data;
}

const lineOf = (cart: Cart, productId: number) => {
  const line = cart.lines.find((l) => l.product.id === productId);
  if (!line) throw new Error(`no line for product ${productId}`);
  return line;
};

async function setProduct(id: number, changes: Partial<typeof products.$inferInsert>) {
  await t.db.update(products).set(changes).where(eq(products.id, id));
}

describe('signed out', () => {
  it('answers 401 to every cart call and writes nothing', async () => {
    for (const response of [
      await call('GET', '/v1/cart'),
      await call('POST', '/v1/cart/lines', undefined, { productId: p.fern.id }),
      await call('PATCH', '/v1/cart/lines/1', undefined, { quantity: 2 }),
      await call('POST', '/v1/cart/remove', undefined, { lineIds: [1] }),
      await call('POST', '/v1/cart/select', undefined, { isSelected: false }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
    }
    expect(await t.db.$count(cartLines)).toBe(0);
  });
});

describe('GET /cart and POST /cart/lines', () => {
  it('starts empty', async () => {
    const me = await signIn(t.app, t.db);
    expect(await getCart(me)).toEqual({
      lines: [],
      summary: {
        selectedCount: 0,
        originalTotal: 0,
        discountTotal: 0,
        itemsTotal: 0,
        shippingFee: 0,
        total: 0,
        amountToFreeShipping: 0,
      },
    });
  });

  it('adds a selected line with the product as it is, its first photo, and the totals', async () => {
    const me = await signIn(t.app, t.db);
    const response = await add(me, { productId: p.fern.id, quantity: 2 });
    expect(response.status).toBe(201);
    const cart = CartBody.parse(response.body);
    expect(cart.message).toBe(MESSAGES.created);
    expect(cart.data.lines).toEqual([
      {
        id: expect.any(Number),
        product: {
          id: p.fern.id,
          category: 'PLANT',
          name: '보스턴고사리',
          status: 'ON_SALE',
          price: 12_000,
          salePrice: 10_000,
          salePercent: 16,
          stock: 10,
          image: {
            url: `/images/${p.fern.photoKeys[0]}`,
            width: 600,
            height: 800,
            alt: '보스턴고사리 사진 1',
          },
        },
        quantity: 2,
        isSelected: true,
        addedUnitPrice: 10_000,
        priceChange: 0,
        problem: null,
        amount: 20_000,
        addedAt: expect.any(String),
      },
    ]);
    expect(cart.data.summary).toEqual({
      selectedCount: 1,
      originalTotal: 24_000,
      discountTotal: 4_000,
      itemsTotal: 20_000,
      shippingFee: SHIPPING.fee,
      total: 23_000,
      amountToFreeShipping: 10_000,
    });
    // A product without photos shows its cut-out.
    const withPot = await added(me, p.pot.id);
    expect(lineOf(withPot, p.pot.id).product.image.url).toBe(`/images/${p.pot.cutoutKey}`);
    expect(withPot.lines.map((l) => l.product.id)).toEqual([p.pot.id, p.fern.id]);
  });

  it('adds to the quantity of the line already there, and ships free from 30,000원', async () => {
    const me = await signIn(t.app, t.db);
    const first = lineOf(await added(me, p.fern.id, 2), p.fern.id);
    const cart = await added(me, p.fern.id);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ id: first.id, quantity: 3, amount: 30_000 });
    expect(cart.summary).toMatchObject({
      itemsTotal: 30_000,
      shippingFee: 0,
      total: 30_000,
      amountToFreeShipping: 0,
    });
    expect(await t.db.$count(cartLines, eq(cartLines.userId, me.id))).toBe(1);
  });

  it('charges shipping at 29,999원 (1원 to go) and not at 30,000원', async () => {
    const me = await signIn(t.app, t.db);
    const cart = await added(me, p.almost.id);
    expect(cart.summary).toEqual({
      selectedCount: 1,
      originalTotal: 29_999,
      discountTotal: 0,
      itemsTotal: 29_999,
      shippingFee: 3_000,
      total: 32_999,
      amountToFreeShipping: 1,
    });
    const bulk = await added(me, p.bulk.id);
    expect(bulk.summary).toMatchObject({ itemsTotal: 32_999, shippingFee: 0, total: 32_999 });
  });

  it('caps the quantity at the stock and at 99, silently', async () => {
    const me = await signIn(t.app, t.db);
    expect(lineOf(await added(me, p.pot.id, 9), p.pot.id).quantity).toBe(5);
    expect(lineOf(await added(me, p.pot.id, 1), p.pot.id).quantity).toBe(5);
    expect(lineOf(await added(me, p.bulk.id, 98), p.bulk.id).quantity).toBe(98);
    expect(lineOf(await added(me, p.bulk.id, 5), p.bulk.id).quantity).toBe(CART.maxQuantity);
  });

  it('refuses products that cannot be bought, with the reason, and unknown ones', async () => {
    const me = await signIn(t.app, t.db);
    const cases: [number, number, string][] = [
      [p.soldOut.id, 409, MESSAGES.outOfStock],
      [p.emptyOnSale.id, 409, MESSAGES.outOfStock],
      [p.gone.id, 409, MESSAGES.discontinued],
      [p.pending.id, 409, MESSAGES.notPurchasable],
      [999_999, 404, MESSAGES.productNotFound],
    ];
    for (const [productId, status, message] of cases) {
      const response = await add(me, { productId });
      expect(response.status, String(productId)).toBe(status);
      expect(response.body).toEqual({ data: null, message, status });
    }
    expect((await getCart(me)).lines).toEqual([]);
  });

  it('refuses bad input with 400, adding nothing', async () => {
    const me = await signIn(t.app, t.db);
    const cases: [unknown, string][] = [
      [{ productId: p.fern.id, quantity: 0 }, MESSAGES.quantityRange],
      [{ productId: p.fern.id, quantity: 100 }, MESSAGES.quantityRange],
      [{ productId: p.fern.id, quantity: 1.5 }, MESSAGES.quantityRange],
      [{ productId: 'fern' }, MESSAGES.invalidInput],
      [{ productId: -1 }, MESSAGES.invalidInput],
      [{ productId: p.fern.id, price: 1 }, MESSAGES.invalidInput],
      [{}, MESSAGES.invalidInput],
    ];
    for (const [body, message] of cases) {
      const response = await add(me, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await t.db.$count(cartLines, eq(cartLines.userId, me.id))).toBe(0);
  });

  it('holds 50 lines at most; a product already there can still be added to', async () => {
    const me = await signIn(t.app, t.db);
    await t.db.insert(cartLines).values(
      filler.slice(0, CART.maxLines).map((product) => ({
        userId: me.id,
        productId: product.id,
        quantity: 1,
        addedUnitPrice: 1_000,
      })),
    );
    const over = await add(me, { productId: filler[CART.maxLines]!.id });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ data: null, message: MESSAGES.cartFull, status: 409 });
    const again = await added(me, filler[0]!.id, 2);
    expect(again.lines).toHaveLength(CART.maxLines);
    expect(lineOf(again, filler[0]!.id).quantity).toBe(3);
  });

  it('keeps one line per product when the same product is added many times at once', async () => {
    const me = await signIn(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => add(me, { productId: p.racy.id, quantity: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const cart = await getCart(me);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(20);
  });

  it('keeps the 50-line limit when different products are added at once', async () => {
    const me = await signIn(t.app, t.db);
    await t.db.insert(cartLines).values(
      filler.slice(0, CART.maxLines - 3).map((product) => ({
        userId: me.id,
        productId: product.id,
        quantity: 1,
        addedUnitPrice: 1_000,
      })),
    );
    const results = await Promise.all(
      filler.slice(CART.maxLines - 3).map((product) => add(me, { productId: product.id })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    expect(await t.db.$count(cartLines, eq(cartLines.userId, me.id))).toBe(CART.maxLines);
  });
});

describe('lines whose product changed', () => {
  it('shows each problem, the price change, and leaves them out of the totals', async () => {
    const me = await signIn(t.app, t.db);
    await added(me, p.changing.id, 4);
    await added(me, p.fern.id, 1);
    const base = { status: 'ON_SALE', stock: 6, salePrice: 14_000 } as const;
    try {
      const cases: [Partial<typeof products.$inferInsert>, string | null][] = [
        [{ stock: 3 }, 'NOT_ENOUGH_STOCK'],
        [{ stock: 0 }, 'OUT_OF_STOCK'],
        [{ status: 'OUT_OF_STOCK', stock: 0 }, 'OUT_OF_STOCK'],
        [{ status: 'DISCONTINUED' }, 'DISCONTINUED'],
        [{ status: 'PENDING' }, 'NOT_ON_SALE'],
        [{ stock: 4 }, null],
      ];
      for (const [changes, problem] of cases) {
        await setProduct(p.changing.id, { ...base, ...changes });
        const cart = await getCart(me);
        expect(lineOf(cart, p.changing.id).problem, JSON.stringify(changes)).toBe(problem);
        // Only the fern (10,000원) counts while the other line has a problem.
        expect(cart.summary.itemsTotal).toBe(problem ? 10_000 : 10_000 + 4 * 14_000);
        expect(cart.summary.selectedCount).toBe(problem ? 1 : 2);
      }

      await setProduct(p.changing.id, { salePrice: 15_000 });
      const dearer = lineOf(await getCart(me), p.changing.id);
      expect(dearer).toMatchObject({ addedUnitPrice: 14_000, priceChange: 1_000, amount: 60_000 });
      await setProduct(p.changing.id, { salePrice: 12_000 });
      expect(lineOf(await getCart(me), p.changing.id).priceChange).toBe(-2_000);
      // Changing the quantity takes the current price.
      const repriced = CartBody.parse((await patch(me, dearer.id, { quantity: 3 })).body).data;
      expect(lineOf(repriced, p.changing.id)).toMatchObject({
        quantity: 3,
        addedUnitPrice: 12_000,
        priceChange: 0,
        amount: 36_000,
      });
      // So does adding it again.
      await setProduct(p.changing.id, { salePrice: 13_000 });
      expect(lineOf(await added(me, p.changing.id, 1), p.changing.id)).toMatchObject({
        quantity: 4,
        addedUnitPrice: 13_000,
        priceChange: 0,
      });
    } finally {
      await setProduct(p.changing.id, base);
    }
  });
});

describe('PATCH /cart/lines/:id', () => {
  it('changes the quantity within the stock and whether the line is selected', async () => {
    const me = await signIn(t.app, t.db);
    const line = lineOf(await added(me, p.fern.id, 1), p.fern.id);
    const changed = await patch(me, line.id, { quantity: 10 });
    expect(changed.status).toBe(200);
    expect(lineOf(CartBody.parse(changed.body).data, p.fern.id).quantity).toBe(10);

    const over = await patch(me, line.id, { quantity: 11 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ data: null, message: MESSAGES.notEnoughStock, status: 409 });

    const cleared = CartBody.parse((await patch(me, line.id, { isSelected: false })).body).data;
    expect(lineOf(cleared, p.fern.id).isSelected).toBe(false);
    expect(cleared.summary).toMatchObject({ selectedCount: 0, itemsTotal: 0, shippingFee: 0 });
    expect(CartBody.parse((await patch(me, line.id, {})).body).data).toEqual(cleared);

    for (const body of [{ quantity: 0 }, { quantity: 100 }, { isSelected: 'no' }, { note: 1 }]) {
      const response = await patch(me, line.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(me, 'first', { quantity: 2 })).status).toBe(400);
    expect(await getCart(me)).toEqual(cleared);
  });

  it('refuses a quantity change on a product that cannot be bought now', async () => {
    const me = await signIn(t.app, t.db);
    await t.db
      .insert(cartLines)
      .values({ userId: me.id, productId: p.gone.id, quantity: 1, addedUnitPrice: 10_000 });
    const [line] = (await getCart(me)).lines;
    const response = await patch(me, line!.id, { quantity: 2 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.discontinued);
    // Deselecting it is fine.
    expect((await patch(me, line!.id, { isSelected: false })).status).toBe(200);
  });

  it("answers 404 for another user's line and for none, changing nothing", async () => {
    const [owner, stranger] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const before = await added(owner, p.fern.id, 1);
    const theirs = lineOf(before, p.fern.id);
    for (const id of [theirs.id, 2_000_000_000]) {
      for (const body of [{ quantity: 5 }, { isSelected: false }]) {
        const response = await patch(stranger, id, body);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          data: null,
          message: MESSAGES.cartLineNotFound,
          status: 404,
        });
      }
    }
    expect(await getCart(owner)).toEqual(before);
  });
});

describe('POST /cart/remove and /cart/select', () => {
  it("removes the caller's lines and ignores ids that are not theirs", async () => {
    const [me, other] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    const mine = await added(me, p.fern.id);
    await added(me, p.bulk.id);
    const theirs = lineOf(await added(other, p.fern.id), p.fern.id);
    const response = await removeLines(me, [lineOf(mine, p.fern.id).id, theirs.id, 2_000_000_000]);
    expect(response.status).toBe(200);
    expect(CartBody.parse(response.body).data.lines.map((l) => l.product.id)).toEqual([p.bulk.id]);
    expect((await getCart(other)).lines.map((l) => l.id)).toEqual([theirs.id]);

    for (const lineIds of [
      [],
      ['1'],
      [0],
      Array.from({ length: CART.maxLines + 1 }, (_, n) => n + 1),
    ]) {
      expect((await removeLines(me, lineIds)).status, JSON.stringify(lineIds).slice(0, 20)).toBe(
        400,
      );
    }
    expect((await getCart(me)).lines).toHaveLength(1);
  });

  it('selects or clears every line without lineIds, or just the ones named', async () => {
    const [me, other] = [await signIn(t.app, t.db), await signIn(t.app, t.db)];
    await added(me, p.fern.id);
    await added(me, p.bulk.id);
    const theirs = lineOf(await added(other, p.fern.id), p.fern.id);

    const none = CartBody.parse((await select(me, { isSelected: false })).body).data;
    expect(none.lines.map((l) => l.isSelected)).toEqual([false, false]);
    expect(none.summary.selectedCount).toBe(0);

    const fern = lineOf(none, p.fern.id);
    const one = CartBody.parse(
      (await select(me, { isSelected: true, lineIds: [fern.id, theirs.id] })).body,
    ).data;
    expect(one.lines.filter((l) => l.isSelected).map((l) => l.id)).toEqual([fern.id]);
    expect(one.summary).toMatchObject({ selectedCount: 1, itemsTotal: 10_000 });
    // The other user's line was not touched by either call.
    await select(other, { isSelected: false });
    await select(me, { isSelected: true });
    expect(lineOf(await getCart(other), p.fern.id).isSelected).toBe(false);
    expect((await getCart(me)).lines.every((l) => l.isSelected)).toBe(true);

    for (const body of [{}, { isSelected: 1 }, { isSelected: true, lineIds: [] }]) {
      expect((await select(me, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
