import { MESSAGES, POINTS, type PointEntryKind } from '@chorok/contract';
import { pointEntries, type Transaction } from '@chorok/db';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Writing the 적립금 ledger (decision 0033). Spendable entries are lots with what is left of them
 * (`remaining`) and an expiry; an order remembers which lots its points came from (orders.pointLots)
 * so a refund puts them back where they were, expiry and all.
 */

export type PointLots = { entryId: number; amount: number }[];

const DAY_MS = 86_400_000;

interface EntryFacts {
  userId: number;
  orderId?: number | null;
  orderProductId?: number | null;
  title?: string | null;
  note?: string | null;
  now: Date;
}

/** A lot is live while something is left of it and its time is not up. */
export const liveLots = (userId: number, now: Date) =>
  and(
    eq(pointEntries.userId, userId),
    gt(pointEntries.remaining, 0),
    gt(pointEntries.expiresAt, now),
  );

/**
 * Takes `amount` from the user's live lots, soonest to expire first. The lots are locked, so two
 * takers at once queue and the second finds them gone. `taken` is null (nothing changed) when the
 * balance is short.
 */
export async function takeFromLots(
  tx: Transaction,
  userId: number,
  amount: number,
  now: Date,
): Promise<{ taken: PointLots | null; balance: number }> {
  const lots = await tx
    .select({ id: pointEntries.id, remaining: pointEntries.remaining })
    .from(pointEntries)
    .where(liveLots(userId, now))
    .orderBy(asc(pointEntries.expiresAt), asc(pointEntries.id))
    .for('update');
  const balance = lots.reduce((sum, lot) => sum + (lot.remaining ?? 0), 0);
  if (amount > balance) return { taken: null, balance };
  const taken: PointLots = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining ?? 0);
    taken.push({ entryId: lot.id, amount: take });
    left -= take;
  }
  for (const { entryId, amount: take } of taken)
    await tx
      .update(pointEntries)
      .set({ remaining: sql`${pointEntries.remaining} - ${take}` })
      .where(eq(pointEntries.id, entryId));
  return { taken, balance };
}

/**
 * Spends `amount` on an order (a SPEND entry): of two checkouts spending the same points the
 * second is refused (409 pointsInsufficient). Returns where the points came from.
 */
export async function spendPoints(
  tx: Transaction,
  amount: number,
  facts: EntryFacts,
): Promise<PointLots> {
  if (amount <= 0) return [];
  const { taken } = await takeFromLots(tx, facts.userId, amount, facts.now);
  if (!taken) throw AppError.conflict(MESSAGES.pointsInsufficient);
  await insertEntry(tx, 'SPEND', -amount, facts);
  return taken;
}

/**
 * Gives `amount` of an order's points back into the lots they came from, the longest-lived first,
 * and writes a RESTORE entry. A lot that has expired meanwhile takes its share back too and the
 * expiry sweep ends it (the points were due to expire; a refund does not renew them). Returns the
 * order's lots less what went back.
 */
export async function restorePoints(
  tx: Transaction,
  lots: PointLots,
  amount: number,
  facts: EntryFacts,
): Promise<PointLots> {
  if (amount <= 0 || lots.length === 0) return lots;
  const rows = await tx
    .select({ id: pointEntries.id, expiresAt: pointEntries.expiresAt })
    .from(pointEntries)
    .where(
      inArray(
        pointEntries.id,
        lots.map((lot) => lot.entryId),
      ),
    )
    .for('update');
  const expiry = new Map(rows.map((row) => [row.id, row.expiresAt?.getTime() ?? 0]));
  const order = [...lots].sort(
    (a, b) => (expiry.get(b.entryId) ?? 0) - (expiry.get(a.entryId) ?? 0),
  );
  let left = amount;
  const back = new Map<number, number>();
  for (const lot of order) {
    if (left === 0) break;
    const give = Math.min(left, lot.amount);
    back.set(lot.entryId, give);
    left -= give;
  }
  for (const [entryId, give] of back)
    await tx
      .update(pointEntries)
      .set({ remaining: sql`${pointEntries.remaining} + ${give}` })
      .where(eq(pointEntries.id, entryId));
  await insertEntry(tx, 'RESTORE', amount - left, facts);
  return lots
    .map((lot) => ({ ...lot, amount: lot.amount - (back.get(lot.entryId) ?? 0) }))
    .filter((lot) => lot.amount > 0);
}

/**
 * A new lot: earned on a confirmed line (EARN), a photo review (REVIEW_BONUS) or given by the
 * operator (ADJUST), usable for POINTS.validDays. A line earns each kind once (a unique index): a
 * second call writes nothing and returns null.
 */
export async function addPoints(
  tx: Transaction,
  kind: Extract<PointEntryKind, 'EARN' | 'REVIEW_BONUS' | 'ADJUST'>,
  amount: number,
  facts: EntryFacts,
): Promise<{ id: number; expiresAt: Date } | null> {
  if (amount <= 0) return null;
  const written = await tx
    .insert(pointEntries)
    .values({
      userId: facts.userId,
      kind,
      amount,
      remaining: amount,
      expiresAt: new Date(facts.now.getTime() + POINTS.validDays * DAY_MS),
      orderId: facts.orderId ?? null,
      orderProductId: facts.orderProductId ?? null,
      title: facts.title ?? null,
      note: facts.note ?? null,
      createdAt: facts.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id, expiresAt: pointEntries.expiresAt });
  const [lot] = written;
  return lot ? { id: lot.id, expiresAt: lot.expiresAt! } : null;
}

/**
 * A returned line takes back what it earned: whatever is left of that lot leaves the balance (a
 * REVOKE entry). Returns the part already spent, which the return's refund keeps back instead.
 */
export async function revokeEarned(
  tx: Transaction,
  orderProductId: number,
  facts: EntryFacts,
): Promise<number> {
  const [earned] = await tx
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.orderProductId, orderProductId), eq(pointEntries.kind, 'EARN')))
    .for('update');
  if (!earned) return 0;
  const left = earned.remaining ?? 0;
  const written = await tx
    .insert(pointEntries)
    .values({
      userId: earned.userId,
      kind: 'REVOKE',
      amount: -left,
      orderId: earned.orderId,
      orderProductId,
      title: facts.title ?? earned.title,
      createdAt: facts.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (written.length === 0) return 0;
  await tx.update(pointEntries).set({ remaining: 0 }).where(eq(pointEntries.id, earned.id));
  return earned.amount - left;
}

export async function insertEntry(
  tx: Transaction,
  kind: PointEntryKind,
  amount: number,
  facts: EntryFacts,
): Promise<number> {
  const [entry] = await tx
    .insert(pointEntries)
    .values({
      userId: facts.userId,
      kind,
      amount,
      orderId: facts.orderId ?? null,
      orderProductId: facts.orderProductId ?? null,
      title: facts.title ?? null,
      note: facts.note ?? null,
      createdAt: facts.now,
    })
    .returning({ id: pointEntries.id });
  return entry!.id;
}
