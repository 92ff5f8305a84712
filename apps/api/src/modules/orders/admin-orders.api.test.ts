import { CONSOLE_MESSAGES, MESSAGES, type AdminOrderRow, type Order } from '@chorok/contract';
import {
  AdminOrderDetail,
  AdminOrderRow as AdminOrderRowSchema,
  envelope,
} from '@chorok/contract/schemas';
import { operatorActions, orders, users } from '@chorok/db';
import { asc, count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  insertUsers,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  api,
  insertAddress,
  insertOrderLine,
  orderState,
  payOrder,
  placeOrder,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * The console's orders (decision 0043): the list with its filters and search, one order with its
 * buyer, and the steps an operator takes, each written to the audit log with who did it.
 */

let t: TestApp;
let operator: Shopper;
let owner: Shopper;
let buyer: Shopper;
let monstera: InsertedProduct;
let pot: InsertedProduct;
/** Made in this order; createdAt set to the Seoul days the filters are tested on. */
let lateOnMarch1: Order;
let midnightMarch2: Order;
let unpaid: Order;
let leftBuyersOrder: number;

const ListEnvelope = z.object({
  ...envelope(z.array(AdminOrderRowSchema)).shape,
  _metadata: z.object({ page: z.int(), perPage: z.int(), total: z.int(), totalPage: z.int() }),
});
const DetailEnvelope = envelope(AdminOrderDetail);

const list = async (query: string, who: Shopper = operator) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/orders${query}`,
    headers: who.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return ListEnvelope.parse(reply.json());
};
const idsOf = async (query: string) => (await list(query)).data.map((row) => row.id);
const step = (who: Shopper, orderId: number, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/orders/${orderId}/${action}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const auditOf = (orderId: number) =>
  t.db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.targetId, String(orderId)))
    .orderBy(asc(operatorActions.id));
const auditCount = async () => (await t.db.select({ n: count() }).from(operatorActions))[0]!.n;
const emailOf = async (who: Shopper) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]!.email;

async function order(who: Shopper, recipient: { name: string; phone: string }, pay = true) {
  const { order: placed, checkout } = await placeOrder(t.app, who, {
    items: [
      { productId: monstera.id, quantity: 1 },
      { productId: pot.id, quantity: 1 },
    ],
    addressId: await insertAddress(t.db, who.id, {
      receiverName: recipient.name,
      receiverPhoneNumber: recipient.phone,
    }),
  });
  return pay ? payOrder(t.app, who, checkout) : placed;
}
const madeAt = (id: number, at: string) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id));

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [monstera, pot] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', stock: 50 },
    { name: '토분', category: 'POT', stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
  operator = await signIn(t.app, t.db);
  owner = await signIn(t.app, t.db);
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  await t.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, owner.id));
  buyer = await signIn(t.app, t.db, { name: '김배송' });
  await t.db.update(users).set({ phoneNumber: '010-2222-3333' }).where(eq(users.id, buyer.id));
  const other = await signIn(t.app, t.db, { name: '이다른' });

  lateOnMarch1 = await order(buyer, { name: '박수령', phone: '010-9876-5432' });
  midnightMarch2 = await order(buyer, { name: '김배송', phone: '010-2222-3333' });
  unpaid = await order(other, { name: '이다른', phone: '010-5555-6666' }, false);
  const [left] = await insertUsers(t.db, [{ left: true }]);
  leftBuyersOrder = (await insertOrderLine(t.db, left!, monstera.id, 'DELIVERED')).orderId;

  // Seoul is UTC+9: 14:59:59Z is the last second of 1 March there, 15:00Z the first of 2 March.
  await madeAt(lateOnMarch1.id, '2026-03-01T14:59:59Z');
  await madeAt(midnightMarch2.id, '2026-03-01T15:00:00Z');
  await madeAt(unpaid.id, '2026-03-05T03:00:00Z');
  await madeAt(leftBuyersOrder, '2026-02-20T03:00:00Z');
  await step(operator, midnightMarch2.id, 'prepare');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/orders', () => {
  it('lists every shopper’s orders newest first, with buyer, line states and payment time', async () => {
    for (const who of [operator, owner]) {
      const page = await list('', who);
      expect(page.data.map((row) => row.id)).toEqual([
        unpaid.id,
        midnightMarch2.id,
        lateOnMarch1.id,
        leftBuyersOrder,
      ]);
      expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 4, totalPage: 1 });
    }
    const rows = new Map((await list('')).data.map((row) => [row.id, row]));
    expect(rows.get(lateOnMarch1.id)).toEqual({
      id: lateOnMarch1.id,
      orderNumber: lateOnMarch1.orderNumber,
      status: 'PAID',
      orderName: '몬스테라 델리시오사 외 1건',
      totalAmount: lateOnMarch1.totalAmount,
      refundedAmount: 0,
      buyer: {
        userId: buyer.id,
        name: '김배송',
        email: await emailOf(buyer),
        phoneNumber: '010-2222-3333',
      },
      recipientName: '박수령',
      lines: [{ status: 'PAID', count: 2 }],
      createdAt: '2026-03-01T14:59:59.000Z',
      paidAt: expect.any(String),
    } satisfies AdminOrderRow);
    expect(rows.get(midnightMarch2.id)!.lines).toEqual([{ status: 'PREPARING', count: 2 }]);
    expect(rows.get(unpaid.id)).toMatchObject({ status: 'PAYMENT_PENDING', paidAt: null });
    // The buyer has left: nothing says who they were.
    expect(rows.get(leftBuyersOrder)!.buyer).toEqual({
      userId: null,
      name: '',
      email: null,
      phoneNumber: null,
    });
  });

  it('filters by the order’s state and by a line’s state', async () => {
    expect(await idsOf('?status=PAYMENT_PENDING')).toEqual([unpaid.id]);
    expect(await idsOf('?status=PAID')).toEqual([
      midnightMarch2.id,
      lateOnMarch1.id,
      leftBuyersOrder,
    ]);
    // PAID lines: waiting to be prepared.
    expect(await idsOf('?lineStatus=PAID')).toEqual([lateOnMarch1.id]);
    expect(await idsOf('?lineStatus=PREPARING')).toEqual([midnightMarch2.id]);
    expect(await idsOf('?status=PAID&lineStatus=DELIVERED')).toEqual([leftBuyersOrder]);
    expect(await idsOf('?lineStatus=SHIPPING')).toEqual([]);
  });

  it('takes Seoul calendar days, both ends included', async () => {
    expect(await idsOf('?from=2026-03-01&to=2026-03-01')).toEqual([lateOnMarch1.id]);
    expect(await idsOf('?from=2026-03-02&to=2026-03-02')).toEqual([midnightMarch2.id]);
    expect(await idsOf('?from=2026-03-01&to=2026-03-05')).toEqual([
      unpaid.id,
      midnightMarch2.id,
      lateOnMarch1.id,
    ]);
    expect(await idsOf('?to=2026-03-01')).toEqual([lateOnMarch1.id, leftBuyersOrder]);
    expect(await idsOf('?from=2026-03-03')).toEqual([unpaid.id]);
  });

  it('searches order numbers, buyer and recipient names, e-mail and phone digits', async () => {
    const both = [midnightMarch2.id, lateOnMarch1.id];
    expect(await idsOf(`?q=${lateOnMarch1.orderNumber.slice(-8).toLowerCase()}`)).toEqual([
      lateOnMarch1.id,
    ]);
    expect(await idsOf(`?q=${encodeURIComponent('김배송')}`)).toEqual(both);
    expect(await idsOf(`?q=${encodeURIComponent((await emailOf(buyer))!.toUpperCase())}`)).toEqual(
      both,
    );
    expect(await idsOf(`?q=${encodeURIComponent('박수령')}`)).toEqual([lateOnMarch1.id]);
    // The buyer's number, typed with or without hyphens; the recipient's number.
    expect(await idsOf('?q=22223333')).toEqual(both);
    expect(await idsOf('?q=2222-3333')).toEqual(both);
    expect(await idsOf('?q=010-9876-5432')).toEqual([lateOnMarch1.id]);
    expect(await idsOf(`?q=${encodeURIComponent(' 이다른 ')}`)).toEqual([unpaid.id]);
    // LIKE's wildcards are text like any other.
    expect(await idsOf('?q=%25')).toEqual([]);
    expect(await idsOf('?q=_')).toEqual([]);
    const none = await list(`?q=${encodeURIComponent('없는 사람')}`);
    expect(none.data).toEqual([]);
    expect(none._metadata.total).toBe(0);
  });

  it('pages with _metadata', async () => {
    const second = await list('?perPage=1&page=2');
    expect(second.data.map((row) => row.id)).toEqual([midnightMarch2.id]);
    expect(second._metadata).toEqual({ page: 2, perPage: 1, total: 4, totalPage: 4 });
    const far = await list(`?perPage=100&page=${Number.MAX_SAFE_INTEGER}`);
    expect(far.data).toEqual([]);
  });

  it.each([
    ['?status=SHIPPED', undefined],
    ['?lineStatus=LOST', undefined],
    ['?from=2026-13-01', CONSOLE_MESSAGES.dateRange],
    ['?from=2026-02-30', CONSOLE_MESSAGES.dateRange],
    ['?from=yesterday', CONSOLE_MESSAGES.dateRange],
    ['?from=2026-03-02&to=2026-03-01', CONSOLE_MESSAGES.dateRange],
    [`?q=${'가'.repeat(51)}`, CONSOLE_MESSAGES.searchTooLong],
    ['?perPage=101', undefined],
    ['?page=0', undefined],
  ])('refuses %s with a 400', async (query, message) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/orders${encodeURI(query)}`,
      headers: operator.headers,
    });
    expect(reply.statusCode).toBe(400);
    if (message) expect(reply.json().message).toBe(message);
  });
});

