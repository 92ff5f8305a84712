import { MESSAGES, ORDER } from '@chorok/contract';
import { Order, listEnvelope } from '@chorok/contract/schemas';
import { orders, products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  api,
  CheckoutEnvelope,
  insertAddress,
  OrderEnvelope,
  payOrder,
  placeOrder,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let buyer: Shopper;
let other: Shopper;
let buyerAddress: number;
let otherAddress: number;
let monstera: InsertedProduct;
let pot: InsertedProduct;
let fern: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [monstera, pot, fern] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', price: 15_000, salePrice: 12_000, stock: 20 },
    { name: '토분 화분', category: 'POT', price: 5_000, stock: 20 },
    { name: '보스턴 고사리', price: 40_000, salePrice: 35_000, stock: 5 },
  ])) as [InsertedProduct, InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '김초록' });
  other = await signIn(t.app, t.db, { name: '이다른' });
  buyerAddress = await insertAddress(t.db, buyer.id);
  otherAddress = await insertAddress(t.db, other.id, { receiverName: '이다른' });
});
afterAll(async () => {
  await t?.close();
});

const orderCount = async () => t.db.$count(orders);

describe('POST /v1/orders', () => {
  it('needs a signed-in caller', async () => {
    const reply = await api(t.app, 'POST', '/v1/orders', undefined, {
      items: [{ productId: monstera.id, quantity: 1 }],
      addressId: buyerAddress,
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(MESSAGES.loginRequired);
  });

  it("prices every line at the server's sale price, adds shipping, copies the address and reserves stock", async () => {
    const before = await stockOf(t.db, [monstera.id, pot.id]);
    const started = Date.now();
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [
        { productId: monstera.id, quantity: 2 },
        { productId: pot.id, quantity: 1 },
      ],
      addressId: buyerAddress,
      cartLineIds: [7, 7, 8],
    });
    expect(order).toMatchObject({
      status: 'PAYMENT_PENDING',
      orderName: '몬스테라 델리시오사 외 1건',
      itemsTotal: 29_000,
      shippingFee: 3_000,
      totalAmount: 32_000,
      refundedAmount: 0,
      payment: null,
      refunds: [],
      shipping: {
        addressId: buyerAddress,
        receiverName: '김초록',
        receiverPhoneNumber: '010-1234-5678',
        zonecode: '06236',
        detailAddress: '101동 202호',
        requestText: '문 앞에 놓아 주세요',
      },
    });
    expect(order.shipping.roadAddress).toMatch(/^서울 강남구 테헤란로 \d+$/);
    expect(order.orderNumber).toMatch(/^CHR\d{8}[A-Z2-9]{12}$/);
    const due = Date.parse(order.paymentDueAt!) - Date.parse(order.createdAt);
    expect(due).toBe(ORDER.paymentWindowMs);
    expect(due).toBe(10 * 60_000);
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(started - 1_000);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      productId: monstera.id,
      name: '몬스테라 델리시오사',
      unitPrice: 12_000,
      originalUnitPrice: 15_000,
      quantity: 2,
      amount: 24_000,
      status: 'PAYMENT_PENDING',
      canCancel: false,
      canConfirm: false,
      canReview: false,
      cancelRefundAmount: 0,
      reviewId: null,
      paidAt: null,
    });
    expect(order.items[0]!.image.url).toBe(`/images/${monstera.photoKeys[0]}`);

    expect(checkout).toEqual({
      provider: 'sandbox',
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderName: order.orderName,
      amount: 32_000,
      customerName: '김초록',
      customerEmail: expect.stringMatching(/@fixtures\.test\.chorok\.kr$/),
      successUrl: `/purchase/success?addressId=${buyerAddress}`,
      failUrl: '/purchase/fail',
      checkoutUrl: expect.stringMatching(/^\/sandbox\/checkout\?/),
      method: 'CARD',
      easyPayProvider: null,
    });
    const params = new URL(checkout.checkoutUrl, 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      orderId: order.orderNumber,
      orderName: order.orderName,
      amount: '32000',
      customerName: '김초록',
      successUrl: checkout.successUrl,
      failUrl: '/purchase/fail',
      method: 'CARD',
    });

    const after = await stockOf(t.db, [monstera.id, pot.id]);
    expect(after.map((p) => p.stock)).toEqual([before[0]!.stock - 2, before[1]!.stock - 1]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.cartLineIds).toEqual([7, 8]);
  });

  it('ships free from 30,000 won and takes the request text of the order over the address', async () => {
    const { order } = await placeOrder(t.app, buyer, {
      items: [{ productId: fern.id, quantity: 1 }],
      addressId: buyerAddress,
      requestText: '  경비실에 맡겨 주세요  ',
    });
    expect(order).toMatchObject({
      orderName: '보스턴 고사리',
      itemsTotal: 35_000,
      shippingFee: 0,
      totalAmount: 35_000,
    });
    expect(order.shipping.requestText).toBe('경비실에 맡겨 주세요');
    const cleared = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: buyerAddress,
      requestText: null,
    });
    expect(cleared.order.shipping.requestText).toBeNull();
  });

  it('refuses a price, an unknown field or a bad quantity from the client (400, nothing written)', async () => {
    const before = await orderCount();
    for (const body of [
      { items: [{ productId: pot.id, quantity: 1, price: 1 }], addressId: buyerAddress },
      { items: [{ productId: pot.id, quantity: 1 }], addressId: buyerAddress, totalAmount: 1 },
      { items: [{ productId: pot.id, quantity: 0 }], addressId: buyerAddress },
      { items: [{ productId: pot.id, quantity: 100 }], addressId: buyerAddress },
      { items: [], addressId: buyerAddress },
      {
        items: [
          { productId: pot.id, quantity: 1 },
          { productId: pot.id, quantity: 2 },
        ],
        addressId: buyerAddress,
      },
    ]) {
      const reply = await api(t.app, 'POST', '/v1/orders', buyer, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await api(t.app, 'POST', '/v1/orders', buyer, {
      items: [],
      addressId: buyerAddress,
    });
    expect(empty.body.message).toBe(MESSAGES.orderEmpty);
    expect(await orderCount()).toBe(before);
  });

  it("refuses another user's address book entry as not found, and reserves nothing", async () => {
    const before = await stockOf(t.db, [pot.id]);
    const count = await orderCount();
    const reply = await api(t.app, 'POST', '/v1/orders', buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: otherAddress,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(MESSAGES.addressNotFound);
    expect(await stockOf(t.db, [pot.id])).toEqual(before);
    expect(await orderCount()).toBe(count);
  });

  it('refuses products not for sale or short of stock with the reason, and writes nothing', async () => {
    const [pending, discontinued, soldOut, few] = await insertProducts(t.db, [
      { name: '입고 예정', status: 'PENDING', stock: 10 },
      { name: '단종', status: 'DISCONTINUED', stock: 10 },
      { name: '품절', status: 'OUT_OF_STOCK', stock: 0 },
      { name: '두 개 남음', stock: 2 },
    ]);
    const cases: [number, number, number, string][] = [
      [pending!.id, 1, 409, MESSAGES.notPurchasable],
      [discontinued!.id, 1, 409, MESSAGES.discontinued],
      [soldOut!.id, 1, 409, MESSAGES.outOfStock],
      [few!.id, 3, 409, MESSAGES.notEnoughStock],
      [2_000_000, 1, 404, MESSAGES.productNotFound],
    ];
    const ids = [pot.id, pending!.id, discontinued!.id, soldOut!.id, few!.id];
    const before = await stockOf(t.db, ids);
    const count = await orderCount();
    for (const [productId, quantity, status, message] of cases) {
      // The good line is reserved first (lower id) and must be given back by the rollback.
      const reply = await api(t.app, 'POST', '/v1/orders', buyer, {
        items: [
          { productId: pot.id, quantity: 1 },
          { productId, quantity },
        ],
        addressId: buyerAddress,
      });
      expect(reply.status, message).toBe(status);
      expect(reply.body.message).toBe(message);
      expect(reply.body.errors).toEqual([{ path: 'items.1.productId', message }]);
    }
    expect(await stockOf(t.db, ids)).toEqual(before);
    expect(await orderCount()).toBe(count);
  });

  it('marks a product OUT_OF_STOCK when an order takes its last one', async () => {
    const [last] = await insertProducts(t.db, [{ name: '마지막 하나', stock: 3 }]);
    await placeOrder(t.app, buyer, {
      items: [{ productId: last!.id, quantity: 3 }],
      addressId: buyerAddress,
    });
    expect(await stockOf(t.db, [last!.id])).toMatchObject([{ stock: 0, status: 'OUT_OF_STOCK' }]);
    // Another shopper: the buyer's own next order would supersede the first (decision 0028).
    const reply = await api(t.app, 'POST', '/v1/orders', other, {
      items: [{ productId: last!.id, quantity: 1 }],
      addressId: otherAddress,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.outOfStock);
  });
});

describe('POST /v1/orders/{id}/checkout', () => {
  it('opens the same payment again for an order still waiting', async () => {
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: buyerAddress,
    });
    const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, buyer);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(200);
    expect(CheckoutEnvelope.parse(reply.body).data).toEqual(checkout);
  });

  it("answers 404 for another user's order and 409 for a paid one", async () => {
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: buyerAddress,
    });
    const foreign = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.orderNotFound);
    await payOrder(t.app, buyer, checkout);
    const paid = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, buyer);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(MESSAGES.orderNotPayable);
  });

  it('expires an order past its payment window on the spot: 409, stock released', async () => {
    const [solo] = await insertProducts(t.db, [{ name: '한정판', stock: 4 }]);
    const { order } = await placeOrder(t.app, buyer, {
      items: [{ productId: solo!.id, quantity: 4 }],
      addressId: buyerAddress,
    });
    expect(await stockOf(t.db, [solo!.id])).toMatchObject([{ stock: 0, status: 'OUT_OF_STOCK' }]);
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.id));
    const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, buyer);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.orderExpired);
    expect(await stockOf(t.db, [solo!.id])).toMatchObject([{ stock: 4, status: 'ON_SALE' }]);
    const read = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${order.id}`, buyer);
    const expired = OrderEnvelope.parse(read.body).data;
    expect(expired.status).toBe('EXPIRED');
    expect(expired.paymentDueAt).toBeNull();
    expect(expired.items.map((item) => item.status)).toEqual(['CANCELLED']);
    const again = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, buyer);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.orderExpired);
  });
});

describe('GET /v1/users/{userId}/orders', () => {
  const OrderList = listEnvelope(Order);

  it("lists the caller's orders newest first, with paging", async () => {
    const shopper = await signIn(t.app, t.db);
    const address = await insertAddress(t.db, shopper.id);
    const placed: number[] = [];
    for (const quantity of [1, 2, 3]) {
      const { order } = await placeOrder(t.app, shopper, {
        items: [{ productId: pot.id, quantity }],
        addressId: address,
      });
      placed.push(order.id);
    }
    const first = await api(t.app, 'GET', `/v1/users/${shopper.id}/orders?perPage=2`, shopper);
    expect(first.status).toBe(200);
    const page = OrderList.parse(first.body);
    expect(page.data.map((order) => order.id)).toEqual([placed[2], placed[1]]);
    expect(page._metadata).toEqual({ page: 1, perPage: 2, total: 3, totalPage: 2 });
    const second = OrderList.parse(
      (await api(t.app, 'GET', `/v1/users/${shopper.id}/orders?perPage=2&page=2`, shopper)).body,
    );
    expect(second.data.map((order) => order.id)).toEqual([placed[0]]);
    const oldest = OrderList.parse(
      (await api(t.app, 'GET', `/v1/users/${shopper.id}/orders?orderDirection=-1`, shopper)).body,
    );
    expect(oldest.data.map((order) => order.id)).toEqual(placed);
  });

  it("refuses another user's list with 403", async () => {
    const reply = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders`, other);
    expect(reply.status).toBe(403);
    expect(reply.body.data).toBeNull();
  });
});

