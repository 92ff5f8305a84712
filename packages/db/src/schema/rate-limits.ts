import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Per-IP (and per-user) request counters shared by every API process on one PostgreSQL database
 * (decision 0029): one row per limiter and key, a fixed window that starts at the first hit.
 * PGlite counts in memory instead (one process per data directory).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the window ends, in ms since the epoch; later rows are swept. */
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_hits_resets_at_idx').on(table.resetsAt)],
);
