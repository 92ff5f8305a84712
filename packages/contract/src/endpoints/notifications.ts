import * as z from 'zod/mini';
import '../zod-setup.ts';
import { IsoDateTime } from '../common.ts';
import { REMINDERS, TODO_KINDS, WEEKDAYS } from '../constants.ts';
import { NOTIFICATION_TYPES } from '../after-delivery.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { isPushServiceEndpoint } from '../push-services.ts';

/** A user's reminder settings (shown on the profile). */
export const NotificationSettings = z.object({
  /** Hour of the day in Asia/Seoul (0–23) the daily reminder goes out. */
  hour: z.int(),
  /** Weekdays (0 Sunday … 6 Saturday, Seoul) with no reminder. */
  quietDays: z.array(z.int()),
  /** Each kind on or off for every plant (a plant's own alarm flags apply as well). */
  watering: z.boolean(),
  airExposure: z.boolean(),
  repotting: z.boolean(),
  fertilizing: z.boolean(),
  misting: z.boolean(),
  leafWiping: z.boolean(),
  myTask: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

const Hour = z
  .int({ error: MESSAGES.reminderHour })
  .check(
    z.minimum(0, { error: MESSAGES.reminderHour }),
    z.maximum(23, { error: MESSAGES.reminderHour }),
  );
const Weekday = z.int().check(z.minimum(WEEKDAYS[0]), z.maximum(WEEKDAYS[6]));

export const NotificationSettingsBody = z.strictObject({
  hour: z.optional(Hour),
  quietDays: z.optional(z.array(Weekday).check(z.maxLength(7))),
  watering: z.optional(z.boolean()),
  airExposure: z.optional(z.boolean()),
  repotting: z.optional(z.boolean()),
  fertilizing: z.optional(z.boolean()),
  misting: z.optional(z.boolean()),
  leafWiping: z.optional(z.boolean()),
  myTask: z.optional(z.boolean()),
});
export type NotificationSettingsBody = z.input<typeof NotificationSettingsBody>;

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const WebPushSubscriptionBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: MESSAGES.pushSubscriptionInvalid }).check(
    z.maxLength(2048, { error: MESSAGES.pushSubscriptionInvalid }),
    // Only the browsers' push services: the server POSTs to this URL (decision 0027).
    z.refine(isPushServiceEndpoint, { error: MESSAGES.pushServiceNotAllowed }),
  ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
});
export type WebPushSubscriptionBody = z.input<typeof WebPushSubscriptionBody>;

/** One of this browser's push subscriptions, named by its endpoint. */
export const WebPushEndpointBody = z.strictObject({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
});

export const WebPushStatus = z.object({
  /** True when the caller has a stored subscription with this endpoint. */
  stored: z.boolean(),
});
export type WebPushStatus = z.infer<typeof WebPushStatus>;

export const NOTIFICATION_CHANNELS = ['WEB_PUSH', 'NATIVE_PUSH', 'OUTBOX'] as const;

/** One notification sent to the user: a day's grouped care reminder, or a step of an order. */
export const SentNotification = z.object({
  id: z.int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The order it is about (order and claim notifications). */
  orderId: z.nullable(z.int()),
  title: z.string(),
  body: z.string(),
  /** Where tapping it leads: the plant's page when one plant, the dashboard, or the order. */
  url: z.string(),
  kinds: z.array(z.enum(TODO_KINDS)),
  plantIds: z.array(z.int()),
  /** The Seoul day it was for. */
  day: z.iso.date(),
  /**
   * Where it was sent, per channel: the number of subscriptions or devices it went to, whatever
   * each answered (what a push service says about an endpoint is never shown; decision 0027).
   */
  deliveries: z.array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), count: z.int() })),
  sentAt: IsoDateTime,
});
export type SentNotification = z.infer<typeof SentNotification>;

export const ReminderRunResult = z.object({
  /** The Seoul day and hour the run was for. */
  day: z.iso.date(),
  hour: z.int(),
  /** Users sent a notification in this run (0 when another instance already sent today's). */
  notifiedUsers: z.int(),
  notifications: z.int(),
});
export type ReminderRunResult = z.infer<typeof ReminderRunResult>;

export const notificationsEndpoints = {
  getNotificationSettings: defineEndpoint({
    id: 'getNotificationSettings',
    method: 'GET',
    path: '/notifications/settings',
    summary: `The caller's reminder settings (default: ${REMINDERS.defaultHour}:00 Asia/Seoul, every day, every kind)`,
    tag: 'notifications',
    auth: 'required',
    data: NotificationSettings,
  }),
  updateNotificationSettings: defineEndpoint({
    id: 'updateNotificationSettings',
    method: 'PATCH',
    path: '/notifications/settings',
    summary: 'Change the reminder hour, quiet days or kinds',
    tag: 'notifications',
    auth: 'required',
    body: NotificationSettingsBody,
    data: NotificationSettings,
  }),
  getWebPushKey: defineEndpoint({
    id: 'getWebPushKey',
    method: 'GET',
    path: '/notifications/web-push/key',
    summary: "The server's VAPID public key (base64url) for PushManager.subscribe",
    tag: 'notifications',
    auth: 'none',
    data: z.object({ publicKey: z.string() }),
  }),
  subscribeWebPush: defineEndpoint({
    id: 'subscribeWebPush',
    method: 'POST',
    path: '/notifications/web-push/subscriptions',
    summary:
      "Store this browser's push subscription for the caller (the same endpoint again replaces its keys). Only https endpoints of the browsers' push services (PUSH_SERVICE_HOSTS) are accepted; an endpoint stored for another account is a 409 and stays theirs",
    tag: 'notifications',
    auth: 'required',
    body: WebPushSubscriptionBody,
    data: z.null(),
    successStatus: 201,
  }),
  getWebPushStatus: defineEndpoint({
    id: 'getWebPushStatus',
    method: 'POST',
    path: '/notifications/web-push/status',
    summary:
      "Whether this browser's push subscription (by its endpoint) is stored for the caller, so the screen claims reminders on this device only when they can reach it. POST: the endpoint, a capability URL, stays out of addresses and logs",
    tag: 'notifications',
    auth: 'required',
    body: WebPushEndpointBody,
    data: WebPushStatus,
  }),
  unsubscribeWebPush: defineEndpoint({
    id: 'unsubscribeWebPush',
    method: 'POST',
    path: '/notifications/web-push/unsubscribe',
    summary: "Forget one of the caller's push subscriptions by its endpoint",
    tag: 'notifications',
    auth: 'required',
    body: WebPushEndpointBody,
    data: z.null(),
  }),
  listNotifications: defineEndpoint({
    id: 'listNotifications',
    method: 'GET',
    path: '/notifications',
    summary: `The caller's recent notifications, latest first (at most ${REMINDERS.recentLimit})`,
    tag: 'notifications',
    auth: 'required',
    data: z.array(SentNotification),
  }),
} as const;
