import type { ListMetadata, PagingQuery } from '@chorok/contract';

/** Tables keyed by a 32-bit serial never hold more rows than this. */
const MAX_REACHABLE_OFFSET = 2_147_483_647;

export interface PageWindow {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
  /**
   * False when the offset lies beyond any row a table can hold: `page` may be any safe integer,
   * and page × perPage would overflow PostgreSQL's OFFSET (a 500) if sent.
   */
  reachable: boolean;
}

export function pageWindow({ page, perPage }: Pick<PagingQuery, 'page' | 'perPage'>): PageWindow {
  const offset = (page - 1) * perPage;
  return { page, perPage, limit: perPage, offset, reachable: offset <= MAX_REACHABLE_OFFSET };
}

export function listMetadata(window: PageWindow, total: number): ListMetadata {
  return {
    page: window.page,
    perPage: window.perPage,
    total,
    totalPage: Math.ceil(total / window.perPage),
  };
}

/**
 * The page's rows and `_metadata`, counting only when the page itself cannot tell the total: a
 * partly filled page ends the list, an empty first page means nothing matched.
 */
export async function pageOf<T>(
  window: PageWindow,
  fetchRows: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ data: T[]; metadata: ListMetadata }> {
  const rows = window.reachable ? await fetchRows() : [];
  let total: number;
  if (rows.length > 0 && rows.length < window.limit) total = window.offset + rows.length;
  else if (rows.length === 0 && window.offset === 0) total = 0;
  else total = await count();
  return { data: rows, metadata: listMetadata(window, total) };
}
