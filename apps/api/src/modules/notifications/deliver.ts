import type { NOTIFICATION_CHANNELS } from '@chorok/contract';
import { deviceInfos, pushOutbox, type Database } from '@chorok/db';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../env.ts';
import { createApnsClient } from './apns.ts';
import { createFcmClient, type NativePushClient } from './fcm.ts';
import { lazyVapidKeys, type VapidKeys } from './vapid.ts';
import { sendWebPush, type WebPushMessage } from './web-push.ts';

export type Channel = (typeof NOTIFICATION_CHANNELS)[number];
export interface Delivery {
  channel: Channel;
  count: number;
}

export interface ClaimedNotification extends WebPushMessage {
  userId: number;
}

export type Deliver = (notification: ClaimedNotification) => Promise<Delivery[]>;

export interface DeliveryDeps {
  db: Database;
  vapid: () => VapidKeys;
  /** Tests only: the origin every Web Push goes to (WEB_PUSH_RELAY_URL). */
  webPushRelay?: string | null;
  /** null → the Android app's pushes (and the iOS app's, when it registers with FCM) go to push_outbox. */
  fcm: NativePushClient | null;
  /** null → the iOS app's own APNs tokens go to push_outbox. */
  apns?: NativePushClient | null;
}

/**
 * The service a device token belongs to. The iOS app hands over the APNs token itself (hex, 32
 * bytes today; Apple says the length may grow); an FCM registration token is never all hex.
 */
export function nativeServiceOf(device: { deviceType: string; token: string }): 'APNS' | 'FCM' {
  return device.deviceType === 'ios' && /^[0-9a-f]{64,200}$/i.test(device.token) ? 'APNS' : 'FCM';
}

/**
 * One notification to every place the user gets pushes: each Web Push subscription, and each
 * native device token through its service, FCM or APNs (into the outbox when that one is not
 * configured). Returns the
 * count of targets per channel, not how each answered: the user sees where it went, never what a
 * push service said about an endpoint (decision 0027).
 */
export function createDeliver({
  db,
  vapid,
  webPushRelay = null,
  fcm,
  apns = null,
}: DeliveryDeps): Deliver {
  return async (notification) => {
    const deliveries: Delivery[] = [];
    const sender = { vapid, relay: webPushRelay };
    const web = await sendWebPush(db, sender, notification.userId, notification);
    if (web.targets > 0) deliveries.push({ channel: 'WEB_PUSH', count: web.targets });

    const devices = await db
      .select({
        id: deviceInfos.id,
        token: deviceInfos.fcmToken,
        deviceType: deviceInfos.deviceType,
      })
      .from(deviceInfos)
      .where(eq(deviceInfos.userId, notification.userId));
    const tokens = devices.filter((device) => device.token.trim() !== '');
    if (tokens.length === 0) return deliveries;
    const { title, body, url, notificationId } = notification;
    const clientOf = (device: (typeof tokens)[number]) =>
      nativeServiceOf(device) === 'APNS' ? apns : fcm;
    const unsent = tokens.filter((device) => !clientOf(device));
    if (unsent.length > 0) {
      await db.insert(pushOutbox).values(
        unsent.map((device) => ({
          notificationId,
          deviceToken: device.token,
          payload: { title, body, url, notificationId },
        })),
      );
      deliveries.push({ channel: 'OUTBOX', count: unsent.length });
    }
    let sent = 0;
    for (const device of tokens) {
      const client = clientOf(device);
      if (!client) continue;
      sent += 1;
      const result = await client.send(device.token, {
        title,
        body,
        data: { url, notificationId: String(notificationId) },
      });
      if (result === 'gone')
        await db
          .delete(deviceInfos)
          .where(and(eq(deviceInfos.id, device.id), eq(deviceInfos.userId, notification.userId)));
    }
    if (sent > 0) deliveries.push({ channel: 'NATIVE_PUSH', count: sent });
    return deliveries;
  };
}

/** The delivery the configuration asks for: VAPID keys from env or DATA_DIR, FCM and APNs when given. */
export function deliveryFromConfig(db: Database, config: Config): DeliveryDeps {
  const { fcm, apns } = config.reminders;
  return {
    db,
    vapid: lazyVapidKeys(config.reminders, config.dataDir),
    webPushRelay: config.reminders.webPushRelay,
    fcm: fcm ? createFcmClient(fcm.serviceAccount, fcm.apiBaseUrl) : null,
    apns: apns ? createApnsClient(apns) : null,
  };
}
