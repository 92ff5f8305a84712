import type { Database } from '@chorok/db';
import { sql } from 'drizzle-orm';

/** What @fastify/rate-limit hands a store: the merged options of one limiter. */
interface LimiterParams {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Ours: names a limiter made with app.rateLimit()/createRateLimit(), which has no route. */
  nameSpace?: string;
  timeWindow?: unknown;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on PostgreSQL (decision 0029): every API process on one database
 * counts in the same rows, so a limit holds however many instances serve. One statement per hit,
 * an atomic upsert: a window starts at the first hit and ends `timeWindow` ms later, by the
 * database's clock (instances' clocks may differ). Hand-written: the maintained stores are for
 * Redis, Memcached and others this product does not run.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    readonly prefix: string;
    private readonly timeWindow: number;

    // `object`: what the plugin passes is wider than its types say (merged limiter options).
    constructor(options: object = {}, parentPrefix = '') {
      const params = options as LimiterParams;
      const route = params.routeInfo?.url
        ? `${[params.routeInfo.method ?? ''].flat().join(',')} ${params.routeInfo.url}`
        : '';
      this.prefix = `${parentPrefix}${params.nameSpace ?? route}|`;
      this.timeWindow = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
    }

    /** The plugin passes the window (its types do not say so); the limiter's own otherwise. */
    incr(key: string, callback: IncrCallback, timeWindow = this.timeWindow): void {
      const id = `${this.prefix}${key}`;
      db.execute<{ hits: number; ttl: string }>(
        sql`with now_ms as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as at)
          insert into rate_limit_hits as c (key, hits, resets_at)
          select ${id}, 1, at + ${timeWindow} from now_ms
          on conflict (key) do update set
            hits = case when c.resets_at <= (select at from now_ms) then 1 else c.hits + 1 end,
            resets_at = case when c.resets_at <= (select at from now_ms)
              then excluded.resets_at else c.resets_at end
          returning hits, resets_at - (select at from now_ms) as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number; ttl: string }[] }).rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new PostgresRateLimitStore(options, this.prefix);
    }
  };
}

/** Ended windows are only clutter: the upsert restarts them. Swept now and then by every process. */
export async function sweepRateLimitHits(db: Database): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_hits where resets_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`,
  );
}
