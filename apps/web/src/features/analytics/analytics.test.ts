import { describe, expect, it, vi } from 'vitest';
import { createHttpAnalytics, createPageViewTracker } from '@/features/analytics/analytics';
import { useAuthStore } from '@/lib/session/auth-store';

describe('analytics', () => {
  it('posts the path with keepalive and the bearer token when signed in', () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}')));
    useAuthStore.setState({ accessToken: 'tok' });
    createHttpAnalytics(fetchImpl).pageView('/home');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/v1/analytics/page-views',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"path":"/home"}' }),
    );
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    useAuthStore.setState({ accessToken: null });
  });

  it('tracks each new path once', () => {
    const pageView = vi.fn();
    const track = createPageViewTracker({ pageView });
    track('/home');
    track('/home');
    track('/cart');
    track('/home');
    expect(pageView.mock.calls.map((c) => c[0])).toEqual(['/home', '/cart', '/home']);
  });

  it('does not count again the view a server-rendered page’s starter already sent', () => {
    const pageView = vi.fn();
    const track = createPageViewTracker({ pageView }, '/home');
    track('/home');
    track('/cart');
    track('/home');
    expect(pageView.mock.calls.map((c) => c[0])).toEqual(['/cart', '/home']);
  });
});
