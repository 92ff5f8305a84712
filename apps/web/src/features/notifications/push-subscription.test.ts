import { resetServiceWorkerForTests } from '@/features/notifications/sw-registration';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, usePushTokenStore } from '@/lib/session/auth-store';
import {
  base64UrlToBytes,
  pushPermission,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '@/features/notifications/push-subscription';
import { appPathFrom, checkForUpdate } from '@/features/notifications/service-worker';
import {
  installFakePush,
  removeFakePush,
  SUBSCRIPTION_JSON,
  VAPID_KEY,
} from '@/test/fixtures/notifications';
import { fail, ok, serveRoutes, sentOf } from '@/test/api';

beforeEach(() => {
  resetServiceWorkerForTests();
  useAuthStore.setState({ accessToken: 'token-1' });
});
afterEach(() => {
  removeFakePush();
  delete window.ReactNativeWebView;
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding, - and _ included', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
  });
});

describe('pushPermission', () => {
  it('is unsupported without Web Push, native inside the app, else the permission', () => {
    expect(pushPermission()).toBe('unsupported');
    installFakePush('denied');
    expect(pushPermission()).toBe('denied');
    window.ReactNativeWebView = { postMessage: vi.fn() };
    expect(pushPermission()).toBe('native');
  });
});

describe('unsubscribeThisBrowser (sign-out)', () => {
  it('tells the API the endpoint, drops the subscription and forgets the token', async () => {
    const push = installFakePush('granted');
    push.getSubscription.mockResolvedValue({
      endpoint: 'https://push.example/send/abc',
      unsubscribe: push.unsubscribe,
    });
    usePushTokenStore.setState({ pushToken: 'https://push.example/send/abc' });
    const api = serveRoutes({ 'POST /notifications/web-push/unsubscribe': ok(null) });
    await unsubscribeThisBrowser();
    expect(api.calls.map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/notifications/web-push/unsubscribe',
        body: { endpoint: 'https://push.example/send/abc' },
      },
    ]);
    expect(push.unsubscribe).toHaveBeenCalled();
    expect(usePushTokenStore.getState().pushToken).toBeNull();
  });

  it('never fails the sign-out: an API error still drops the local subscription', async () => {
    const push = installFakePush('granted');
    push.getSubscription.mockResolvedValue({
      endpoint: 'https://p/1',
      unsubscribe: push.unsubscribe,
    });
    serveRoutes({ 'POST /notifications/web-push/unsubscribe': fail(500, 'Internal Server Error') });
    await expect(unsubscribeThisBrowser()).resolves.toBeUndefined();
    expect(push.unsubscribe).toHaveBeenCalled();
  });

  it('does nothing without permission', async () => {
    const push = installFakePush('default');
    const api = serveRoutes({});
    await unsubscribeThisBrowser();
    expect(push.getSubscription).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});

describe('subscribeThisBrowser (decision 0027)', () => {
  const key = { 'GET /notifications/web-push/key': ok({ publicKey: VAPID_KEY }) };
  const posts = (calls: { method: string; path: string }[]) =>
    calls.filter(
      (c) => c.method === 'POST' && c.path === '/v1/notifications/web-push/subscriptions',
    );

  it('an endpoint kept for another account (409): drops it, subscribes afresh and sends again', async () => {
    const push = installFakePush('granted');
    const api = serveRoutes({
      ...key,
      'POST /notifications/web-push/subscriptions': fail(409, 'Conflict'),
    });
    await expect(subscribeThisBrowser()).rejects.toMatchObject({ status: 409 });
    expect(posts(api.calls)).toHaveLength(2);
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledTimes(2);
  });

  it('never sends an endpoint that is not a push service', async () => {
    const push = installFakePush('granted');
    const api = serveRoutes(key);
    push.subscribe.mockResolvedValue({
      endpoint: 'http://127.0.0.1:9/push',
      options: { applicationServerKey: null },
      toJSON: () => ({ ...SUBSCRIPTION_JSON, endpoint: 'http://127.0.0.1:9/push' }),
      unsubscribe: push.unsubscribe,
    });
    await expect(subscribeThisBrowser()).rejects.toThrow('Unsupported push service');
    expect(posts(api.calls)).toEqual([]);
  });
});

describe('service worker registration helpers', () => {
  it('opens only same-origin paths the worker sends', () => {
    expect(appPathFrom('/plants/setting/12')).toBe('/plants/setting/12');
    expect(appPathFrom('//evil.example/')).toBeNull();
    expect(appPathFrom('https://evil.example/')).toBeNull();
    expect(appPathFrom(3)).toBeNull();
  });

  it('updates hourly only when online and the worker file answers 200', async () => {
    const update = vi.fn(async () => undefined);
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await checkForUpdate(registration)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(update).toHaveBeenCalledTimes(1);

    fetch.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await checkForUpdate(registration)).toBe(false);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await checkForUpdate(registration)).toBe(false);
    onLine.mockRestore();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
