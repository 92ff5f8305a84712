import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@chorok/contract';
import { createAppRouter } from '@/app/router';
import { routeParamErrorOf } from '@/lib/route-params';
import { curationDetailKey } from '@/features/life/queries';
import { curationDetail } from '@/test/fixtures/life';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => vi.unstubAllGlobals());

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's own route tree, loaded at `path` (no rendering). */
async function load(path: string, queryClient = newClient()) {
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router;
}

const hidesNav = (router: Awaited<ReturnType<typeof load>>) =>
  router.state.matches.some((match) => match.staticData.hideNav === true);

describe('라이프 routes', () => {
  it('/life keeps the category tab in the address and drops one it does not know', async () => {
    serveApi(() => ({ status: 200, body: listBody([]) }));
    const router = await load('/life?category=SEASON');
    expect(router.state.matches.at(-1)?.search).toEqual({ category: 'SEASON' });
    expect(hidesNav(router)).toBe(false);
    const unknown = await load('/life?category=GARDEN');
    expect(unknown.state.matches.at(-1)?.search).toEqual({});
  });

  it("a non-integer article id is 'Invalid id', and nothing is asked of the API", async () => {
    const api = serveApi(() => undefined);
    for (const bad of ['abc', '1.5', '0', '-2']) {
      const router = await load(`/life/detail/${bad}`);
      const match = router.state.matches.at(-1);
      expect(match?.status).toBe('error');
      expect(routeParamErrorOf(match?.error)?.message).toBe('Invalid id');
    }
    expect(api.calls.filter((c) => c.path.startsWith('/v1/curations'))).toEqual([]);
  });

  it("an article the API does not know ends at the route's not-found", async () => {
    serveApi(() => ({ status: 404, body: errorBody(MESSAGES.curationNotFound, 404) }));
    const router = await load('/life/detail/41');
    // As for a product: the root's not-found screen ("Not Found").
    const root = router.state.matches[0];
    expect(isNotFound(root?.error)).toBe(true);
    expect(root?.error).toMatchObject({ routeId: '__root__' });
  });

  it('loads the article before the screen, and hides the bottom nav there', async () => {
    const article = curationDetail({ id: 41 });
    serveApi((call) =>
      call.path === '/v1/curations/41' ? { status: 200, body: body(article) } : undefined,
    );
    const queryClient = newClient();
    const router = await load('/life/detail/41', queryClient);
    expect(router.state.matches.at(-1)?.status).toBe('success');
    expect(queryClient.getQueryData(curationDetailKey(41))).toEqual(article);
    expect(hidesNav(router)).toBe(true);
  });
});
