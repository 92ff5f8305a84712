import type { Database } from '@chorok/db';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthResult } from '../../lib/auth-types.ts';

/**
 * Verified sessions, for a moment (at most SESSION_CACHE_TTL_MS).
 *
 * One query per authenticated request caps throughput far below the network's: on PGlite every
 * query costs the event loop a few hundred µs of WASM, on PostgreSQL a round trip. So a verified
 * session is kept for one second. In this process, sign-out, leave and profile updates forget the
 * user's entries (forgetUserSessions) before they answer, so the next request of theirs here reads
 * the database again. Another process sharing a PostgreSQL is not told: there the lifetime is the
 * bound, as issue 21 allows — a sign-out or an account's removal holds on every instance within
 * one second (lib/instances.api.test.ts, decision 0045).
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

/** The cache for this app's database, PGlite or PostgreSQL. */
export function sessionCacheFor(app: Pick<FastifyInstance, 'db' | 'database'>): SessionCache {
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
  sessionCacheFor(app).forgetUser(userId);
}
