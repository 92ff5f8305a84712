import { isPushServiceEndpoint, MESSAGES, type WebPushSubscriptionBody } from '@chorok/contract';
import { webPushSubscriptions, type Database } from '@chorok/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { AppError } from '../../lib/app-error.ts';
import type { VapidKeys } from './vapid.ts';

/**
 * Stores the browser's subscription for the caller; sent again by its owner it replaces the keys.
 * An endpoint stored for another account stays theirs (409): whoever knows an endpoint cannot take
 * it over (decision 0027). The owner's browser proves itself by subscribing afresh (a new endpoint).
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
  const [stored] = await db
    .insert(webPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, failureCount: 0, createdAt: sql`now()` },
      setWhere: eq(webPushSubscriptions.userId, userId),
    })
    .returning({ id: webPushSubscriptions.id });
  if (!stored) throw new AppError('CONFLICT', MESSAGES.pushSubscriptionTaken);
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

/** How a push goes out: the VAPID keys, and (tests only) the relay origin every push goes to. */
export interface WebPushSender {
  vapid: () => VapidKeys;
  relay: string | null;
}

/**
 * Sends to every subscription of the user (RFC 8291 aes128gcm payload, RFC 8292 VAPID). 404/410
 * mean the subscription is gone: deleted; any other failure counts against it. Only endpoints of
 * the push services are posted to (a row stored before that rule is dropped unsent), and the
 * answer is the number of targets, never how each answered (decision 0027).
 */
export async function sendWebPush(
  db: Database,
  sender: WebPushSender,
  userId: number,
  message: WebPushMessage,
): Promise<{ targets: number }> {
  const subscriptions = await db
    .select()
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId));
  const refused = subscriptions.filter((s) => !isPushServiceEndpoint(s.endpoint));
  if (refused.length > 0)
    await db.delete(webPushSubscriptions).where(
      inArray(
        webPushSubscriptions.id,
        refused.map((s) => s.id),
      ),
    );
  const targets = subscriptions.filter((s) => isPushServiceEndpoint(s.endpoint));
  if (targets.length === 0) return { targets: 0 };
  const keys = sender.vapid();
  const { title, body, url, notificationId } = message;
  const payload = JSON.stringify({ title, body, url, tag: WEB_PUSH_TAG, notificationId });
  for (const subscription of targets) {
    const status = await post(keys, sender.relay, subscription, payload);
    const where = eq(webPushSubscriptions.id, subscription.id);
    if (status >= 200 && status < 300) {
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
  return { targets: targets.length };
}

/**
 * The push service's HTTP status; 0 when it could not be reached or the keys are unusable. A
 * redirect is never followed (`redirect: 'manual'`): a 3xx is a failure like any other.
 */
async function post(
  vapidDetails: VapidKeys,
  relay: string | null,
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
    const target = new URL(request.endpoint);
    const response = await fetch(relay ? new URL(target.pathname + target.search, relay) : target, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}
