import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { requireAuth, signInTarget } from '@/features/auth/require-auth';
import { useAuthStore } from '@/lib/session/auth-store';
import { consentsKey } from '@/lib/session/consents-query';
import { consentState } from '@/test/fixtures/terms';
import { fail, ok, serveRoutes } from '@/test/api';

afterEach(() => {
  useAuthStore.setState({ accessToken: null, redirectUrl: '/' });
  vi.unstubAllGlobals();
});

const at = (href: string) => ({ href, pathname: href.split('?')[0]! });
const context = () => ({ queryClient: new QueryClient() });

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { options: { to?: string; href?: string; search?: unknown } };
  }
  throw new Error('let through');
}

describe('requireAuth', () => {
  it('sends a visitor to sign-in with the original address as redirect', async () => {
    const thrown = await thrownBy(
      requireAuth({ location: at('/order/12?tab=items'), context: context() }),
    );
    expect(isRedirect(thrown)).toBe(true);
    expect(thrown.options.to).toBe('/auth/sign-in');
    expect(thrown.options.search).toEqual({ redirect: '/order/12?tab=items' });
  });

  it('lets a signed-in user who agreed through', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    const ctx = context();
    ctx.queryClient.setQueryData(consentsKey, consentState({ needsAgreement: false }));
    await expect(requireAuth({ location: at('/cart'), context: ctx })).resolves.toBeUndefined();
  });

  it('sends a user with terms to agree to the agreement screen first, and back after', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState({ needsAgreement: true })),
    });
    const thrown = await thrownBy(
      requireAuth({ location: at('/cart?step=2'), context: context() }),
    );
    expect(isRedirect(thrown)).toBe(true);
    expect(thrown.options.href).toBe('/profile/terms-agreement?redirect=%2Fcart%3Fstep%3D2');
    expect(api.calls).toHaveLength(1);
  });

  it('never sends anyone away from the agreement screen itself', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState({ needsAgreement: true })),
    });
    await expect(
      requireAuth({ location: at('/profile/terms-agreement'), context: context() }),
    ).resolves.toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('goes on when the consents cannot be read (the screen says what failed)', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    serveRoutes({ 'GET /users/me/consents': fail(503, 'Service Unavailable') });
    await expect(
      requireAuth({ location: at('/cart'), context: context() }),
    ).resolves.toBeUndefined();
  });
});

describe('signInTarget', () => {
  it('prefers the safe search redirect, then the kept one, then /home', () => {
    expect(signInTarget('/cart')).toBe('/cart');
    expect(signInTarget(undefined)).toBe('/home');
    useAuthStore.setState({ redirectUrl: '/likes' });
    expect(signInTarget(undefined)).toBe('/likes');
    expect(signInTarget('/cart')).toBe('/cart');
  });
  it('never leaves the origin', () => {
    expect(signInTarget('//evil.example')).toBe('/home');
    expect(signInTarget('/\\evil.example')).toBe('/home');
    expect(signInTarget('/.//evil.example')).toBe('/home');
    useAuthStore.setState({ redirectUrl: '//evil.example/x' });
    expect(signInTarget('/\\evil.example')).toBe('/home');
  });
});
