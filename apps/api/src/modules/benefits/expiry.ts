import { formatWon, POINTS } from '@chorok/contract';
import { pointEntries, users, type Database } from '@chorok/db';
import { and, asc, eq, gt, inArray, isNull, lte, min } from 'drizzle-orm';
import type { Notify, OrderNotice } from '../notifications/notify.ts';
import { seoulMonthDayTime } from '../../lib/seoul-time.ts';

/*
 * The clock's part of 적립금 (decision 0033), run by the order sweep every minute from every server
 * process: lots whose time is up expire, and shoppers hear a week before theirs do. Each function
 * takes `now`, so tests move the clock instead of waiting, and each changes a lot only with a
 * conditional UPDATE, so two sweeps at once (or one run twice) do the work once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** At most this many batches a run; the next minute does the rest. */
const MAX_BATCHES = 20;

/**
 * Lots with something left and their time up: each gets an EXPIRE entry for what was left and
 * is emptied, a batch per transaction. Returns the number of lots expired.
 */
export async function expirePoints(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await db.transaction(async (tx) => {
      // Locked, so `remaining` stays what it reads until the batch commits; a lot another sweep
      // (or a checkout spending it) holds is left for the next run.
      const due = await tx
        .select({
          id: pointEntries.id,
          userId: pointEntries.userId,
          remaining: pointEntries.remaining,
        })
        .from(pointEntries)
        .where(and(gt(pointEntries.remaining, 0), lte(pointEntries.expiresAt, now)))
        .orderBy(asc(pointEntries.expiresAt), asc(pointEntries.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const emptied = await tx
        .update(pointEntries)
        .set({ remaining: 0 })
        .where(
          and(
            inArray(
              pointEntries.id,
              due.map((lot) => lot.id),
            ),
            gt(pointEntries.remaining, 0),
          ),
        )
        .returning({ id: pointEntries.id });
      const ids = new Set(emptied.map((lot) => lot.id));
      const entries = due
        .filter((lot) => ids.has(lot.id))
        .map((lot) => ({
          userId: lot.userId,
          kind: 'EXPIRE' as const,
          amount: -(lot.remaining ?? 0),
          title: null,
          note: null,
          createdAt: now,
        }));
      if (entries.length > 0) await tx.insert(pointEntries).values(entries);
      return due.length;
    });
    expired += done;
    if (done < BATCH) break;
  }
  return expired;
}

/** The notice of what is about to expire: the amount, and when the first of it goes. */
export function pointsExpiringNotice(
  userId: number,
  amount: number,
  soonest: Date,
  latest: Date,
): OrderNotice {
  const when = seoulMonthDayTime(soonest);
  return {
    userId,
    type: 'POINTS_EXPIRING',
    orderId: null,
    title: `적립금 ${formatWon(amount)}이 곧 사라져요`,
    body:
      latest.getTime() > soonest.getTime()
        ? `${when}부터 차례로 사라져요. 사라지기 전에 주문할 때 써 보세요.`
        : `${when}에 사라져요. 사라지기 전에 주문할 때 써 보세요.`,
    url: '/profile/points',
  };
}

/**
 * Shoppers whose lots expire within POINTS.expiryNoticeDays and were not yet told: one notice
 * each (in the list and pushed) for all such lots, which are marked told first, so a lot is told
 * of once. Notices go out after the batch commits. Returns the number of shoppers told.
 */
export async function noticeExpiringPoints(
  db: Database,
  notify: Notify,
  now: Date = new Date(),
): Promise<number> {
  const horizon = new Date(now.getTime() + POINTS.expiryNoticeDays * DAY_MS);
  const due = and(
    gt(pointEntries.remaining, 0),
    gt(pointEntries.expiresAt, now),
    lte(pointEntries.expiresAt, horizon),
    isNull(pointEntries.expiryNoticedAt),
  );
  let told = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const userIds = (
      await db
        .select({ userId: pointEntries.userId })
        .from(pointEntries)
        .innerJoin(users, and(eq(users.id, pointEntries.userId), isNull(users.deletedAt)))
        .where(due)
        .groupBy(pointEntries.userId)
        .orderBy(min(pointEntries.expiresAt), asc(pointEntries.userId))
        .limit(BATCH)
    ).map((row) => row.userId);
    if (userIds.length === 0) break;
    // The conditional UPDATE is the claim: of two sweeps at once, one marks a lot, the other
    // finds it marked and tells nobody about it.
    const claimed = await db
      .update(pointEntries)
      .set({ expiryNoticedAt: now })
      .where(and(inArray(pointEntries.userId, userIds), due))
      .returning({
        userId: pointEntries.userId,
        remaining: pointEntries.remaining,
        expiresAt: pointEntries.expiresAt,
      });
    const byUser = new Map<number, { amount: number; soonest: Date; latest: Date }>();
    for (const lot of claimed) {
      const expiresAt = lot.expiresAt!;
      const sum = byUser.get(lot.userId);
      if (!sum)
        byUser.set(lot.userId, {
          amount: lot.remaining ?? 0,
          soonest: expiresAt,
          latest: expiresAt,
        });
      else {
        sum.amount += lot.remaining ?? 0;
        if (expiresAt < sum.soonest) sum.soonest = expiresAt;
        if (expiresAt > sum.latest) sum.latest = expiresAt;
      }
    }
    // In the order the shoppers were picked: whose points go first, first.
    for (const userId of userIds) {
      const lots = byUser.get(userId);
      if (!lots) continue;
      await notify(pointsExpiringNotice(userId, lots.amount, lots.soonest, lots.latest));
      told++;
    }
    if (userIds.length < BATCH) break;
  }
  return told;
}
