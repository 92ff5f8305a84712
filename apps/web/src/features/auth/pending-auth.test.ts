import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH } from '@chorok/contract';
import { clearPendingAuth, readPendingAuth, savePendingAuth } from '@/features/auth/pending-auth';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('pending provider round trip', () => {
  it('keeps one per provider in this tab, and forgets it when cleared', () => {
    savePendingAuth({ provider: 'kakao', state: 'k', intent: 'sign-in', redirect: '/likes' });
    savePendingAuth({ provider: 'naver', state: 'n', intent: 'link' });
    expect(readPendingAuth('kakao')).toMatchObject({
      provider: 'kakao',
      state: 'k',
      intent: 'sign-in',
      redirect: '/likes',
    });
    expect(readPendingAuth('naver')).toMatchObject({ state: 'n', intent: 'link' });
    expect(readPendingAuth('naver')?.redirect).toBeUndefined();
    expect(readPendingAuth('apple')).toBeNull();
    clearPendingAuth('kakao');
    expect(readPendingAuth('kakao')).toBeNull();
    expect(readPendingAuth('naver')).not.toBeNull();
  });

  it('is gone once the server’s state would have expired', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    savePendingAuth({ provider: 'kakao', state: 'k', intent: 'sign-in' });
    vi.setSystemTime(new Date(Date.now() + OAUTH.stateTtlMs + 1));
    expect(readPendingAuth('kakao')).toBeNull();
  });

  it('reads anything malformed as nothing', () => {
    sessionStorage.setItem('chorok-oauth:kakao', '{not json');
    expect(readPendingAuth('kakao')).toBeNull();
    sessionStorage.setItem(
      'chorok-oauth:kakao',
      JSON.stringify({ provider: 'naver', state: 'x', intent: 'sign-in', startedAt: Date.now() }),
    );
    expect(readPendingAuth('kakao')).toBeNull();
    sessionStorage.setItem(
      'chorok-oauth:kakao',
      JSON.stringify({ provider: 'kakao', state: 'x', intent: 'merge', startedAt: Date.now() }),
    );
    expect(readPendingAuth('kakao')).toBeNull();
  });

  it('drops a kept target that is not a path on this site', () => {
    const started = { provider: 'kakao', state: 'x', intent: 'sign-in', startedAt: Date.now() };
    sessionStorage.setItem(
      'chorok-oauth:kakao',
      JSON.stringify({ ...started, redirect: '/.//evil.example' }),
    );
    expect(readPendingAuth('kakao')).toMatchObject({ state: 'x' });
    expect(readPendingAuth('kakao')?.redirect).toBeUndefined();
  });
});
