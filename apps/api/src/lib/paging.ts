import type { ListMetadata, PagingQuery } from '@chorok/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectSql } from './select-sql.ts';
import { MAX_STORED_ID } from './stored-id.ts';

export interface PageWindow {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
  /**
   * False when the offset lies beyond any row a table keyed by a serial can hold: `page` may be any safe integer,
   * and page × perPage would overflow PostgreSQL's OFFSET (a 500) if sent.
   */
  reachable: boolean;
}

export function pageWindow({ page, perPage }: Pick<PagingQuery, 'page' | 'perPage'>): PageWindow {
  const offset = (page - 1) * perPage;
  return { page, perPage, limit: perPage, offset, reachable: offset <= MAX_STORED_ID };
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
 * partly filled page ends the list, an empty first page means nothing matched, and a query that
 * carries the total in its rows (`totalOf`, a scalar subquery PostgreSQL runs once) saves the
 * second round trip.
 */
export async function pageOf<T>(
  window: PageWindow,
  fetchRows: () => Promise<T[]>,
  count: () => Promise<number>,
  totalOf?: (row: T) => number,
): Promise<{ data: T[]; metadata: ListMetadata }> {
  const rows = window.reachable ? await fetchRows() : [];
  const [first] = rows;
  let total: number;
  if (rows.length > 0 && rows.length < window.limit) total = window.offset + rows.length;
  else if (first !== undefined && totalOf) total = totalOf(first);
  else if (rows.length === 0 && window.offset === 0) total = 0;
  else total = await count();
  return { data: rows, metadata: listMetadata(window, total) };
}

/** `count(*)` of a table under a condition, as a select-list expression (see pageOf's totalOf). */
export function totalSql(table: PgTable, where: SQL | undefined): SQL<number> {
  return selectSql<number>(
    sql`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`,
  );
}
