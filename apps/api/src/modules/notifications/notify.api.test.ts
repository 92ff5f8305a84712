import { notifications } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { fakeDueCare } from '../../test/due-care-fake.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { ClaimedNotification, Deliver } from './deliver.ts';
import { createNotifier } from './notify.ts';
import { createReminderRunner } from './runner.ts';
import { listNotifications } from './service.ts';

/* Order notices: any number a day, beside (not instead of) the day's care reminder. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const delivered: ClaimedNotification[] = [];
const deliver: Deliver = async (notification) => {
  delivered.push(notification);
  return [{ channel: 'OUTBOX', count: 1 }];
};
const at = new Date('2026-03-02T00:30:00Z'); // 09:30 in Seoul

describe('order notices', () => {
  it('are recorded and pushed, twice a day if need be, and the care reminder still goes out', async () => {
    const who = await signIn(t.app, t.db);
    const notify = createNotifier({ db: t.db, deliver, now: () => at });
    // An order of someone else's is not needed: the row only points at an order id.
    const [order] = await t.db
      .execute<{ id: number }>(
        `insert into orders (order_number, user_id, order_name, items_total, shipping_fee, total_amount, address_id, receiver_name, receiver_phone_number, zonecode, road_address)
       values ('CHRNOTIFY${who.id}', ${who.id}, '몬스테라', 10000, 3000, 13000, 1, '김초록', '01012345678', '04524', '서울 중구 세종대로 110') returning id`,
      )
      .then((result) => ((result as { rows?: unknown }).rows ?? result) as { id: number }[]);
    for (const type of ['ORDER_SHIPPED', 'ORDER_DELIVERED'] as const)
      await notify({
        userId: who.id,
        type,
        orderId: order!.id,
        title: type,
        body: '본문',
        url: `/order/${order!.id}`,
      });

    const due = fakeDueCare();
    due.set(who.id, [{ plantId: 1, plantName: '몬스테라', kinds: ['WATERING'] }]);
    await createReminderRunner({ db: t.db, findDueCare: due.findDueCare, deliver }).run({ at });

    const list = await listNotifications(t.db, who.id);
    expect(list.map((n) => n.type).sort()).toEqual([
      'CARE_REMINDER',
      'ORDER_DELIVERED',
      'ORDER_SHIPPED',
    ]);
    expect(list.find((n) => n.type === 'ORDER_SHIPPED')).toMatchObject({
      orderId: order!.id,
      url: `/order/${order!.id}`,
      day: '2026-03-02',
      deliveries: [{ channel: 'OUTBOX', count: 1 }],
    });
    expect(delivered.filter((n) => n.userId === who.id)).toHaveLength(3);
  });

  it('never throw: a failed push leaves the notice in the list', async () => {
    const who = await signIn(t.app, t.db);
    const errors: unknown[] = [];
    const notify = createNotifier({
      db: t.db,
      deliver: async () => {
        throw new Error('push service down');
      },
      now: () => at,
      log: { error: (entry: unknown) => errors.push(entry) },
    });
    await expect(
      notify({
        userId: who.id,
        type: 'ORDER_SHIPPED',
        orderId: 0,
        title: 't',
        body: 'b',
        url: '/',
      }),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(rows).toHaveLength(0); // order 0 does not exist: the insert itself failed, and was logged
  });
});
