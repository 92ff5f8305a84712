import type { InfiniteData, Query } from '@tanstack/react-query';
import type { ListMetadata } from '@chorok/contract';

/**
 * Like state inside cached query data, whatever the shape: a product or review object, a list
 * response (`{ data: [...] }`), an infinite query (`{ pages: [...] }`) or a plain array. Screens
 * cache the same product in several places (detail, home sections, lists, search); one toggle
 * must show everywhere at once, without each feature knowing the others' query shapes.
 *
 * Every function returns the same reference when nothing changed, so React Query's structural
 * sharing keeps untouched screens from re-rendering.
 */
export interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

interface Likeable {
  id: number;
  isLiked: boolean;
  likeCount: number;
}

function isLikeable(value: object): value is Likeable {
  const v = value as Partial<Likeable>;
  return (
    typeof v.id === 'number' && typeof v.isLiked === 'boolean' && typeof v.likeCount === 'number'
  );
}

/** Rebuild `value` with `patch` applied to every likeable object whose id is `id`. */
function mapLikeable(value: unknown, id: number, patch: (item: Likeable) => Likeable): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const mapped = mapLikeable(item, id, patch);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (isLikeable(value) && value.id === id) {
    const next = patch(value);
    return next.isLiked === value.isLiked && next.likeCount === value.likeCount ? value : next;
  }
  // Only the containers a query result can be: a list envelope's `data` and an infinite query's `pages`.
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const key of ['data', 'pages'] as const) {
    if (!(key in record)) continue;
    const mapped = mapLikeable(record[key], id, patch);
    if (mapped !== record[key]) out = { ...(out ?? record), [key]: mapped };
  }
  return out ?? value;
}

/** Optimistic toggle: each copy not already in the wanted state moves to it, its count by one. */
export function applyLikeToggle<T>(data: T, id: number, like: boolean): T {
  return mapLikeable(data, id, (item) =>
    item.isLiked === like
      ? item
      : { ...item, isLiked: like, likeCount: Math.max(0, item.likeCount + (like ? 1 : -1)) },
  ) as T;
}

/** Undo an optimistic toggle that failed: copies still showing it go back, their count by one. */
export function revertLikeToggle<T>(data: T, id: number, like: boolean): T {
  return mapLikeable(data, id, (item) =>
    item.isLiked !== like
      ? item
      : { ...item, isLiked: !like, likeCount: Math.max(0, item.likeCount + (like ? -1 : 1)) },
  ) as T;
}

/** The server's answer wins: every copy takes its state and count. */
export function setLikeState<T>(data: T, id: number, state: LikeState): T {
  return mapLikeable(data, id, (item) => ({
    ...item,
    isLiked: state.isLiked,
    likeCount: state.likeCount,
  })) as T;
}

interface LikedPages {
  pages: { data: { id: number }[]; _metadata: { total: number } }[];
}

/**
 * An infinite "liked" list without the item `id` (unliked in place): gone from its page, and the
 * total one less so the tab count follows.
 */
export function removeFromLikedPages<D extends LikedPages>(
  data: D | undefined,
  id: number,
): D | undefined {
  if (!data) return data;
  if (!data.pages.some((page) => page.data.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.filter((item) => item.id !== id),
      _metadata: { ...page._metadata, total: Math.max(0, page._metadata.total - 1) },
    })),
  };
}

/** One page of a caller's liked list (products, reviews, articles), as the API sends it. */
export interface LikedPage<T> {
  data: T[];
  _metadata: ListMetadata;
}
/** A liked list as its infinite query caches it. */
export type LikedListData<T> = InfiniteData<LikedPage<T>, number>;

/** A refetch under way (not a next page being added) would land after the toggle and undo it on screen. */
export const isRefetching = (query: Query) =>
  query.state.fetchStatus === 'fetching' && !('getNextPageParam' in query.options);
