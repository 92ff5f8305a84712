import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppRouter } from '@/app/router';

export interface MountOptions {
  onCaughtError: (error: unknown) => void;
  /** A hydration mismatch: React has rendered the page afresh, as `createRoot` would have. */
  onRecoverableError: (error: unknown) => void;
}

/**
 * Whether `root` holds a page the server rendered (build-time prerender of / and /home, or the
 * API's per-request render of a product's detail). Call before the first render.
 */
export function markServerRendered(root: HTMLElement, router: AppRouter): boolean {
  const serverRendered = root.hasChildNodes();
  // The same router rendered that markup on the server. Marked as server-rendered, it renders the
  // same element tree here (no client-only Suspense wrapper around the matches), so React can
  // adopt it.
  if (serverRendered) router.ssr = { manifest: undefined };
  return serverRendered;
}

/**
 * Renders the app into `root`. A server-rendered page is hydrated: React adopts the markup on
 * screen instead of building the page again, so the browser lays it out once, not twice. Where
 * the visitor's page differs (a signed-in shopper on the visitors' /home), React renders it afresh
 * and reports the mismatch through `onRecoverableError`.
 */
export function mountApp(
  root: HTMLElement,
  app: ReactNode,
  serverRendered: boolean,
  { onCaughtError, onRecoverableError }: MountOptions,
): Root {
  if (serverRendered) return hydrateRoot(root, app, { onCaughtError, onRecoverableError });
  const created = createRoot(root, { onCaughtError });
  created.render(app);
  return created;
}
