import { act } from 'react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig, DehydratedPageState } from '@chorok/contract';
import { AppProviders } from '@/app/app-providers';
import { productDetail } from '@/test/fixtures/product-detail';
import { markServerRendered, mountApp } from '@/app/mount-app';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/app/router';
import { hydrateServerState } from '@/lib/server-state';
import { renderPage, renderProductDetail } from '@/prerender/entry';
import { HttpResponse } from 'msw';
import { serveApi } from '@/test/api';

const appConfig: AppConfig = {
  demoSignIn: true,
  providers: { kakao: false, naver: false, apple: false },
  supportEmail: 'help@chorok.kr',
  images: { assetHost: null, cdnHost: null },
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The browser's start (main.tsx) on a page whose #root holds `html`: the same router and data,
 * then hydration. Returns what React reported and whether it kept the server's nodes.
 */
async function hydrate(url: string, html: string, state: DehydratedPageState | null = null) {
  // Requests the page makes after its first render (rows, likes) simply fail here.
  serveApi(() => HttpResponse.error());
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const firstElement = root.querySelector('main, header');
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, state);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const serverRendered = markServerRendered(root, router);
  await router.load();
  const recoverable: unknown[] = [];
  const caught: unknown[] = [];
  let committed = false;
  const reactRoot = await act(async () =>
    mountApp(
      root,
      <AppProviders
        queryClient={queryClient}
        router={router}
        onFirstCommit={() => (committed = true)}
      />,
      serverRendered,
      {
        onCaughtError: (error) => caught.push(error),
        onRecoverableError: (error) => recoverable.push(error),
      },
    ),
  );
  const kept = firstElement !== null && root.contains(firstElement);
  act(() => reactRoot.unmount());
  queryClient.clear();
  return { serverRendered, recoverable, caught, committed, kept };
}

describe('hydrating the server-rendered pages', () => {
  it.each(['/', '/home'])('adopts the prerendered %s without a mismatch', async (url) => {
    const { html } = await renderPage(url);
    const result = await hydrate(url, html);
    expect(result.serverRendered).toBe(true);
    expect(result.recoverable).toEqual([]);
    expect(result.caught).toEqual([]);
    expect(result.committed).toBe(true);
    // Hydrated, not rebuilt: the element the server sent is still the one in the document.
    expect(result.kept).toBe(true);
  });

  it("adopts a product's detail rendered per request, from the data it came with", async () => {
    const page = await renderProductDetail({ product: productDetail(), appConfig });
    const result = await hydrate(`/products/detail/${productDetail().id}`, page.html, page.state);
    expect(result.recoverable).toEqual([]);
    expect(result.kept).toBe(true);
  });

  it('renders afresh, and says so, when the markup is not what the client renders', async () => {
    const { html } = await renderPage('/');
    const result = await hydrate('/home', html);
    expect(result.recoverable.length).toBeGreaterThan(0);
    expect(result.committed).toBe(true);
    expect(result.kept).toBe(false);
  });
});
