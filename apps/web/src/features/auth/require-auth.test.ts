import { afterEach, describe, expect, it } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { requireAuth, signInTarget } from '@/features/auth/require-auth';
import { useAuthStore } from '@/features/auth/auth-store';

afterEach(() => useAuthStore.setState({ accessToken: null, redirectUrl: '/' }));

describe('requireAuth', () => {
  it('sends a visitor to sign-in with the original address as redirect', () => {
    let thrown: unknown;
    try {
      requireAuth({ location: { href: '/order/12?tab=items' } });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    const { options } = thrown as { options: { to: string; search: { redirect: string } } };
    expect(options.to).toBe('/auth/sign-in');
    expect(options.search).toEqual({ redirect: '/order/12?tab=items' });
  });

  it('lets a signed-in user through', () => {
    useAuthStore.setState({ accessToken: 'tok' });
    expect(() => requireAuth({ location: { href: '/cart' } })).not.toThrow();
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
    useAuthStore.setState({ redirectUrl: '//evil.example/x' });
    expect(signInTarget('/\\evil.example')).toBe('/home');
  });
});
