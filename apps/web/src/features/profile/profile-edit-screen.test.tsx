import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type AppConfig, type LinkedIdentities } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { readPendingAuth, savePendingAuth } from '@/features/auth/pending-auth';
import { providerNavigation } from '@/features/auth/provider-start';
import { ProfileEditScreen } from '@/features/profile/profile-edit-screen';
import type { ProfileEditSearch } from '@/features/profile/search';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

const kakao = { provider: 'kakao', email: 'me@kakao.test', linkedAt: '2026-11-25T03:00:00.000Z' };
const naver = { provider: 'naver', email: null, linkedAt: '2026-11-26T03:00:00.000Z' };
const temporary = {
  provider: 'temporary',
  email: 'me@e2e.kr',
  linkedAt: '2026-10-01T03:00:00.000Z',
};
const list = (identities: object[], canUnlink: boolean) =>
  ({ identities, canUnlink }) as LinkedIdentities;

function client(providers: AppConfig['providers'] = { kakao: true, naver: true, apple: false }) {
  const queryClient = signedInClient();
  queryClient.setQueryData<AppConfig>(['app-config'], {
    demoSignIn: false,
    providers,
    supportEmail: 'help@chorok.kr',
    images: { assetHost: null, cdnHost: null },
  });
  return queryClient;
}

function api(
  identities: LinkedIdentities,
  extra?: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  const fake = serveApi(
    (call) =>
      extra?.(call) ??
      (call.method === 'GET' && call.path === '/v1/users/me/identities'
        ? { status: 200, body: body(identities) }
        : undefined),
  );
  return fake;
}

const render = (search: ProfileEditSearch = {}, providers?: AppConfig['providers']) =>
  renderWithRouter(<ProfileEditScreen search={search} />, {
    entries: ['/profile/edit'],
    queryClient: client(providers),
  });

const section = () => screen.findByRole('region', { name: '로그인 연결' });

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
  signOutEverywhere();
});

describe('ProfileEditScreen: 로그인 연결', () => {
  it('lists the offered providers, linked (e-mail and date) or not, and the e-mail code without actions', async () => {
    api(list([kakao, temporary], true));
    await render();
    const accounts = await section();
    await within(accounts).findByText('me@kakao.test · 2026.11.25 연결');
    expect(within(accounts).getByRole('button', { name: '카카오 연결 해제' })).toBeTruthy();
    expect(within(accounts).getByRole('button', { name: '네이버 연결하기' })).toBeTruthy();
    // Apple is off on this server: no row, no button.
    expect(within(accounts).queryByText('Apple')).toBeNull();
    expect(within(accounts).getByText('이메일 임시 코드')).toBeTruthy();
    expect(within(accounts).getByText('me@e2e.kr · 2026.10.01 연결')).toBeTruthy();
    expect(within(accounts).getAllByRole('button')).toHaveLength(2);
  });

  it('keeps the last way to sign in: 연결 해제 is off and says why', async () => {
    api(list([kakao], false));
    await render();
    const accounts = await section();
    const unlink = await within(accounts).findByRole('button', { name: '카카오 연결 해제' });
    expect(unlink.hasAttribute('disabled')).toBe(true);
    const why = document.getElementById(unlink.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      '로그인할 방법이 하나만 남아 있어 연결을 해제할 수 없어요. 다른 방법을 먼저 연결해 주세요.',
    );
  });

  it('연결하기 starts a link round trip', async () => {
    const fake = api(list([kakao], false), (call) =>
      call.path === '/v1/auth/naver/authorize'
        ? {
            status: 200,
            body: body({
              authorizeUrl: '/v1/auth/sandbox/naver/authorize?state=ls',
              state: 'ls',
              nonce: null,
              sandbox: true,
            }),
          }
        : undefined,
    );
    await render();
    fireEvent.click(
      await within(await section()).findByRole('button', { name: '네이버 연결하기' }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/v1/auth/sandbox/naver/authorize?state=ls'),
    );
    expect(fake.calls.find((c) => c.path === '/v1/auth/naver/authorize')?.body).toEqual({
      intent: 'link',
      native: false,
    });
    expect(readPendingAuth('naver')).toMatchObject({ state: 'ls', intent: 'link' });
  });

  it('연결 해제 asks first, then unlinks and says so', async () => {
    const fake = api(list([kakao, naver], true), (call) =>
      call.method === 'DELETE' && call.path === '/v1/users/me/identities/naver'
        ? { status: 200, body: body(list([kakao], false)) }
        : undefined,
    );
    await render();
    const accounts = await section();
    fireEvent.click(await within(accounts).findByRole('button', { name: '네이버 연결 해제' }));
    const confirm = screen.getByRole('alertdialog', { name: '네이버 연결을 해제할까요?' });
    expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '연결 해제' }));
    expect(await screen.findByText('네이버 연결을 해제했어요')).toBeTruthy();
    expect(await within(accounts).findByRole('button', { name: '네이버 연결하기' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s refusal of an unlink in the section', async () => {
    api(list([kakao, naver], true), (call) =>
      call.method === 'DELETE'
        ? { status: 409, body: errorBody(MESSAGES.lastSignInMethod, 409) }
        : undefined,
    );
    await render();
    const accounts = await section();
    fireEvent.click(await within(accounts).findByRole('button', { name: '카카오 연결 해제' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: '연결 해제' }),
    );
    expect((await within(accounts).findByRole('alert')).textContent).toContain(
      MESSAGES.lastSignInMethod,
    );
  });

  it('after a link, says what was linked once and takes it out of the address', async () => {
    savePendingAuth({ provider: 'apple', state: 'as', intent: 'link' });
    api(list([kakao], true));
    const { router } = await render({ linked: 'apple' }, { kakao: true, naver: true, apple: true });
    expect(await screen.findByText('Apple 계정을 연결했어요')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(readPendingAuth('apple')).toBeNull();
  });

  it('after a failed Apple link, says why in Korean', async () => {
    api(list([kakao], true));
    await render({ linkError: 'linked_other' }, { kakao: true, naver: true, apple: true });
    expect((await within(await section()).findByRole('alert')).textContent).toContain(
      '이미 다른 초록 계정에 연결된 Apple 계정이에요.',
    );
  });
});
