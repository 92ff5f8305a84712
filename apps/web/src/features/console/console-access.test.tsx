import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { safeRedirectPath, type User } from '@chorok/contract';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { consentsKey } from '@/lib/session/consents-query';
import { meQueryKey } from '@/lib/session/me-queries';
import { createTestI18n, renderWithRouter } from '@/test/render';
import { ConsoleLayout } from '@/features/console/console-layout';
import { createConsoleRouter } from '@/features/console/router';
import { requireSignIn } from '@/features/console/routes';
import { operatorUser, ownerUser, shopperUser } from '@/test/fixtures/console';
import { consentState } from '@/test/fixtures/terms';
import { ok, serveRoutes } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
  useUserInfoStore.getState().setUser(null);
});

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('the console routes', () => {
  async function load(path: string, queryClient = client()) {
    const router = createConsoleRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    return router;
  }

  it('send a visitor to the shop’s sign-in, a full page load, with the console page to come back to', async () => {
    serveRoutes({});
    const location = { href: '/admin/reviews?hidden=true' };
    const refusal: unknown = await requireSignIn({
      location,
      context: { queryClient: client() },
    }).catch((error: unknown) => error);
    expect(isRedirect(refusal)).toBe(true);
    const { href, reloadDocument } = (
      refusal as { options: { href: string; reloadDocument: boolean } }
    ).options;
    expect(reloadDocument).toBe(true);
    const url = new URL(href, 'https://chorok.test');
    expect(url.pathname).toBe('/auth/sign-in');
    // The shop's sign-in keeps only a same-origin path (the contract's rule): this one passes it.
    expect(safeRedirectPath(url.searchParams.get('redirect'))).toBe('/admin/reviews?hidden=true');
  });

  it('open 오늘 at /admin', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const queryClient = client();
    queryClient.setQueryData(consentsKey, consentState({ needsAgreement: false }));
    queryClient.setQueryData(meQueryKey, operatorUser);
    serveRoutes({ 'GET /users/me': ok(operatorUser) });
    const router = await load('/admin', queryClient);
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.matches.at(-1)?.routeId).toBe('/admin/');
  });

  it('answer an unknown console address with the console’s own not-found', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const queryClient = client();
    queryClient.setQueryData(consentsKey, consentState({ needsAgreement: false }));
    serveRoutes({ 'GET /users/me': ok(operatorUser) });
    const router = await load('/admin/no-such-screen', queryClient);
    // No screen matches: the deepest route that does is the console's, which has its own not-found.
    expect(router.state.matches.map((match) => [match.routeId, match._notFound])).toEqual([
      ['__root__', false],
      ['/admin', true],
    ]);
    expect(router.routesById['/admin'].options.notFoundComponent).toBeDefined();
  });
});

describe('the console layout', () => {
  function signedIn(cached: User | null) {
    useAuthStore.getState().signIn('token', 'demo');
    const queryClient = client();
    if (cached) queryClient.setQueryData(meQueryKey, cached);
    return queryClient;
  }

  it('turns a shopper away with what it is and the way back to the shop', async () => {
    const api = serveRoutes({ 'GET /users/me': ok(shopperUser) });
    await renderWithRouter(
      <ConsoleLayout>
        <p>주문 목록</p>
      </ConsoleLayout>,
      { entries: ['/admin/orders'], queryClient: signedIn(null) },
    );
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByRole('heading', { level: 1 }).textContent).toBe(
      '운영자만 쓸 수 있어요',
    );
    expect(denied.textContent).toContain('chorok@example.kr 계정으로 로그인되어 있어요');
    expect(
      within(denied).getByRole('link', { name: '쇼핑몰로 돌아가기' }).getAttribute('href'),
    ).toBe('/home');
    expect(screen.queryByText('주문 목록')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/v1/users/me']);
  });

  it('asks again for a cached shopper: a role granted since opens the console', async () => {
    serveRoutes({ 'GET /users/me': ok(operatorUser) });
    await renderWithRouter(
      <ConsoleLayout>
        <p>주문 목록</p>
      </ConsoleLayout>,
      { entries: ['/admin/orders'], queryClient: signedIn(shopperUser) },
    );
    expect(screen.getByRole('status').textContent).toContain('운영 권한을 확인하고 있어요');
    expect(await screen.findByText('주문 목록')).toBeTruthy();
    expect(screen.queryByText('운영자만 쓸 수 있어요')).toBeNull();
  });

  it('gives an operator the console: the screens that exist, who is signed in, the shop', async () => {
    serveRoutes({ 'GET /users/me': ok(ownerUser) });
    await renderWithRouter(
      <ConsoleLayout>
        <p>주문 목록</p>
      </ConsoleLayout>,
      { entries: ['/admin/orders'], queryClient: signedIn(ownerUser) },
    );
    expect(screen.getByText('주문 목록')).toBeTruthy();
    // The side nav and the phone's menu hold the same links; one of the two is shown.
    const [side] = screen.getAllByRole('navigation', { name: '운영 메뉴', hidden: true });
    const links = within(side!).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['오늘', '/admin'],
      ['주문', '/admin/orders'],
      ['클레임', '/admin/claims'],
      ['상품', '/admin/products'],
      ['리뷰', '/admin/reviews'],
      ['라이프', '/admin/articles'],
      ['혜택', '/admin/benefits'],
      ['활동 기록', '/admin/audit'],
      ['운영자', '/admin/operators'],
    ]);
    // 오늘 is /admin itself: it is not current on the orders.
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('대표 운영자').length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('brings its own words: the shop’s translations document has none of them', async () => {
    serveRoutes({ 'GET /users/me': ok(operatorUser) });
    // As in the app: the served document (locales/kr/*.json) without the console's area.
    const i18n = createTestI18n();
    const served = { ...(i18n.getResourceBundle('kr', 'translations') as Record<string, unknown>) };
    delete served.console;
    i18n.removeResourceBundle('kr', 'translations');
    i18n.addResourceBundle('kr', 'translations', served);
    expect(i18n.exists('console.name')).toBe(false);
    await renderWithRouter(
      <ConsoleLayout>
        <p>주문 목록</p>
      </ConsoleLayout>,
      { entries: ['/admin/orders'], queryClient: signedIn(operatorUser), i18n },
    );
    expect(screen.getByRole('status').textContent).toBe('불러오는 중이에요');
    expect(await screen.findByText('주문 목록')).toBeTruthy();
    expect(i18n.exists('console.name')).toBe(true);
    expect(screen.getAllByRole('link', { name: '활동 기록', hidden: true }).length).toBeGreaterThan(
      0,
    );
  });

  it('opens and closes the phone menu with its button', async () => {
    serveRoutes({ 'GET /users/me': ok(operatorUser) });
    await renderWithRouter(
      <ConsoleLayout>
        <p>주문 목록</p>
      </ConsoleLayout>,
      { entries: ['/admin/orders'], queryClient: signedIn(operatorUser) },
    );
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    toggle.click();
    expect(
      (await screen.findByRole('button', { name: '메뉴 닫기' })).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(panel?.hidden).toBe(false);
  });
});
