import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { viewCountedByStarter } from '@/lib/page-start';
import { analytics, createPageViewTracker, type Analytics } from '@/features/analytics/analytics';

/** Spec §2: the app root records a page view for every resolved location path. */
export function usePageViews(target: Analytics = analytics) {
  const router = useRouter();
  // One tracker for the app's life, so a re-run effect (StrictMode, HMR) does not count twice.
  const [track] = useState(() => createPageViewTracker(target, viewCountedByStarter()));
  useEffect(() => {
    const resolved = router.state.resolvedLocation;
    if (resolved) track(resolved.pathname);
    return router.subscribe('onResolved', (event) => track(event.toLocation.pathname));
  }, [router, track]);
}
