import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chorok/contract';
import { readPendingAuth } from '@/features/auth/pending-auth';
import { providerNavigation, startProvider } from '@/features/auth/provider-start';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

const start = (authorizeUrl: string, nonce: string | null = null) =>
  serveApi((call) =>
    call.method === 'POST' && /^\/v1\/auth\/(kakao|naver|apple)\/authorize$/.test(call.path)
      ? { status: 200, body: body({ authorizeUrl, state: 'server-state', nonce, sandbox: true }) }
      : undefined,
  );

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(providerNavigation, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.ReactNativeWebView;
});

describe('startProvider in a browser', () => {
  it('asks the server for a state, remembers it with the target, and goes to the authorize page', async () => {
    const api = start('/v1/auth/sandbox/kakao/authorize?state=server-state');
    await startProvider({ provider: 'kakao', intent: 'sign-in', redirect: '/likes' });
    expect(api.calls).toMatchObject([
      {
        method: 'POST',
        path: '/v1/auth/kakao/authorize',
        body: { intent: 'sign-in', native: false },
      },
    ]);
    expect(readPendingAuth('kakao')).toMatchObject({
      state: 'server-state',
      intent: 'sign-in',
      redirect: '/likes',
    });
    expect(assign).toHaveBeenCalledWith('/v1/auth/sandbox/kakao/authorize?state=server-state');
  });

  it('goes to a provider’s https page, for a link too', async () => {
    const api = start('https://nid.naver.com/oauth2.0/authorize?state=server-state');
    await startProvider({ provider: 'naver', intent: 'link' });
    expect(api.calls[0]?.body).toEqual({ intent: 'link', native: false });
    expect(readPendingAuth('naver')).toMatchObject({ intent: 'link' });
    expect(assign).toHaveBeenCalledWith(
      'https://nid.naver.com/oauth2.0/authorize?state=server-state',
    );
  });

  it('follows the sandbox on our own origin, named in full as the server does', async () => {
    const url = `${window.location.origin}/v1/auth/sandbox/kakao/oauth/authorize?state=s`;
    start(url);
    await startProvider({ provider: 'kakao', intent: 'sign-in' });
    expect(assign).toHaveBeenCalledWith(url);
  });

  it.each([
    '//evil.example/x',
    'http://localhost.evil.example/x',
    '/\\evil.example',
    'http://kauth.kakao.com/x',
    'javascript:alert(1)',
  ])('does not follow %s', async (url) => {
    start(url);
    await expect(startProvider({ provider: 'kakao', intent: 'sign-in' })).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });

  it('passes the server’s refusal on and goes nowhere', async () => {
    serveApi(() => ({ status: 503, body: errorBody(MESSAGES.providerUnavailable, 503) }));
    await expect(startProvider({ provider: 'kakao', intent: 'sign-in' })).rejects.toThrow(
      MESSAGES.providerUnavailable,
    );
    expect(assign).not.toHaveBeenCalled();
    expect(readPendingAuth('kakao')).toBeNull();
  });
});

describe('startProvider inside the native shell', () => {
  it('asks for a native state and hands the shell AUTH_REQUEST with it (no page change)', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const api = start('', 'apple-nonce');
    await startProvider({ provider: 'apple', intent: 'sign-in', redirect: '/cart' });
    expect(api.calls[0]).toMatchObject({
      path: '/v1/auth/apple/authorize',
      body: { intent: 'sign-in', native: true },
    });
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'AUTH_REQUEST',
      provider: 'apple',
      state: 'server-state',
      nonce: 'apple-nonce',
    });
    expect(readPendingAuth('apple')).toMatchObject({ state: 'server-state', redirect: '/cart' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends no nonce for Kakao', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    start('');
    await startProvider({ provider: 'kakao', intent: 'link' });
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'AUTH_REQUEST',
      provider: 'kakao',
      state: 'server-state',
    });
  });

  it('links Apple through Apple’s web page even in the shell', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const api = start('https://appleid.apple.com/auth/authorize?x=1');
    await startProvider({ provider: 'apple', intent: 'link' });
    expect(api.calls[0]?.body).toEqual({ intent: 'link', native: false });
    expect(postMessage).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://appleid.apple.com/auth/authorize?x=1');
  });
});
