import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/sw.js?raw';

/*
 * apps/web/public/sw.js is a plain script the browser runs as the service worker. Here it runs
 * against a fake `self`: its pure URL guard is reached directly, its handlers through events.
 */
const ORIGIN = 'https://chorok.example';

type Handler = (event: Record<string, unknown>) => void;

function loadWorker({ windows = [] as FakeWindow[] } = {}) {
  const handlers = new Map<string, Handler>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification, active: null, pushManager: { subscribe: vi.fn() } },
    clients: { matchAll: vi.fn(async () => windows), openWindow, claim: vi.fn() },
    skipWaiting: vi.fn(),
  };
  // The script under test, run as a browser runs it (a classic script with `self` in scope).
  const exports = new Function('self', `${source}\nreturn { safeAppPath };`)(self) as {
    safeAppPath: (raw: unknown, origin: string) => string;
  };
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { ...exports, self, fire, showNotification, openWindow };
}

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}
function fakeWindow(url: string): FakeWindow {
  const w: FakeWindow = { url, focus: vi.fn(), postMessage: vi.fn() };
  w.focus.mockResolvedValue(w);
  return w;
}

describe('service worker: safeAppPath', () => {
  const { safeAppPath } = loadWorker();
  it.each([
    ['/plants/setting/12', '/plants/setting/12'],
    ['/plants/manage', '/plants/manage'],
    ['/plants/manage?tab=today#top', '/plants/manage?tab=today#top'],
    [`${ORIGIN}/plants/manage`, '/plants/manage'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeAppPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://chorok.example/plants/manage',
    '',
    '   ',
    null,
    undefined,
    42,
    { url: '/plants/manage' },
  ])('sends %s to the home screen instead', (raw) => {
    expect(safeAppPath(raw, ORIGIN)).toBe('/home');
  });
});

describe('service worker: events', () => {
  it('shows a pushed reminder with its title, body, tag, icon and in-app url', async () => {
    const worker = loadWorker();
    const payload = {
      title: '오늘 돌볼 식물이 있어요',
      body: '몬스테라에 물을 주세요',
      url: '/plants/setting/12',
      tag: 'chorok-reminder',
      notificationId: 5,
    };
    await worker.fire('push', {
      data: { json: () => payload, text: () => JSON.stringify(payload) },
    });
    expect(worker.showNotification).toHaveBeenCalledWith(
      payload.title,
      expect.objectContaining({
        body: payload.body,
        tag: 'chorok-reminder',
        icon: '/favicon.svg',
        data: { url: '/plants/setting/12', notificationId: 5 },
      }),
    );
  });

  it('shows something sensible for an empty or text payload, and never a foreign url', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: null });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      '초록',
      expect.objectContaining({
        tag: 'chorok-reminder',
        data: { url: '/home', notificationId: null },
      }),
    );
    await worker.fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
        text: () => '물 줄 시간이에요',
      },
    });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      '초록',
      expect.objectContaining({ body: '물 줄 시간이에요' }),
    );
    await worker.fire('push', {
      data: { json: () => ({ title: 'x', url: 'https://evil.example/' }), text: () => '' },
    });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'x',
      expect.objectContaining({ data: { url: '/home', notificationId: null } }),
    );
  });

  it('on a click focuses an open app window and asks it to navigate', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${ORIGIN}/home`);
    const worker = loadWorker({ windows: [other, app] });
    const close = vi.fn();
    await worker.fire('notificationclick', {
      notification: { close, data: { url: '/plants/setting/12' } },
    });
    expect(close).toHaveBeenCalled();
    expect(app.focus).toHaveBeenCalled();
    expect(app.postMessage).toHaveBeenCalledWith({
      type: 'chorok:navigate',
      url: '/plants/setting/12',
    });
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('on a click opens a window when none is open, and ignores a foreign url', async () => {
    const worker = loadWorker();
    await worker.fire('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/plants/manage' } },
    });
    expect(worker.openWindow).toHaveBeenLastCalledWith('/plants/manage');
    await worker.fire('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/' } },
    });
    expect(worker.openWindow).toHaveBeenLastCalledWith('/home');
  });
});
