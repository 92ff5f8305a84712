import { act } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DehydratedPageState } from '@chorok/contract';
import { AppProviders } from '@/app/app-providers';
import { productDetail } from '@/test/fixtures/product-detail';
import { markServerRendered, mountApp } from '@/app/mount-app';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/app/router';
import { hydrateServerState } from '@/lib/server-state';
import { renderPage, renderProductDetail } from '@/prerender/entry';
import { firstCommit, visibleMarkup, renderAppConfig } from '@/prerender/render-test-support';
import { HttpResponse } from 'msw';
import { serveApi } from '@/test/api';

const appConfig = renderAppConfig();

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The browser's start (main.tsx) on a page whose #root holds `html`: the same router and data,
 * then the first render, adopting the markup (`hydrate`, a visitor) or rendering over it (a
 * signed-in shopper). Returns what the page held at its first commit and what was caught.
 */
async function start(
  url: string,
  html: string,
  { state = null, hydrate }: { state?: DehydratedPageState | null; hydrate: boolean },
) {
  // Requests the page makes after its first render (rows, likes) simply fail here.
  serveApi(() => HttpResponse.error());
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const firstElement = root.querySelector('main, header');
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, state);
  const caught: unknown[] = [];
  const recoverable: unknown[] = [];
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    onCatch: (error) => caught.push(error),
  });
  const serverRendered = markServerRendered(root, router);
  await router.load();
  let committed = '';
  let mounted: ReturnType<typeof mountApp> | undefined;
  await act(async () => {
    mounted = mountApp(
      root,
      <AppProviders
        queryClient={queryClient}
        router={router}
        onFirstCommit={() => (committed = root.innerHTML)}
      />,
      {
        hydrate: serverRendered && hydrate,
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
  });
  const kept = firstElement !== null && root.contains(firstElement);
  act(() => mounted?.unmount());
  queryClient.clear();
  return { serverRendered, caught, recoverable, committed, kept };
}

describe('starting on the server-rendered pages', () => {
  it.each(['/', '/home'])(
    'adopts the prerendered %s: the first render is its markup',
    async (url) => {
      const { html } = await renderPage(url);
      const result = await start(url, html, { hydrate: true });
      expect(result.serverRendered).toBe(true);
      expect(result.caught).toEqual([]);
      // Adopted, not rebuilt: the element the server sent is still the one in the document.
      expect(result.kept).toBe(true);
      // Hydration does not correct attributes, so the client's own first render must be the markup.
      const client = await firstCommit(url, null);
      expect(visibleMarkup(client.committed)).toBe(visibleMarkup(html));
    },
  );

  it("adopts a product's detail rendered per request, from the data it came with", async () => {
    const page = await renderProductDetail({ product: productDetail(), appConfig });
    const url = `/products/detail/${productDetail().id}`;
    const result = await start(url, page.html, { state: page.state, hydrate: true });
    expect(result.caught).toEqual([]);
    expect(result.kept).toBe(true);
  });

  it('renders over markup that is not its own and leaves exactly its own page', async () => {
    const { html } = await renderPage('/');
    const result = await start('/home', html, { hydrate: false });
    const client = await firstCommit('/home', null);
    expect(result.committed).not.toBe('');
    expect(visibleMarkup(result.committed)).toBe(visibleMarkup(client.committed));
  });
});
