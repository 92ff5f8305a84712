import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER, type DehydratedPageState } from '@chorok/contract';

const isPageState = (value: unknown): value is DehydratedPageState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DehydratedPageState).queries) &&
  (value as DehydratedPageState).queries.every(
    (query) => Array.isArray(query.queryKey) && typeof query.queryHash === 'string',
  );

/**
 * The query cache a server-rendered page was rendered with (`<script type="application/json"
 * id="chorok-state">`), taken out of the document so it is read once. Null on every other page.
 */
export function takeServerState(doc: Document = document): DehydratedPageState | null {
  const element = doc.getElementById(SERVER_RENDER.stateElementId);
  if (!element) return null;
  element.remove();
  const parsed: unknown = JSON.parse(element.textContent || 'null');
  if (!isPageState(parsed))
    throw new Error(`#${SERVER_RENDER.stateElementId} is not a dehydrated query cache`);
  return parsed;
}

/**
 * Puts the server's queries in the client's cache (TanStack Query's own hand-off). The page was
 * rendered from data read for this very response (a cached page is one whose data is unchanged,
 * decision 0042), so its queries are as fresh as the document, not as old as the render.
 */
export function hydrateServerState(
  queryClient: QueryClient,
  state: DehydratedPageState | null,
  servedAt: number = Date.now(),
) {
  if (!state) return;
  const queries = state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: servedAt },
  }));
  // The contract spells out the fields both sides read; `dehydrate` wrote the whole shape.
  hydrate(queryClient, { ...state, queries } as DehydratedState);
}

/**
 * The server renders what a visitor sees (a product's `isLiked` is false); a signed-in client
 * asks again, with its token, for every query the page came with.
 */
export function refetchServerQueries(
  queryClient: QueryClient,
  state: DehydratedPageState | null,
): void {
  for (const { queryKey } of state?.queries ?? [])
    void queryClient.invalidateQueries({ queryKey, exact: true });
}
