/**
 * Where the server may send a Web Push (decision 0027): only the browsers' own push services,
 * over https on the default port. A subscription's endpoint is a URL the user hands us; anything
 * else would let them make the server POST to an address of their choosing (SSRF).
 */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera, Brave, Vivaldi (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  // Older Chromium subscriptions and Opera (GCM, answered by FCM).
  'android.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  // Safari on macOS 13+ and iOS/iPadOS 16.4+ Home Screen apps.
  'web.push.apple.com',
] as const;

/** One label, then these: Apple asks to allow *.push.apple.com, Edge uses *.notify.windows.com (WNS). */
export const PUSH_SERVICE_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function allowedHost(hostname: string): boolean {
  if ((PUSH_SERVICE_HOSTS as readonly string[]).includes(hostname)) return true;
  return PUSH_SERVICE_HOST_SUFFIXES.some(
    (suffix) => hostname.endsWith(suffix) && LABEL.test(hostname.slice(0, -suffix.length)),
  );
}

/**
 * Whether a push subscription's endpoint names a known push service: https, no credentials, the
 * default port, a listed host (IP literals, `localhost` and private names never match).
 */
export function isPushServiceEndpoint(endpoint: unknown): boolean {
  if (typeof endpoint !== 'string') return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    allowedHost(url.hostname)
  );
}
