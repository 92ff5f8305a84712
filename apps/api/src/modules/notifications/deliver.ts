import type { NOTIFICATION_CHANNELS } from '@chorok/contract';
import { deviceInfos, pushOutbox, type Database } from '@chorok/db';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../env.ts';
import { createFcmClient, type FcmClient } from './fcm.ts';
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
  /** null → native pushes are written to push_outbox. */
  fcm: FcmClient | null;
}

/**
 * One notification to every place the user gets pushes: each Web Push subscription, and each
 * native device token through FCM (or into the outbox when FCM is not configured). Returns the
 * count of targets per channel, not how each answered: the user sees where it went, never what a
 * push service said about an endpoint (decision 0027).
 */
export function createDeliver({ db, vapid, webPushRelay = null, fcm }: DeliveryDeps): Deliver {
  return async (notification) => {
    const deliveries: Delivery[] = [];
    const sender = { vapid, relay: webPushRelay };
    const web = await sendWebPush(db, sender, notification.userId, notification);
    if (web.targets > 0) deliveries.push({ channel: 'WEB_PUSH', count: web.targets });

    const devices = await db
      .select({ id: deviceInfos.id, token: deviceInfos.fcmToken })
      .from(deviceInfos)
      .where(eq(deviceInfos.userId, notification.userId));
    const tokens = devices.filter((device) => device.token.trim() !== '');
    if (tokens.length === 0) return deliveries;
    const { title, body, url, notificationId } = notification;
    if (!fcm) {
      await db.insert(pushOutbox).values(
        tokens.map((device) => ({
          notificationId,
          deviceToken: device.token,
          payload: { title, body, url, notificationId },
        })),
      );
      deliveries.push({ channel: 'OUTBOX', count: tokens.length });
      return deliveries;
    }
    for (const device of tokens) {
      const result = await fcm.send(device.token, {
        title,
        body,
        data: { url, notificationId: String(notificationId) },
      });
      if (result === 'gone')
        await db
          .delete(deviceInfos)
          .where(and(eq(deviceInfos.id, device.id), eq(deviceInfos.userId, notification.userId)));
    }
    deliveries.push({ channel: 'NATIVE_PUSH', count: tokens.length });
    return deliveries;
  };
}

/** The delivery the configuration asks for: VAPID keys from env or DATA_DIR, FCM when given. */
export function deliveryFromConfig(db: Database, config: Config): DeliveryDeps {
  const { fcm } = config.reminders;
  return {
    db,
    vapid: lazyVapidKeys(config.reminders, config.dataDir),
    webPushRelay: config.reminders.webPushRelay,
    fcm: fcm ? createFcmClient(fcm.serviceAccount, fcm.apiBaseUrl) : null,
  };
}