describe('GET /admin/orders/:id', () => {
  it('is the order the shopper reads, with its buyer', async () => {
    for (const who of [operator, owner]) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/orders/${lateOnMarch1.id}`,
        headers: who.headers,
      });
      expect(reply.statusCode).toBe(200);
      const detail = DetailEnvelope.parse(reply.json()).data;
      const own = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${lateOnMarch1.id}`, buyer);
      expect(detail.order).toEqual(own.body.data);
      expect(detail.buyer).toMatchObject({ userId: buyer.id, name: '김배송' });
    }
    const left = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/orders/${leftBuyersOrder}`,
      headers: operator.headers,
    });
    expect(DetailEnvelope.parse(left.json()).data.buyer.userId).toBeNull();
  });

  it('is 404 for an order that is not there, 400 for what cannot be an id', async () => {
    const read = (id: string) =>
      t.app.inject({ method: 'GET', url: `/v1/admin/orders/${id}`, headers: operator.headers });
    const missing = await read('2147483000');
    expect([missing.statusCode, missing.json().message]).toEqual([404, MESSAGES.orderNotFound]);
    for (const id of ['abc', '0', '99999999999']) expect((await read(id)).statusCode).toBe(400);
  });
});

describe('POST /admin/orders/:id/:action', () => {
  it('writes who did each step, the lines and the parcel before and after', async () => {
    const lines = lateOnMarch1.items.map((item) => item.id);
    const linesIn = (status: string) => lines.map((id) => ({ id, status }));
    expect((await step(operator, lateOnMarch1.id, 'prepare')).statusCode).toBe(200);
    const parcel = { courier: 'cj', trackingNumber: '123456789012' };
    expect((await step(owner, lateOnMarch1.id, 'ship', parcel)).statusCode).toBe(200);
    expect((await step(operator, lateOnMarch1.id, 'deliver')).statusCode).toBe(200);

    expect(await auditOf(lateOnMarch1.id)).toMatchObject([
      {
        actorUserId: operator.id,
        actorLabel: await emailOf(operator),
        action: 'order.prepare',
        targetType: 'ORDER',
        before: { lines: linesIn('PAID') },
        after: { lines: linesIn('PREPARING') },
      },
      {
        actorUserId: owner.id,
        actorLabel: await emailOf(owner),
        action: 'order.ship',
        before: { lines: linesIn('PREPARING') },
        after: { lines: linesIn('SHIPPING'), parcel },
      },
      {
        actorUserId: operator.id,
        action: 'order.deliver',
        before: { lines: linesIn('SHIPPING'), parcel: { ...parcel, delivered: false } },
        after: { lines: linesIn('DELIVERED'), parcel: { ...parcel, delivered: true } },
      },
    ]);
  });

  it('records nothing for a refused step or bad input, and changes nothing', async () => {
    const before = await auditCount();
    const state = await orderState(t.db, midnightMarch2.id);
    const refusals = [
      [await step(operator, midnightMarch2.id, 'prepare'), 409],
      [await step(operator, midnightMarch2.id, 'deliver'), 409],
      [await step(operator, midnightMarch2.id, 'ship'), 400],
      [
        await step(operator, midnightMarch2.id, 'ship', { courier: 'cj', trackingNumber: '1' }),
        400,
      ],
      [await step(operator, midnightMarch2.id, 'ship', { courier: 'dhl' }), 400],
      [await step(operator, midnightMarch2.id, 'refund'), 400],
      [await step(operator, unpaid.id, 'prepare'), 409],
      [await step(operator, 2147483000, 'prepare'), 404],
    ] as const;
    expect(refusals.map(([reply]) => reply.statusCode)).toEqual(
      refusals.map(([, status]) => status),
    );
    expect(await orderState(t.db, midnightMarch2.id)).toEqual(state);
    expect(await auditCount()).toBe(before);
  });
});
