import { isPushServiceEndpoint, notificationsRoutes } from '@chorok/contract';
import { ApiError, request, requestWithoutData } from '@/lib/api-client';
import { usePushTokenStore } from '@/lib/session/auth-store';
import { isInNativeApp } from '@/native/shell';
import { ensureServiceWorker } from '@/features/notifications/sw-registration';

/** What this browser can do about notifications: the permission, or why there is none. */
export type PushPermission = NotificationPermission | 'unsupported' | 'native';

/**
 * Web Push needs the Notification API, a service worker and PushManager. Safari on an iPhone has
 * them only for a site added to the Home Screen (iOS 16.4+); inside the native app the shell owns
 * push (FCM), so the WebView never subscribes.
 */
export function pushPermission(): PushPermission {
  if (typeof window === 'undefined') return 'unsupported';
  if (isInNativeApp()) return 'native';
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  return Notification.permission;
}

/** A VAPID public key as PushManager wants it: base64url (no padding) to bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, next: Uint8Array): boolean {
  if (!current) return true; // Unknown (older browsers): keep the subscription.
  const a = new Uint8Array(current);
  return a.length === next.length && a.every((byte, i) => byte === next[i]);
}

/** Sends the browser's subscription to the API; refuses one the server would (not a push service). */
async function store(subscription: PushSubscription): Promise<PushSubscriptionJSON> {
  const json = subscription.toJSON();
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
  // The contract's rule (decision 0027): the server only sends to the browsers' push services.
  if (!isPushServiceEndpoint(endpoint)) throw new Error('Unsupported push service');
  await requestWithoutData(notificationsRoutes.subscribeWebPush, {
    body: {
      endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: keys.p256dh!, auth: keys.auth! },
    },
  });
  return json;
}

/**
 * Subscribe this browser to push with the server's VAPID key (a subscription made with another
 * key is replaced) and send it to the API, which replaces one with the same endpoint. An endpoint
 * the server keeps for another account (409: someone signed in here before and their sign-out
 * never reached the server) is dropped and the browser subscribes afresh, with a new endpoint.
 * The endpoint is kept as the device's push token. Only call with permission granted.
 */
export async function subscribeThisBrowser(): Promise<PushSubscriptionJSON> {
  const worker = await ensureServiceWorker();
  const { publicKey } = (await request(notificationsRoutes.getWebPushKey)).data;
  const key = base64UrlToBytes(publicKey);
  const fresh = () =>
    worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await fresh();
  let json: PushSubscriptionJSON;
  try {
    json = await store(subscription);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await subscription.unsubscribe();
    json = await store(await fresh());
  }
  usePushTokenStore.getState().setPushToken(json.endpoint!);
  return json;
}

/**
 * Whether reminders reach this browser: it holds a push subscription and the server has that one
 * stored for the signed-in user. Permission alone does not say so: the subscription may never have
 * reached the server, may have been dropped as gone, or may belong to another account.
 */
export async function thisBrowserSubscribed(): Promise<boolean> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = await existing?.pushManager.getSubscription();
  if (!subscription) return false;
  const { endpoint } = subscription;
  return (await request(notificationsRoutes.getWebPushStatus, { body: { endpoint } })).data.stored;
}

/**
 * Sign-out: the API forgets this browser's subscription (while the session still exists) and the
 * browser drops it, so the next person on this device gets nobody's reminders. Never throws:
 * signing out must not fail because of push.
 */
export async function unsubscribeThisBrowser({ tellServer = true } = {}): Promise<void> {
  try {
    if (pushPermission() !== 'granted') return;
    const existing = await navigator.serviceWorker.getRegistration('/');
    const subscription = await existing?.pushManager.getSubscription();
    if (!subscription) return;
    if (tellServer) {
      await requestWithoutData(notificationsRoutes.unsubscribeWebPush, {
        body: { endpoint: subscription.endpoint },
      }).catch(() => undefined);
    }
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: the server also drops endpoints the push service reports gone.
  } finally {
    if (!isInNativeApp()) usePushTokenStore.getState().setPushToken(null);
  }
}
