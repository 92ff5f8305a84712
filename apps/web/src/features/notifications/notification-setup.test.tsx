import { resetServiceWorkerForTests } from '@/features/notifications/sw-registration';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { User } from '@chorok/contract';
import { createTestI18n, renderWithRouter } from '@/test/render';
import { useAuthStore, usePushTokenStore } from '@/lib/session/auth-store';
import { meQueryKey } from '@/lib/session/me-queries';
import { NotificationSetup } from '@/features/notifications/notification-setup';
import { base64UrlToBytes } from '@/features/notifications/push-subscription';
import { PROMPT_SNOOZE_MS } from '@/features/notifications/prompt-snooze';
import {
  SUBSCRIPTION_JSON,
  VAPID_KEY,
  installFakePush,
  removeFakePush,
} from '@/test/fixtures/notifications';
import { handleIncomingMessage } from '@/native/bridge';
import { ok, serveRoutes, sentOf } from '@/test/api';

const user: User = {
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: null,
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const pushRoutes = {
  'GET /notifications/web-push/key': ok({ publicKey: VAPID_KEY }),
  'POST /notifications/web-push/subscriptions': ok(null, 201),
};

function renderSetup(pathname = '/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <NotificationSetup pathname={pathname} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

// Lazy chunks and the router take a while on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const prompt = () => screen.queryByRole('dialog', { name: '물 줄 때를 알려 드릴까요?' });

beforeEach(() => {
  localStorage.clear();
  resetServiceWorkerForTests();
  useAuthStore.setState({ accessToken: 'token-1' });
  usePushTokenStore.setState({ pushToken: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  removeFakePush();
  delete window.ReactNativeWebView;
});

describe('NotificationSetup in a browser', () => {
  it("permission 'default': the prompt comes after 1 s, and the browser is asked only on 허용", async () => {
    vi.useFakeTimers();
    const push = installFakePush('default');
    const api = serveRoutes(pushRoutes);
    renderSetup();
    act(() => vi.advanceTimersByTime(999));
    expect(prompt()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(prompt()).not.toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);

    push.setPermission('granted');
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: '허용' }));
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(push.subscribe).toHaveBeenCalled());
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
        'POST /v1/notifications/web-push/subscriptions',
      ),
    );
    expect(prompt()).toBeNull();
  });

  it('나중에 closes the prompt without asking the browser, and keeps it away for days', () => {
    vi.useFakeTimers();
    const push = installFakePush('default');
    serveRoutes(pushRoutes);
    renderSetup();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: '나중에' }));
    expect(prompt()).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
    const until = Number(localStorage.getItem('chorok-push-prompt-later'));
    expect(until).toBeGreaterThan(Date.now() + PROMPT_SNOOZE_MS - 1000);

    cleanup();
    renderSetup();
    act(() => vi.advanceTimersByTime(5000));
    expect(prompt()).toBeNull();
  });

  it('waits for a tab screen: not over a buy bar, a pay button, a form or sign-in', () => {
    vi.useFakeTimers();
    installFakePush('default');
    for (const path of [
      '/purchase',
      '/auth/sign-in',
      '/products/detail/1',
      '/cart',
      '/plants/setting/3',
      '/profile/notifications',
    ]) {
      renderSetup(path);
      act(() => vi.advanceTimersByTime(2000));
      expect(prompt(), path).toBeNull();
      cleanup();
    }
    for (const path of ['/profile', '/plants/manage', '/products/best']) {
      renderSetup(path);
      act(() => vi.advanceTimersByTime(1000));
      expect(prompt(), path).not.toBeNull();
      cleanup();
    }
  });

  it('while shown, the page reserves the room it takes above the bottom nav', () => {
    vi.useFakeTimers();
    installFakePush('default');
    renderSetup('/profile');
    const space = () => document.documentElement.style.getPropertyValue('--prompt-space');
    expect(space()).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    const card = prompt();
    expect(card).not.toBeNull();
    // jsdom lays nothing out: the card's height is 0, plus the 8 px gap above the nav.
    expect(card?.offsetHeight).toBe(0);
    expect(space()).toBe('8px');
    fireEvent.click(screen.getByRole('button', { name: '나중에' }));
    expect(prompt()).toBeNull();
    expect(space()).toBe('');
  });

  it("permission 'granted': subscribes with the server's key and posts the subscription", async () => {
    const push = installFakePush('granted');
    const api = serveRoutes(pushRoutes);
    renderSetup();
    await waitFor(() =>
      expect(usePushTokenStore.getState().pushToken).toBe(SUBSCRIPTION_JSON.endpoint),
    );
    expect(push.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    const options = push.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as Uint8Array)).toEqual(
      base64UrlToBytes(VAPID_KEY),
    );
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post && sentOf(post)).toEqual({
      method: 'POST',
      path: '/v1/notifications/web-push/subscriptions',
      body: SUBSCRIPTION_JSON,
    });
    expect(prompt()).toBeNull();
  });

  it("permission 'denied': nothing happens", async () => {
    vi.useFakeTimers();
    const push = installFakePush('denied');
    const api = serveRoutes(pushRoutes);
    renderSetup();
    act(() => vi.advanceTimersByTime(5000));
    await Promise.resolve();
    expect(prompt()).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.register).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('a browser without Web Push (Safari outside the Home Screen) gets no prompt', () => {
    vi.useFakeTimers();
    renderSetup();
    act(() => vi.advanceTimersByTime(5000));
    expect(prompt()).toBeNull();
  });
});

describe('NotificationSetup inside the native app', () => {
  it('asks the shell for its push token and registers it as the device (device-info)', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/120 Mobile',
    });
    const api = serveRoutes({
      'POST /users/7/device-info': ok(
        { id: 1, fcmToken: 'fcm-1', deviceType: 'android', deviceModel: 'SM-S918N' },
        201,
      ),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryKey, user);
    const { router } = await renderWithRouter(<NotificationSetup pathname="/home" />, {
      queryClient,
    });

    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'GET_PUSH_TOKEN' })),
    );
    expect(api.calls).toEqual([]);
    act(() => handleIncomingMessage({ type: 'pushToken', pushToken: 'fcm-1' }));
    await waitFor(() =>
      expect(api.calls.map(sentOf)).toContainEqual({
        method: 'POST',
        path: '/v1/users/7/device-info',
        body: { fcmToken: 'fcm-1', deviceType: 'android', deviceModel: 'SM-S918N' },
      }),
    );
    // The same user and token are not sent again.
    act(() => handleIncomingMessage({ type: 'pushToken', pushToken: 'fcm-1' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.filter((c) => c.path === '/v1/users/7/device-info')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    // A reminder tapped in the phone's tray opens its page; anything else is ignored.
    act(() =>
      handleIncomingMessage({ type: 'notificationAction', data: { url: 'https://evil.example/' } }),
    );
    act(() =>
      handleIncomingMessage({ type: 'notificationAction', data: { url: '/plants/setting/3' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/setting/3'));
  });
});
