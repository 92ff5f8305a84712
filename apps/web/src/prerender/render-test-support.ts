// Test support for the server-render tests: comparing a server's markup with a client's commit.
import { createElement } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import type { AppConfig, DehydratedPageState } from '@chorok/contract';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/app/router';
import { hydrateServerState } from '@/lib/server-state';
import { serveApi } from '@/test/api';

/**
 * The elements and attributes a visitor sees, in any attribute order; preload links aside, and an
 * option's `selected` (React's server writes a select's value so; the browser sets it as a property).
 */
export function visibleMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'style' && !(node.localName === 'option' && a.name === 'selected'))
      .map((a) => `${a.name.toLowerCase()}="${a.value}"`)
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}

/** What the browser commits first from the page's embedded cache, with the network off. */
export async function firstCommit(url: string, state: DehydratedPageState | null) {
  const reads: string[] = [];
  serveApi(({ path, search }) => {
    reads.push(`${path}${search}`);
    return HttpResponse.error();
  });
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, state);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const root = document.createElement('div');
  document.body.append(root);
  let committed = '';
  const reactRoot = createRoot(root);
  await act(async () => {
    reactRoot.render(
      createElement(AppProviders, {
        queryClient,
        router,
        onFirstCommit: () => (committed = root.innerHTML),
      }),
    );
  });
  // Nothing of this app may keep working after the file's environment is gone: React work left
  // scheduled here once ran after teardown ("window is not defined") and failed the whole run.
  act(() => reactRoot.unmount());
  queryClient.clear();
  // A read started by the commit reaches the fake a few ticks later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { committed, reads };
}

/** The app-config a server render is given in these tests (demo sign-in on, no image hosts). */
export function renderAppConfig(images: Partial<AppConfig['images']> = {}): AppConfig {
  return {
    demoSignIn: true,
    providers: { kakao: false, naver: false, apple: false },
    supportEmail: 'help@chorok.kr',
    images: { assetHost: null, cdnHost: null, ...images },
  };
}
