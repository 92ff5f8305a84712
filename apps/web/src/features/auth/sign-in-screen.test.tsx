import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere } from '@/test/fixtures/orders';
import { useAuthStore } from '@/lib/session/auth-store';
import { readPendingAuth } from '@/features/auth/pending-auth';
import { providerNavigation } from '@/features/auth/provider-start';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { ALL_PROVIDERS, clientWithProviders } from '@/test/fixtures/auth';
import { body, errorBody } from '@/test/fixtures/envelope';
import { holdApi, serveApi } from '@/test/api';

const authorized = () =>
  serveApi((call) =>
    call.path === '/v1/auth/kakao/authorize'
      ? {
          status: 200,
          body: body({
            authorizeUrl: '/v1/auth/sandbox/kakao/authorize?state=st',
            state: 'st',
            nonce: null,
            sandbox: true,
          }),
        }
      : undefined,
  );

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(providerNavigation, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useAuthStore.getState().reset();
  signOutEverywhere();
});

describe('SignInScreen', () => {
  it('shows only the providers the server switched on; the last one used keeps its badge', async () => {
    useAuthStore.getState().signIn('old', 'apple');
    useAuthStore.getState().init();
    await renderWithRouter(<SignInScreen search={{}} />, {
      entries: ['/auth/sign-in'],
      queryClient: clientWithProviders({ kakao: true, naver: false, apple: true }),
    });
    expect(await screen.findByRole('button', { name: '카카오로 시작하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '네이버로 시작하기' })).toBeNull();
    const apple = screen.getByRole('button', { name: 'Apple로 시작하기' });
    expect(apple.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('최근 사용')).toBeTruthy();
  });

  it('shows no provider button at all when none is switched on', async () => {
    await renderWithRouter(<SignInScreen search={{}} />, {
      entries: ['/auth/sign-in'],
      queryClient: clientWithProviders({ kakao: false, naver: false, apple: false }),
    });
    await screen.findByRole('button', { name: '임시 코드로 로그인' });
    expect(screen.queryByRole('button', { name: /시작하기$/ })).toBeNull();
    expect(screen.queryByText(MESSAGES.providerNotConfigured)).toBeNull();
  });

  it('a provider button starts the round trip: busy, the others off, state saved with the target', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = authorized();
    holdApi(gate);
    await renderWithRouter(<SignInScreen search={{ redirect: '/likes' }} />, {
      entries: ['/auth/sign-in?redirect=%2Flikes'],
      queryClient: clientWithProviders(ALL_PROVIDERS),
    });
    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    fireEvent.click(kakao);
    expect(kakao.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: '네이버로 시작하기' }).hasAttribute('disabled')).toBe(
      true,
    );
    release();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/v1/auth/sandbox/kakao/authorize?state=st'),
    );
    expect(api.calls[0]).toMatchObject({ body: { intent: 'sign-in', native: false } });
    expect(readPendingAuth('kakao')).toMatchObject({ state: 'st', redirect: '/likes' });
  });

  it('says why in the error dialog when the round trip cannot start, and the buttons work again', async () => {
    serveApi(() => ({ status: 503, body: errorBody(MESSAGES.providerUnavailable, 503) }));
    await renderWithRouter(<SignInScreen search={{}} />, {
      entries: ['/auth/sign-in'],
      queryClient: clientWithProviders(ALL_PROVIDERS),
    });
    fireEvent.click(await screen.findByRole('button', { name: '네이버로 시작하기' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.providerUnavailable })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '네이버로 시작하기' }).getAttribute('aria-busy'),
    ).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
