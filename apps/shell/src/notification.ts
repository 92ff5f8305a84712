import type { NotificationActionData } from '@chorok/contract';

/**
 * What a tapped push notification opens. The server's pushes carry `{ url, notificationId }`
 * (a reminder: /plants/setting/{id} or /plants/manage; an order: /order/{id}); a payload that
 * names a plant or an order by id is turned into the same path. Anything else opens nothing.
 */

function record(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    // The Expo push service puts the data in a JSON `body`.
    try {
      return record(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** An in-app path: one leading slash (not `//host`), no backslash, no control characters. */
export function isInAppPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 2048 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

function positiveId(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,15}$/.test(text) ? text : null;
}

/** The notificationAction payload for a tapped notification's data, or null. */
export function notificationActionData(data: unknown): NotificationActionData | null {
  const payload = record(data);
  if (!payload) return null;
  const inner = record(payload.body) ?? record(payload.data);
  const source = payload.url !== undefined || !inner ? payload : inner;

  const notificationId = positiveId(source.notificationId);
  const withId = (url: string): NotificationActionData =>
    notificationId ? { url, notificationId } : { url };

  if (source.url !== undefined) return isInAppPath(source.url) ? withId(source.url) : null;
  const plantId = positiveId(source.plantId);
  if (plantId) return withId(`/plants/setting/${plantId}`);
  const orderId = positiveId(source.orderId);
  if (orderId) return withId(`/order/${orderId}`);
  return null;
}
