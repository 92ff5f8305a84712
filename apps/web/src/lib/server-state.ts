import type { QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER, type SeededQuery } from '@chorok/contract';

/** Puts each entry in the cache as if its query had just fetched it. */
export function seedQueryCache(queryClient: QueryClient, queries: readonly SeededQuery[]): void {
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
}

const isSeededQuery = (value: unknown): value is SeededQuery =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as SeededQuery).queryKey) &&
  (value as SeededQuery).data !== undefined;

/**
 * The query data a server-rendered page was rendered with (`<script type="application/json"
 * id="chorok-state">`), taken out of the document so it is read once. None on every other page.
 */
export function takeServerState(doc: Document = document): SeededQuery[] {
  const element = doc.getElementById(SERVER_RENDER.stateElementId);
  if (!element) return [];
  element.remove();
  const parsed: unknown = JSON.parse(element.textContent || '[]');
  if (!Array.isArray(parsed) || !parsed.every(isSeededQuery))
    throw new Error(`#${SERVER_RENDER.stateElementId} is not a list of queries`);
  return parsed;
}

/**
 * The server renders what a visitor sees (a product's `isLiked` is false); a signed-in client
 * asks again, with its token, for every entry the page came with.
 */
export function refetchSeededQueries(
  queryClient: QueryClient,
  queries: readonly SeededQuery[],
): void {
  for (const { queryKey } of queries) void queryClient.invalidateQueries({ queryKey, exact: true });
}
