import { POINTS } from '@chorok/contract';
import { notifications, pointEntries, users } from '@chorok/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { OrderNotice } from '../notifications/notify.ts';
import { runOrderSweeps } from '../orders/sweeps.ts';
import { expirePoints, noticeExpiringPoints } from './expiry.ts';
import { pointsBalance } from './points.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every test has a clock of its own, years apart, so one test's lots are long expired (and told
 * of) before the next test's clock starts.
 */
let era = 0;
function clock() {
  const now = new Date(Date.UTC(2030 + 2 * era++, 4, 1, 3, 0, 0));
  return { now, at: (days: number) => new Date(now.getTime() + days * DAY) };
}

async function lots(
  userId: number,
  specs: { amount: number; remaining?: number; expiresAt: Date }[],
) {
  const rows = await t.db
    .insert(pointEntries)
    .values(
      specs.map((spec) => ({
        userId,
        kind: 'EARN' as const,
        amount: spec.amount,
        remaining: spec.remaining ?? spec.amount,
        expiresAt: spec.expiresAt,
        title: '몬스테라',
      })),
    )
    .returning({ id: pointEntries.id });
  return rows.map((row) => row.id);
}

const entriesOf = (userId: number) =>
  t.db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId))
    .orderBy(asc(pointEntries.id));

/** A notifier that keeps what it is asked to send, then sends it as the server does. */
function recordingNotify() {
  const sent: OrderNotice[] = [];
  const notify = async (notice: OrderNotice) => {
    sent.push(notice);
    await t.app.notify(notice);
  };
  return { sent, notify };
}

describe('expirePoints', () => {
  it('empties each lot whose time is up into an EXPIRE entry of what was left, once', async () => {
    const { now, at } = clock();
    const who = await signIn(t.app, t.db);
    const [gone, partly, live, spent, exact] = await lots(who.id, [
      { amount: 1_000, expiresAt: at(-3) },
      { amount: 800, remaining: 300, expiresAt: at(-1) },
      { amount: 500, expiresAt: at(1) },
      { amount: 200, remaining: 0, expiresAt: at(-2) },
      { amount: 40, expiresAt: now },
    ]);
    const balance = await pointsBalance(t.db, who.id, now);
    expect(balance).toBe(500);

    expect(await expirePoints(t.db, now)).toBeGreaterThanOrEqual(3);
    const after = await entriesOf(who.id);
    const byId = new Map(after.map((entry) => [entry.id, entry]));
    expect([gone, partly, live, spent, exact].map((id) => byId.get(id!)!.remaining)).toEqual([
      0, 0, 500, 0, 0,
    ]);
    const expired = after.filter((entry) => entry.kind === 'EXPIRE');
    expect(
      expired.map(({ amount, remaining, expiresAt, title, note, orderId, createdAt }) => ({
        amount,
        remaining,
        expiresAt,
        title,
        note,
        orderId,
        createdAt,
      })),
    ).toEqual(
      [-1_000, -300, -40].map((amount) => ({
        amount,
        remaining: null,
        expiresAt: null,
        title: null,
        note: null,
        orderId: null,
        createdAt: now,
      })),
    );
    // What could be spent is what it was: expired lots never counted.
    expect(await pointsBalance(t.db, who.id, now)).toBe(balance);

    // Again, and two at once: nothing more.
    expect(await expirePoints(t.db, now)).toBe(0);
    await Promise.all([expirePoints(t.db, at(0.5)), expirePoints(t.db, at(0.5))]);
    expect(await entriesOf(who.id)).toEqual(after);
  });

  it('expires a lot once when two sweeps run at once', async () => {
    const { at } = clock();
    const shoppers = await Promise.all([signIn(t.app, t.db), signIn(t.app, t.db)]);
    for (const who of shoppers)
      await lots(
        who.id,
        Array.from({ length: 6 }, (_, i) => ({ amount: 100 + i, expiresAt: at(-1 - i) })),
      );
    const ids = shoppers.map((who) => who.id);
    await Promise.all([expirePoints(t.db, at(0)), expirePoints(t.db, at(0))]);
    const rows = await t.db
      .select()
      .from(pointEntries)
      .where(inArray(pointEntries.userId, ids))
      .orderBy(asc(pointEntries.id));
    const expired = rows.filter((row) => row.kind === 'EXPIRE');
    expect(expired).toHaveLength(12);
    expect(expired.reduce((sum, row) => sum + row.amount, 0)).toBe(-2 * (6 * 100 + 15));
    expect(rows.filter((row) => row.kind === 'EARN').every((row) => row.remaining === 0)).toBe(
      true,
    );
  });
});

