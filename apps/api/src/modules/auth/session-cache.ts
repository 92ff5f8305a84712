import type { Database } from '@chorok/db';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthResult } from '../../lib/auth-types.ts';

/**
 * Verified sessions of the embedded database, for a moment.
 *
 * PGlite runs inside the API process: every query costs the event loop a few hundred µs of WASM,
 * more than the rest of a request together, so one query per authenticated request caps
 * throughput far below the network's. With PGlite the process is also the only one that can write
 * the database, so it can know when a cached session stops being true: sign-out, leave and profile
 * updates forget the user's entries (forgetUserSessions) before they answer. The short lifetime
 * bounds what a writer that forgot to call it could leave stale. With PostgreSQL (any number of
 * processes) there is no cache and every request makes its one round trip.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: AuthResult;
  userId: number;
  until: number;
}

export class SessionCache {
  // Bounded, the least recently used dropped first; each entry carries its own deadline.
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  /** Bumped by every forget: a lookup that started before it must not store its (older) answer. */
  private generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get(rawToken: string, now = Date.now()): AuthResult | undefined {
    const entry = this.entries.get(rawToken);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.entries.delete(rawToken);
    return undefined;
  }

  /** The generation to pass to `set` for a lookup starting now. */
  begin(): number {
    return this.generation;
  }

  set(
    rawToken: string,
    session: AuthResult & { user: { id: number }; token: { expiresAt: Date } },
    startedAt: number,
    now = Date.now(),
  ): void {
    if (startedAt !== this.generation) return;
    const until = Math.min(now + this.ttlMs, session.token.expiresAt.getTime());
    this.entries.set(rawToken, { session, userId: session.user.id, until });
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const [rawToken, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(rawToken);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// Keyed by the database, not the Fastify instance: route plugins run in child contexts of the
// instance the auth plugin decorated, but all share one `db`.
const caches = new WeakMap<Database, SessionCache>();

/** The cache for this app's database: only for the embedded PGlite, `undefined` on PostgreSQL. */
export function sessionCacheFor(
  app: Pick<FastifyInstance, 'db' | 'database'>,
): SessionCache | undefined {
  if (app.database.kind !== 'pglite') return undefined;
  let cache = caches.get(app.db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(app.db, cache);
  }
  return cache;
}

/**
 * Call after any write that changes what authentication returns for a user (their users row, a
 * revoked token): the next request of theirs reads the database again.
 */
export function forgetUserSessions(
  app: Pick<FastifyInstance, 'db' | 'database'>,
  userId: number,
): void {
  sessionCacheFor(app)?.forgetUser(userId);
}
