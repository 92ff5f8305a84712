/*
 * Chorok's service worker (served from the origin root as /sw.js, revalidated on every use).
 * It only handles push: care reminders arrive as Web Push messages whose payload is
 * { title, body, url, tag, notificationId } (the reminders API). Nothing is precached; the app
 * works online. A classic script (not a module) so every browser with Web Push can run it.
 */

const DEFAULT_TITLE = '초록';
const DEFAULT_TAG = 'chorok-reminder';
const FALLBACK_PATH = '/home';
const ICON = '/favicon.svg';

/**
 * The in-app path a notification may open: a same-origin path (with its query and hash), or the
 * home screen for anything else (another origin, `javascript:`, `//host`, garbage).
 */
function safeAppPath(raw, origin) {
  if (typeof raw !== 'string' || raw.trim() === '') return FALLBACK_PATH;
  let url;
  try {
    url = new URL(raw, origin);
  } catch {
    return FALLBACK_PATH;
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return FALLBACK_PATH;
  return url.pathname + url.search + url.hash;
}

/** The payload as the server sends it (JSON), or its text as the body, or nothing. */
function readPayload(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    try {
      return { body: data.text() };
    } catch {
      return {};
    }
  }
}

function notificationOf(payload) {
  const title =
    typeof payload.title === 'string' && payload.title.trim() ? payload.title : DEFAULT_TITLE;
  return {
    title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: ICON,
      badge: ICON,
      tag: typeof payload.tag === 'string' && payload.tag ? payload.tag : DEFAULT_TAG,
      // A day's reminder replaces yesterday's under the same tag; it should still ring.
      renotify: true,
      lang: 'ko',
      data: {
        url: safeAppPath(payload.url, self.location.origin),
        notificationId: typeof payload.notificationId === 'number' ? payload.notificationId : null,
      },
    },
  };
}

/** Focus an open window of the app and send it to `path`, or open one there. */
async function openApp(path) {
  const origin = self.location.origin;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  if (!client) return self.clients.openWindow(path);
  const focused = await client.focus().catch(() => client);
  // The app navigates inside itself (no reload); see features/notifications/service-worker.ts.
  (focused || client).postMessage({ type: 'chorok:navigate', url: path });
  return focused;
}

self.addEventListener('install', () => {
  // The first install takes over at once; an update waits for the page's go-ahead (SKIP_WAITING).
  if (!self.registration.active) self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPayload(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openApp(safeAppPath(data.url, self.location.origin)));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  // The push service replaced or dropped the subscription. Subscribe again with the same server
  // key; the app sends the new subscription to the API the next time it starts (it posts the
  // current one on every start), and the API forgets the old endpoint when it answers 404/410.
  const previous = event.oldSubscription;
  const key = previous && previous.options && previous.options.applicationServerKey;
  event.waitUntil(
    (async () => {
      const applicationServerKey = key || (await fetchServerKey());
      if (!applicationServerKey) return;
      await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const w of windows) w.postMessage({ type: 'chorok:push-resubscribe' });
    })().catch(() => undefined),
  );
});

async function fetchServerKey() {
  const response = await fetch('/v1/notifications/web-push/key', {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = await response.json();
  return body && body.data && typeof body.data.publicKey === 'string' ? body.data.publicKey : null;
}
