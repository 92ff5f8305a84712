import { describe, expect, it } from 'vitest';
import {
  ProviderReturnSearch,
  SignInSearch,
  TemporaryCallbackSearch,
  signInHidesNav,
} from '@/features/auth/search';

describe('SignInSearch', () => {
  it('keeps a redirect that starts with /', () => {
    expect(SignInSearch.parse({ redirect: '/cart' })).toEqual({ redirect: '/cart' });
    expect(SignInSearch.parse({ redirect: '/products/detail/3?tab=review' }).redirect).toBe(
      '/products/detail/3?tab=review',
    );
  });
  it('drops a redirect that does not start with / instead of failing', () => {
    expect(SignInSearch.parse({ redirect: 'https://evil.example' }).redirect).toBeUndefined();
    expect(SignInSearch.parse({ redirect: 42 }).redirect).toBeUndefined();
    expect(SignInSearch.parse({ redirect: { to: '/x' } }).redirect).toBeUndefined();
  });
  it('drops a redirect that only looks like a path here (the contract’s redirect rule)', () => {
    for (const redirect of [
      '/.//evil.example',
      '/\\evil.example',
      '/%2f%2fevil.example',
      '/\t/evil',
    ])
      expect(SignInSearch.parse({ redirect }).redirect).toBeUndefined();
  });
  it('accepts a secretCode only when it starts with "code"', () => {
    expect(SignInSearch.parse({ secretCode: 'codeAB12' }).secretCode).toBe('codeAB12');
    expect(SignInSearch.parse({ secretCode: 'AB12' }).secretCode).toBeUndefined();
    expect(SignInSearch.parse({ secretCode: 1234 }).secretCode).toBeUndefined();
  });
  it('reads l as a boolean', () => {
    expect(SignInSearch.parse({ l: true }).l).toBe(true);
    expect(SignInSearch.parse({ l: 'true' }).l).toBe(true);
    expect(SignInSearch.parse({ l: false }).l).toBe(false);
    expect(SignInSearch.parse({ l: 'yes' }).l).toBeUndefined();
    expect(SignInSearch.parse({})).toEqual({});
  });
});

describe('callback search', () => {
  it('requires the temporary callback code to start with "code"', () => {
    expect(TemporaryCallbackSearch.parse({ code: 'code9x' }).code).toBe('code9x');
    expect(TemporaryCallbackSearch.parse({ code: 'x9' }).code).toBeUndefined();
  });
  it('keeps provider codes as text even when the router parsed them as numbers', () => {
    expect(ProviderReturnSearch.parse({ code: 123456, error: 'access_denied' })).toEqual({
      code: '123456',
      error: 'access_denied',
    });
  });
});

describe('signInHidesNav', () => {
  it('shows the nav unless l is set', () => {
    expect(signInHidesNav({})).toBe(false);
    expect(signInHidesNav({ redirect: '/cart' })).toBe(false);
    expect(signInHidesNav({ l: true })).toBe(true);
    expect(signInHidesNav({ l: true, redirect: '/cart' })).toBe(true);
  });
  it('keeps the nav when the target is under /profile or /plants', () => {
    expect(signInHidesNav({ l: true, redirect: '/profile' })).toBe(false);
    expect(signInHidesNav({ l: true, redirect: '/profile/edit' })).toBe(false);
    expect(signInHidesNav({ l: true, redirect: '/plants/manage' })).toBe(false);
    expect(signInHidesNav({ l: true, redirect: '/plantsx' })).toBe(true);
  });
});
