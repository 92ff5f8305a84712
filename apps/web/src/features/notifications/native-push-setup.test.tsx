import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore, usePushTokenStore } from '@/lib/session/auth-store';
import { meQueryKey } from '@/lib/session/me-queries';
import { NativePushSetup, sessionMark } from '@/features/notifications/native-push-setup';
import { handleIncomingMessage, useNativeEnvironment } from '@/native/bridge';
import { parseIncomingMessage } from '@chorok/contract/schemas';
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

const DEVICE = { fcmToken: 'fcm-1', deviceType: 'ios', deviceModel: 'iPhone15,2' };

async function renderInApp() {
  window.ReactNativeWebView = { postMessage: vi.fn() };
  const api = serveRoutes({ 'POST /users/7/device-info': ok({ id: 1, ...DEVICE }, 201) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, user);
  await renderWithRouter(<NativePushSetup />, { queryClient });
  const registrations = () =>
    api.calls.filter((c) => c.path === '/v1/users/7/device-info').map(sentOf);
  return { registrations };
}

/** The shell's environment (with its token), then its answer to GET_PUSH_TOKEN: two renders. */
function shellAnswers() {
  act(() =>
    handleIncomingMessage(
      parseIncomingMessage({
        type: 'environment',
        data: { pushToken: 'fcm-1', platform: 'ios', deviceModel: 'iPhone15,2' },
      })!,
    ),
  );
  act(() => handleIncomingMessage({ type: 'pushToken', pushToken: 'fcm-1' }));
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ accessToken: 'token-1' });
  usePushTokenStore.setState({ pushToken: null });
  useNativeEnvironment.setState({ environment: null, ambientLight: null });
});
afterEach(() => {
  cleanup();
  delete window.ReactNativeWebView;
  vi.unstubAllGlobals();
});

describe('NativePushSetup', () => {
  it('registers the device once when the token comes again while the first registration is on its way', async () => {
    const { registrations } = await renderInApp();
    shellAnswers();
    await waitFor(() => expect(registrations()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(registrations()).toEqual([
      { method: 'POST', path: '/v1/users/7/device-info', body: DEVICE },
    ]);
  });

  it('registers the same token again for a new session (sign-out took it off the server)', async () => {
    const { registrations } = await renderInApp();
    shellAnswers();
    await waitFor(() => expect(registrations()).toHaveLength(1));
    act(() => useAuthStore.setState({ accessToken: 'token-2' }));
    await waitFor(() => expect(registrations()).toHaveLength(2));
    // The same session after a reload: already registered.
    cleanup();
    const again = await renderInApp();
    shellAnswers();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(again.registrations()).toHaveLength(0);
  });

  it('names the session without keeping its token', () => {
    expect(sessionMark('token-1')).toMatch(/^[0-9a-f]{1,8}$/);
    expect(sessionMark('token-1')).not.toBe(sessionMark('token-2'));
    expect(sessionMark('token-1')).toBe(sessionMark('token-1'));
  });
});
