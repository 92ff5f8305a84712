import { PAGE_START } from '@/lib/page-start';
import { useAuthStore } from '@/lib/session/auth-store';

export interface Analytics {
  pageView(path: string): void;
}

/**
 * POST /v1/analytics/page-views with `keepalive`, so a view recorded just before the page unloads
 * still arrives. Fire-and-forget: analytics never breaks a screen.
 */
export function createHttpAnalytics(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Analytics {
  return {
    pageView(path) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = useAuthStore.getState().accessToken;
      if (token) headers.Authorization = `Bearer ${token}`;
      fetchImpl(PAGE_START.pageViewsUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ path }),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    },
  };
}

export const analytics: Analytics = createHttpAnalytics();

/**
 * Counts each resolved path once: repeated resolutions of the same path (search changes, reloads of
 * data) are not new views. `counted` is a path whose view was already sent (by a server-rendered
 * page's starter, decision 0048).
 */
export function createPageViewTracker(target: Analytics, counted: string | null = null) {
  let last: string | null = counted;
  return (path: string) => {
    if (path === last) return;
    last = path;
    target.pageView(path);
  };
}
