import { REMINDERS, type SentNotification } from '@chorok/contract';
import {
  deviceInfos,
  notifications,
  notificationSettings,
  webPushSubscriptions,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, desc, eq } from 'drizzle-orm';
import type { Delivery } from './deliver.ts';

/** The caller's latest notifications, newest first. */
export async function listNotifications(db: Database, userId: number): Promise<SentNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(REMINDERS.recentLimit);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    orderId: row.orderId,
    title: row.title,
    body: row.body,
    url: row.url,
    kinds: row.kinds,
    plantIds: row.plantIds,
    day: row.day,
    deliveries: row.deliveries as Delivery[],
    sentAt: row.sentAt.toISOString(),
  }));
}

/** Account deletion: the user's reminder settings, push subscriptions and notifications go. */
export async function erasePushData(tx: Transaction | Database, userId: number): Promise<void> {
  await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  // push_outbox rows go with their notification (ON DELETE CASCADE).
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

/** Sign-out: the push tokens this session registered go with it (decision 0027). */
export async function forgetSessionDevices(
  db: Pick<Database, 'delete'>,
  session: { jti: string; userId: number },
): Promise<void> {
  await db
    .delete(deviceInfos)
    .where(and(eq(deviceInfos.userId, session.userId), eq(deviceInfos.sessionJti, session.jti)));
}
