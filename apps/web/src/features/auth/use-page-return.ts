import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` when the visitor comes back to this page without a new load: the back button
 * restoring it from the back/forward cache after a provider's page, or the native shell showing
 * the WebView again after the provider's app. Whatever was pending then is stale.
 */
export function usePageReturn(onReturn: () => void) {
  const onReturnRef = useRef(onReturn);
  useEffect(() => {
    onReturnRef.current = onReturn;
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturnRef.current();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') onReturnRef.current();
    };
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
