import { StrictMode, Suspense, useEffect, useRef } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';

export interface AppProvidersProps {
  queryClient: QueryClient;
  router: AnyRouter;
  /** Called once, after the first render is on screen (never during the prerender). */
  onFirstCommit?: () => void;
}

/** Renders nothing; tells the caller when React has committed for the first time. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; the caller wants one call.
    if (called.current) return;
    called.current = true;
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * The provider tree of the app, shared by the browser and the build-time prerender so both render
 * the same markup. The Suspense boundary only matters after the first paint (a later language
 * change suspends while its translations load): the first render happens once the translations
 * and the route are ready, so nothing in it suspends.
 */
export function AppProviders({ queryClient, router, onFirstCommit }: AppProvidersProps) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Suspense>
      {onFirstCommit ? <FirstCommit onCommit={onFirstCommit} /> : null}
    </StrictMode>
  );
}
