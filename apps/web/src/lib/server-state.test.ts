import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { SERVER_RENDER } from '@chorok/contract';
import { hydrateServerState, refetchServerQueries, takeServerState } from '@/lib/server-state';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_RENDER.stateElementId;
  script.textContent = text;
  document.body.append(script);
}

/** What the server's render leaves: its cache, dehydrated, as JSON. */
function serverCache(key: readonly unknown[], data: unknown): string {
  const server = new QueryClient();
  server.setQueryData(key, data);
  return JSON.stringify(dehydrate(server));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server state', () => {
  it('reads the embedded cache once, escapes and all', () => {
    // As the API writes it: `<` and U+2028 escaped inside the JSON.
    embed(
      serverCache(['products', 'detail', 1], { name: '</script> \u2028' })
        .replace('</script>', '\\u003c/script\\u003e')
        .replace('\u2028', '\\u2028'),
    );
    const state = takeServerState();
    expect(state?.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['products', 'detail', 1], { name: '</script> \u2028' }],
    ]);
    expect(document.getElementById(SERVER_RENDER.stateElementId)).toBeNull();
    expect(takeServerState()).toBeNull();
  });

  it('has nothing on a page the server did not render', () => {
    expect(takeServerState()).toBeNull();
  });

  it('refuses what is not a dehydrated cache', () => {
    embed('[{"queryKey":["products"],"data":1}]');
    expect(() => takeServerState()).toThrow(/not a dehydrated query cache/);
    embed('{"queries":[{"queryKey":1}],"mutations":[]}');
    expect(() => takeServerState()).toThrow(/not a dehydrated query cache/);
  });

  it('hydrates the cache, and a signed-in client asks again for what it came with', () => {
    const key = ['products', 'detail', 1] as const;
    embed(serverCache(key, { isLiked: false }));
    const state = takeServerState();
    const queryClient = new QueryClient();
    hydrateServerState(queryClient, state);
    expect(queryClient.getQueryData(key)).toEqual({ isLiked: false });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    refetchServerQueries(queryClient, state);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('counts a page rendered earlier (served from the render cache) as fresh as the document', () => {
    const key = ['products', 'detail', 1] as const;
    embed(serverCache(key, { isLiked: false }).replace(/"dataUpdatedAt":\d+/, '"dataUpdatedAt":1'));
    const queryClient = new QueryClient();
    hydrateServerState(queryClient, takeServerState(), 5_000_000);
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(5_000_000);
  });
});
