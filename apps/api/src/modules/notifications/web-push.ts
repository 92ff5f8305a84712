import type { WebPushSubscriptionBody } from '@chorok/contract';
import { webPushSubscriptions, type Database } from '@chorok/db';
import { and, eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { VapidKeys } from './vapid.ts';

/**
 * Stores the browser's subscription for the caller. An endpoint is one browser's: sent again it
 * replaces the keys, and sent by another account it moves to that account (the last to sign in).
 */
export async function subscribe(
  db: Database,
  userId: number,
  body: WebPushSubscriptionBody,
): Promise<null> {
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  };
  await db
    .insert(webPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: { ...values, failureCount: 0, createdAt: sql`now()` },
    });
  return null;
}

/** Whether the caller has a stored subscription with that endpoint (another user's does not count). */
export async function subscriptionStatus(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<{ stored: boolean }> {
  const count = await db.$count(
    webPushSubscriptions,
    and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)),
  );
  return { stored: count > 0 };
}

/** Forgets the caller's subscription with that endpoint; another user's is left alone. */
export async function unsubscribe(db: Database, userId: number, endpoint: string): Promise<null> {
  await db
    .delete(webPushSubscriptions)
    .where(
      and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)),
    );
  return null;
}

export interface WebPushMessage {
  title: string;
  body: string;
  url: string;
  notificationId: number;
}

export const WEB_PUSH_TAG = 'chorok-reminder';
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends to every subscription of the user (RFC 8291 aes128gcm payload, RFC 8292 VAPID) and returns
 * how many the push services accepted. 404/410 mean the subscription is gone: deleted; any other
 * failure counts against it.
 */
export async function sendWebPush(
  db: Database,
  vapid: () => VapidKeys,
  userId: number,
  message: WebPushMessage,
): Promise<{ targets: number; sent: number }> {
  const subscriptions = await db
    .select()
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId));
  if (subscriptions.length === 0) return { targets: 0, sent: 0 };
  const keys = vapid();
  const { title, body, url, notificationId } = message;
  const payload = JSON.stringify({ title, body, url, tag: WEB_PUSH_TAG, notificationId });
  let sent = 0;
  for (const subscription of subscriptions) {
    const status = await post(keys, subscription, payload);
    const where = eq(webPushSubscriptions.id, subscription.id);
    if (status >= 200 && status < 300) {
      sent++;
      await db
        .update(webPushSubscriptions)
        .set({ lastSuccessAt: sql`now()`, failureCount: 0 })
        .where(where);
    } else if (status === 404 || status === 410) {
      await db.delete(webPushSubscriptions).where(where);
    } else {
      await db
        .update(webPushSubscriptions)
        .set({ failureCount: sql`${webPushSubscriptions.failureCount} + 1` })
        .where(where);
    }
  }
  return { targets: subscriptions.length, sent };
}

/** The push service's HTTP status; 0 when it could not be reached or the keys are unusable. */
async function post(
  vapidDetails: VapidKeys,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<number> {
  try {
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}
