import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER } from '@chorok/contract';
import { refetchSeededQueries, seedQueryCache, takeServerState } from '@/lib/server-state';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_RENDER.stateElementId;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server state', () => {
  it('reads the embedded queries once, escapes and all', () => {
    // As the API writes it: `<` and U+2028 escaped inside the JSON.
    embed('[{"queryKey":["products","detail",1],"data":{"name":"\\u003c/script\\u003e \\u2028"}}]');
    expect(takeServerState()).toEqual([
      { queryKey: ['products', 'detail', 1], data: { name: '</script> \u2028' } },
    ]);
    expect(document.getElementById(SERVER_RENDER.stateElementId)).toBeNull();
    expect(takeServerState()).toEqual([]);
  });

  it('has nothing on a page the server did not render', () => {
    expect(takeServerState()).toEqual([]);
  });

  it('refuses what is not a list of queries', () => {
    embed('{"queryKey":1}');
    expect(() => takeServerState()).toThrow(/not a list of queries/);
  });

  it('seeds the cache, and a signed-in client refetches what it was seeded with', async () => {
    const queryClient = new QueryClient();
    const key = ['products', 'detail', 1] as const;
    seedQueryCache(queryClient, [{ queryKey: key, data: { isLiked: false } }]);
    expect(queryClient.getQueryData(key)).toEqual({ isLiked: false });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    refetchSeededQueries(queryClient, [{ queryKey: key, data: { isLiked: false } }]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
