import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppRouter } from '@/app/router';

/**
 * Whether `root` holds a page the server rendered (build-time prerender of / and /home, or the
 * API's per-request render of a product's detail). Call before the first render.
 */
export function markServerRendered(root: HTMLElement, router: AppRouter): boolean {
  const serverRendered = root.hasChildNodes();
  // The same router rendered that markup on the server. Marked as server-rendered, it renders the
  // same element tree here (no client-only Suspense wrapper around the matches), so the markup can
  // be adopted.
  if (serverRendered) router.ssr = { manifest: undefined };
  return serverRendered;
}

export interface MountOptions {
  /** The markup in `root` is exactly what the first render makes: adopt it. */
  hydrate: boolean;
  /** A hydration mismatch: React has rendered the page afresh, as `createRoot` would have. */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * Renders the app into `root`. A visitor's first view of a server-rendered page is hydrated: the
 * markup on screen is adopted instead of built again (tests hold the client's first render to the
 * server's markup). Otherwise the app renders into `root` and its first commit replaces what is
 * there — a signed-in shopper's page differs from the visitors' one the server sent (their header,
 * their likes), and Preact (decision 0046) would not correct attributes while hydrating.
 */
export function mountApp(
  root: HTMLElement,
  app: ReactNode,
  { hydrate, onRecoverableError }: MountOptions,
): Root {
  if (hydrate) return hydrateRoot(root, app, onRecoverableError ? { onRecoverableError } : {});
  // Cleared first: Preact would otherwise reuse the nodes there (React clears them itself).
  root.replaceChildren();
  const created = createRoot(root);
  created.render(app);
  return created;
}
