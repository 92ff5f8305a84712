import type { Database } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/**
 * A catalogue answer as every visitor gets it (decision 0045): the handler's result, the body
 * Fastify's serializer wrote for it and that body's weak ETag, all computed once.
 */
export interface SharedAnswer {
  result: unknown;
  body: string;
  etag: string;
}

interface Entry {
  version: number;
  answer: Promise<SharedAnswer>;
  /** The answer once it is there: a hit sends it without waiting a tick. */
  settled?: SharedAnswer;
}

/** Bodies kept per route, by length: a product list of 100 cards is about 60 kB. */
const MAX_BYTES_PER_ROUTE = 16 * 1024 * 1024;
const MAX_ENTRIES_PER_ROUTE = 2_000;

/**
 * One route's answers, each under the catalogue version it was computed at. An entry of another
 * version is never answered: the version moves on with every write to what the answer shows
 * (migration 0024), so there is nothing to invalidate and no lifetime to tune. Bounded, least
 * recently used dropped first. Requests for the same key and version while it is being computed
 * share the one computation; one that failed is not kept.
 */
export class SharedAnswers {
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES_PER_ROUTE,
    maxSize: MAX_BYTES_PER_ROUTE,
    // Counted when it is set, before the body is known: the body is a few kB at least.
    sizeCalculation: (entry) => (entry.settled ? entry.settled.body.length * 2 : 4_096),
  });

  /** The answer of `key` at `version`, if it is ready. */
  ready(key: string, version: number): SharedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.settled : undefined;
  }

  get(key: string, version: number, compute: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const found = this.entries.get(key);
    if (found && found.version === version) return found.answer;
    const entry: Entry = { version, answer: compute() };
    // An answer computed at an older version (a slow request) does not replace a newer one.
    if (!found || found.version < version) this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.entries.peek(key) !== entry) return;
        entry.settled = answer;
        // Set again so the bound counts the body's real size.
        this.entries.set(key, entry);
      },
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A set of ids a signed-in shopper has (liked products, own reviews …), as of one version. */
interface Facts {
  version: number;
  ids: Promise<ReadonlySet<number>>;
}

const MAX_FACTS = 20_000;

/**
 * Per-shopper facts a shared answer is overlaid with (their likes, alerts, own reviews), each read
 * once per shopper and catalogue version: a like or a review moves the version on, so the next
 * request reads them again.
 */
export class ViewerFacts {
  private readonly entries = new LRUCache<string, Facts>({ max: MAX_FACTS });

  of(
    name: string,
    userId: number,
    version: number,
    load: () => Promise<readonly number[]>,
  ): Promise<ReadonlySet<number>> {
    const key = `${name}:${userId}`;
    const found = this.entries.get(key);
    if (found && found.version === version) return found.ids;
    const entry: Facts = { version, ids: load().then((ids) => new Set(ids)) };
    if (!found || found.version < version) this.entries.set(key, entry);
    entry.ids.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return entry.ids;
  }
}

/**
 * A loader for `Viewer.facts`: the `id` of every row of `id`'s table whose `owner` is the shopper
 * (the products they like, the reviews they wrote …).
 */
export function idsOwnedBy(db: Database, id: PgColumn, owner: PgColumn) {
  return async (userId: number): Promise<number[]> =>
    (await db.select({ id }).from(id.table).where(eq(owner, userId))).map((row) => Number(row.id));
}

const factsByDatabase = new WeakMap<object, ViewerFacts>();

/** One ViewerFacts per database (so per app: its route contexts share one `db`). */
export function viewerFactsFor(db: object): ViewerFacts {
  let facts = factsByDatabase.get(db);
  if (!facts) {
    facts = new ViewerFacts();
    factsByDatabase.set(db, facts);
  }
  return facts;
}