describe('GET /v1/users/{userId}/orders/{orderId}', () => {
  it("answers 404 '주문서를 찾을 수 없습니다.' for anyone else's order or user id", async () => {
    const { order } = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: buyerAddress,
    });
    const mine = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${order.id}`, buyer);
    expect(mine.status).toBe(200);
    expect(OrderEnvelope.parse(mine.body).data.id).toBe(order.id);
    for (const [who, url] of [
      [other, `/v1/users/${other.id}/orders/${order.id}`],
      [other, `/v1/users/${buyer.id}/orders/${order.id}`],
      [buyer, `/v1/users/${buyer.id}/orders/2147483647`],
    ] as const) {
      const reply = await api(t.app, 'GET', url, who);
      expect(reply.status, url).toBe(404);
      expect(reply.body.message).toBe(MESSAGES.orderNotFound);
    }
    const bad = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/abc`, buyer);
    expect(bad.status).toBe(400);
  });

  it('shows a product that changed price at the price it was bought for', async () => {
    const { order } = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 2 }],
      addressId: buyerAddress,
    });
    await t.db.update(products).set({ salePrice: 1, price: 2 }).where(eq(products.id, pot.id));
    try {
      const read = OrderEnvelope.parse(
        (await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${order.id}`, buyer)).body,
      ).data;
      expect(read.items[0]).toMatchObject({ unitPrice: 5_000, amount: 10_000 });
      expect(read.totalAmount).toBe(13_000);
    } finally {
      await t.db
        .update(products)
        .set({ salePrice: 5_000, price: 5_000 })
        .where(eq(products.id, pot.id));
    }
  });
});
