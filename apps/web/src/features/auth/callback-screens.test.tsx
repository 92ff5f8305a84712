import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type LinkedIdentities } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { me, signOutEverywhere } from '@/test/fixtures/orders';
import { useAuthStore } from '@/lib/session/auth-store';
import {
  AppleCompleteScreen,
  ProviderCallbackScreen,
  TemporaryCallbackScreen,
} from '@/features/auth/callback-screens';
import { sessionHooks } from '@/lib/api-client';
import { readPendingAuth, savePendingAuth } from '@/features/auth/pending-auth';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

// A code is acted on once per page (use-once.ts): every test brings its own code or state.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useAuthStore.getState().reset();
  signOutEverywhere();
});

const signedInAnswer = (path: string) =>
  serveApi((call) => {
    if (call.method === 'POST' && call.path === path)
      return { status: 200, body: body({ accessToken: 'new-token' }) };
    if (call.path === '/v1/users/me') return { status: 200, body: body(me) };
    return undefined;
  });

describe('ProviderCallbackScreen', () => {
  it('signs in with the code and our state, stores the login type and lands on the saved target', async () => {
    savePendingAuth({ provider: 'kakao', state: 'st-1', intent: 'sign-in', redirect: '/likes' });
    const api = signedInAnswer('/v1/auth/kakao/sign-in');
    const { router } = await renderWithRouter(
      <ProviderCallbackScreen type="kakao" search={{ code: 'kc', state: 'st-1' }} />,
      { entries: ['/auth/kakao/callback?code=kc&state=st-1'] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/likes'));
    expect(api.calls[0]?.body).toEqual({
      state: 'st-1',
      code: 'kc',
    });
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'new-token',
      lastLoginType: 'kakao',
    });
    expect(readPendingAuth('kakao')).toBeNull();
  });

  it('signs in with the native shell’s access token', async () => {
    savePendingAuth({ provider: 'naver', state: 'st-2', intent: 'sign-in' });
    const api = signedInAnswer('/v1/auth/naver/sign-in');
    const { router } = await renderWithRouter(
      <ProviderCallbackScreen type="naver" search={{ accessToken: 'sdk', state: 'st-2' }} />,
      { entries: ['/auth/naver/callback?accessToken=sdk&state=st-2'] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls[0]?.body).toEqual({ state: 'st-2', accessToken: 'sdk' });
    expect(useAuthStore.getState().lastLoginType).toBe('naver');
  });

  it('signs in to Apple with the shell’s id_token', async () => {
    savePendingAuth({ provider: 'apple', state: 'st-3', intent: 'sign-in' });
    const api = signedInAnswer('/v1/auth/apple/sign-in');
    await renderWithRouter(
      <ProviderCallbackScreen type="apple" search={{ id_token: 'jwt', state: 'st-3' }} />,
      { entries: ['/auth/apple/callback?id_token=jwt&state=st-3'] },
    );
    await waitFor(() => expect(useAuthStore.getState().lastLoginType).toBe('apple'));
    expect(api.calls[0]?.body).toEqual({ state: 'st-3', idToken: 'jwt' });
  });

  it('refuses a code this tab did not ask for, sends nothing and offers the way back', async () => {
    savePendingAuth({ provider: 'kakao', state: 'mine', intent: 'sign-in', redirect: '/cart' });
    const api = serveApi(() => undefined);
    await renderWithRouter(
      <ProviderCallbackScreen type="kakao" search={{ code: 'kc', state: 'theirs' }} />,
      { entries: ['/auth/kakao/callback?code=kc&state=theirs'] },
    );
    expect(await screen.findByRole('heading', { name: '로그인하지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '이 화면에서 시작한 요청이 아니어서 안전을 위해 멈췄어요. 처음부터 다시 시도해 주세요.',
    );
    expect(screen.getByRole('link', { name: '로그인 화면으로' }).getAttribute('href')).toBe(
      '/auth/sign-in?redirect=%2Fcart',
    );
    expect(api.calls).toEqual([]);
    expect(useAuthStore.getState().accessToken).toBeNull();
    // Spent either way: a second try needs a new round trip.
    expect(readPendingAuth('kakao')).toBeNull();
  });

  it('puts the provider’s error in Korean, without its English description', async () => {
    savePendingAuth({ provider: 'naver', state: 'st', intent: 'sign-in' });
    serveApi(() => undefined);
    await renderWithRouter(
      <ProviderCallbackScreen
        type="naver"
        search={{ error: 'access_denied', error_description: 'Canceled By User', state: 'st' }}
      />,
      { entries: ['/auth/naver/callback?error=access_denied'] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      '네이버에서 취소했거나 동의하지 않았어요. 다시 시도하거나 다른 방법을 골라 주세요.',
    );
    expect(screen.queryByText(/Canceled By User/)).toBeNull();
  });

  it('shows the server’s message when sign-in is refused', async () => {
    savePendingAuth({ provider: 'kakao', state: 'st', intent: 'sign-in' });
    serveApi(() => ({
      status: 409,
      body: errorBody(MESSAGES.emailTakenByOtherAccount, 409),
    }));
    await renderWithRouter(
      <ProviderCallbackScreen type="kakao" search={{ code: 'kc', state: 'st' }} />,
      { entries: ['/auth/kakao/callback?code=kc&state=st'] },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.emailTakenByOtherAccount);
  });

  it('links to the signed-in account when the round trip was a link, then back to the editor', async () => {
    useAuthStore.getState().signIn('token', 'kakao');
    savePendingAuth({ provider: 'naver', state: 'ln', intent: 'link' });
    const linked: LinkedIdentities = {
      identities: [
        { provider: 'kakao', email: 'a@example.kr', linkedAt: '2026-11-01T00:00:00.000Z' },
        { provider: 'naver', email: 'a@example.kr', linkedAt: '2026-11-25T00:00:00.000Z' },
      ],
      canUnlink: true,
    };
    const api = serveApi((call) =>
      call.method === 'POST' && call.path === '/v1/users/me/identities/naver'
        ? { status: 201, body: body(linked, 201) }
        : undefined,
    );
    const { router } = await renderWithRouter(
      <ProviderCallbackScreen type="naver" search={{ code: 'nc', state: 'ln' }} />,
      { entries: ['/auth/naver/callback?code=nc&state=ln'] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(router.state.location.search).toEqual({ linked: 'naver' });
    expect(api.calls[0]?.body).toEqual({
      state: 'ln',
      code: 'nc',
    });
    // Still the same account: linking never signs anyone in.
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'token', lastLoginType: 'kakao' });
  });

  it('a failed link offers the way back to the profile editor', async () => {
    useAuthStore.getState().signIn('token', 'kakao');
    savePendingAuth({ provider: 'naver', state: 'ln', intent: 'link' });
    serveApi(() => ({
      status: 409,
      body: errorBody(MESSAGES.identityLinkedToOther, 409),
    }));
    await renderWithRouter(
      <ProviderCallbackScreen type="naver" search={{ code: 'nc-2', state: 'ln' }} />,
      { entries: ['/auth/naver/callback?code=nc-2&state=ln'] },
    );
    expect(await screen.findByRole('heading', { name: '연결하지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.identityLinkedToOther);
    expect(screen.getByRole('link', { name: '프로필 수정으로' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
  });
});

describe('AppleCompleteScreen', () => {
  it('exchanges the temporary token when the state is ours', async () => {
    savePendingAuth({ provider: 'apple', state: 'as', intent: 'sign-in', redirect: '/likes' });
    const api = signedInAnswer('/v1/auth/apple/exchange-token');
    const { router } = await renderWithRouter(
      <AppleCompleteScreen search={{ token: 'tmp', state: 'as' }} />,
      { entries: ['/auth/apple/complete?token=tmp&state=as'] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/likes'));
    expect(api.calls[0]?.body).toEqual({ tempToken: 'tmp' });
    expect(useAuthStore.getState().lastLoginType).toBe('apple');
  });

  it('turns the server’s error code into Korean with the way back', async () => {
    serveApi(() => undefined);
    await renderWithRouter(<AppleCompleteScreen search={{ error: 'email_taken' }} />, {
      entries: ['/auth/apple/complete?error=email'],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이 이메일로 가입한 계정이 이미 있어요. 그 계정으로 로그인한 뒤 마이 › 프로필 수정에서 연결해 주세요.',
    );
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toBeTruthy();
  });
});

describe('TemporaryCallbackScreen', () => {
  it('signs in with the code, sent without any token', async () => {
    const api = signedInAnswer('/v1/auth/temporary/sign-in');
    const { router } = await renderWithRouter(
      <TemporaryCallbackScreen search={{ code: 'code-a' }} />,
      {
        entries: ['/auth/temporary/callback?code=code-a'],
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls[0]?.body).toEqual({ code: 'code-a' });
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'new-token',
      lastLoginType: 'temporary',
    });
  });

  it('an old link opened while signed in leaves the session alone and says used or expired', async () => {
    useAuthStore.getState().signIn('token', 'kakao');
    const unauthorized = vi.spyOn(sessionHooks, 'onUnauthorized').mockImplementation(() => {});
    const api = serveApi((call) =>
      call.path === '/v1/auth/temporary/sign-in'
        ? { status: 401, body: errorBody(MESSAGES.tempCodeUnusable, 401) }
        : undefined,
    );
    try {
      await renderWithRouter(<TemporaryCallbackScreen search={{ code: 'code-used' }} />, {
        entries: ['/auth/temporary/callback?code=code-used'],
      });
      expect(
        await screen.findByRole('heading', { name: '이 로그인 링크는 쓸 수 없어요' }),
      ).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(
        '이미 사용했거나 기한이 지난 로그인 링크예요. 지금 로그인한 계정은 그대로예요.',
      );
      expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
      // The code was refused, not the session: it stays, and the refusal never ended it.
      expect(api.calls[0]?.headers.authorization).toBeUndefined();
      expect(unauthorized).not.toHaveBeenCalled();
      expect(useAuthStore.getState()).toMatchObject({
        accessToken: 'token',
        lastLoginType: 'kakao',
      });
    } finally {
      unauthorized.mockRestore();
    }
  });

  it('a refused link, signed out, says the same and leads to the sign-in screen', async () => {
    serveApi(() => ({ status: 401, body: errorBody(MESSAGES.tempCodeUnusable, 401) }));
    await renderWithRouter(<TemporaryCallbackScreen search={{ code: 'code-old' }} />, {
      entries: ['/auth/temporary/callback?code=code-old'],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이미 사용했거나 기한이 지난 로그인 링크예요. 새 링크를 받아 열어 주세요.',
    );
    expect(screen.getByRole('link', { name: '로그인 화면으로' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
  });
});