describe('noticeExpiringPoints', () => {
  it('tells a shopper once of what expires within 7 days, with the first date in Seoul time', async () => {
    const { now, at } = clock();
    const who = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    // Seoul: 2030-05-04 15:30, and 05-07 12:00.
    await lots(who.id, [
      { amount: 500, expiresAt: new Date(now.getTime() + 3 * DAY + 3.5 * 3600_000) },
      { amount: 900, remaining: 200, expiresAt: new Date(now.getTime() + 6 * DAY) },
      { amount: 300, expiresAt: at(10) },
      { amount: 60, expiresAt: at(-1) },
      { amount: 70, remaining: 0, expiresAt: at(2) },
    ]);
    await lots(other.id, [{ amount: 1_500, expiresAt: at(POINTS.expiryNoticeDays) }]);

    const first = recordingNotify();
    expect(await noticeExpiringPoints(t.db, first.notify, now)).toBe(2);
    expect(first.sent).toEqual([
      {
        userId: who.id,
        type: 'POINTS_EXPIRING',
        orderId: null,
        title: '적립금 700원이 곧 사라져요',
        body: '5월 4일 15:30부터 차례로 사라져요. 사라지기 전에 주문할 때 써 보세요.',
        url: '/profile/points',
      },
      {
        userId: other.id,
        type: 'POINTS_EXPIRING',
        orderId: null,
        title: '적립금 1,500원이 곧 사라져요',
        body: '5월 8일 12:00에 사라져요. 사라지기 전에 주문할 때 써 보세요.',
        url: '/profile/points',
      },
    ]);
    // In the shopper's list, as order notices are.
    const listed = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'POINTS_EXPIRING')));
    expect(listed).toMatchObject([
      { title: '적립금 700원이 곧 사라져요', url: '/profile/points', orderId: null },
    ]);

    // Again, later the same day, and two at once: nobody is told twice.
    const again = recordingNotify();
    expect(await noticeExpiringPoints(t.db, again.notify, new Date(now.getTime() + 3600_000))).toBe(
      0,
    );
    await Promise.all([
      noticeExpiringPoints(t.db, again.notify, now),
      noticeExpiringPoints(t.db, again.notify, now),
    ]);
    expect(again.sent).toEqual([]);

    // Four days on, the 300 comes within the week: told of that alone.
    const later = recordingNotify();
    expect(await noticeExpiringPoints(t.db, later.notify, at(4))).toBe(1);
    expect(later.sent).toMatchObject([{ userId: who.id, title: '적립금 300원이 곧 사라져요' }]);
  });

  it('tells nobody who has left', async () => {
    const { now, at } = clock();
    const who = await signIn(t.app, t.db);
    await lots(who.id, [{ amount: 800, expiresAt: at(2) }]);
    await t.db.update(users).set({ deletedAt: now, email: null }).where(eq(users.id, who.id));
    const run = recordingNotify();
    expect(await noticeExpiringPoints(t.db, run.notify, now)).toBe(0);
    expect(run.sent).toEqual([]);
  });
});

describe('the order sweep', () => {
  it('expires lots and tells of the ones about to, on its clock', async () => {
    const { now, at } = clock();
    const who = await signIn(t.app, t.db);
    const [old] = await lots(who.id, [
      { amount: 400, expiresAt: at(-1) },
      { amount: 250, expiresAt: at(3) },
    ]);
    const run = recordingNotify();
    await runOrderSweeps({ db: t.db, provider: t.app.paymentProvider, notify: run.notify }, now);
    const rows = await entriesOf(who.id);
    expect(rows.find((row) => row.id === old)!.remaining).toBe(0);
    expect(rows.filter((row) => row.kind === 'EXPIRE').map((row) => row.amount)).toEqual([-400]);
    expect(run.sent.map((notice) => [notice.userId, notice.title])).toEqual([
      [who.id, '적립금 250원이 곧 사라져요'],
    ]);
  });
});
