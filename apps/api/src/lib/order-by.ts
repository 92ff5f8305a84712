import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

export type OrderDirection = 1 | -1;

/** One ORDER BY term in a list's natural direction. */
export interface OrderTerm {
  by: AnyColumn | SQL;
  dir: 'asc' | 'desc';
}

export const up = (by: AnyColumn | SQL): OrderTerm => ({ by, dir: 'asc' });
export const down = (by: AnyColumn | SQL): OrderTerm => ({ by, dir: 'desc' });

/**
 * `orderDirection` 1 keeps the natural order, -1 flips every term — the id tie-breaker too, so
 * paging stays stable in both directions.
 */
export function orderBy(terms: readonly OrderTerm[], direction: OrderDirection): SQL[] {
  return terms.map(({ by, dir }) => ((dir === 'asc') === (direction === 1) ? asc(by) : desc(by)));
}
