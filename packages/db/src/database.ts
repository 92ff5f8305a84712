import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * The one database type every service codes against. PGlite and node-postgres both produce a
 * `PgDatabase`; only the query-result "kind" differs, so services use query builders and
 * `.returning()` rather than driver-specific result fields (rowCount vs affectedRows).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseConfig {
  /** postgres://… — when set, node-postgres is used; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests, OpenAPI generation); nothing touches the disk. */
  memory?: boolean;
  /** With `memory`: start from this image (`dumpMemoryImage`) instead of an empty cluster. */
  memoryImage?: Blob;
  /** node-postgres pool size. */
  poolSize?: number;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Idempotent: a second call resolves at once. */
  close(): Promise<void>;
  /** `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
}

type Client = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool };

// The raw driver stays private to this package: migrations need it (a dedicated connection for
// the advisory lock), services must not.
const clients = new WeakMap<DatabaseHandle, Client>();

/** @internal used by migrate/seed in this package. */
export function rawClient(handle: DatabaseHandle): Client {
  const client = clients.get(handle);
  if (!client) throw new Error('Not a database handle created by createDatabase()');
  return client;
}

export const PGLITE_SUBDIR = 'pglite';

export async function createDatabase(config: DatabaseConfig = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.poolSize ?? 10);
  if (config.memory) return createPglite(undefined, config.memoryImage);
  if (!config.dataDir)
    throw new Error(
      'createDatabase: dataDir is required for a file-backed PGlite (or pass memory: true)',
    );
  const dir = path.join(path.resolve(config.dataDir), PGLITE_SUBDIR);
  mkdirSync(dir, { recursive: true });
  return createPglite(dir);
}

/**
 * An in-memory PGlite's whole cluster as one image: a test opens a migrated copy in about a third
 * of the time an empty cluster's initdb takes.
 */
export async function dumpMemoryImage(handle: DatabaseHandle): Promise<Blob> {
  const raw = rawClient(handle);
  if (raw.kind !== 'pglite') throw new Error('dumpMemoryImage: only PGlite has an image');
  return raw.client.dumpDataDir('none');
}

async function createPglite(dataDir: string | undefined, image?: Blob): Promise<DatabaseHandle> {
  // pg_trgm ships with PGlite as a contrib extension; migration 0003 creates it in the database.
  const options = { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  let closing: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
    // The simple protocol on the raw client: a fraction of a prepared query's cost in PGlite.
    ping: async () => {
      await client.exec('select 1');
    },
  };
  clients.set(handle, { kind: 'pglite', client });
  return handle;
}

async function createPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it and the next query reports the failure to its caller.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  let closing: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    close: () => (closing ??= pool.end()),
    ping: async () => {
      await pool.query('select 1');
    },
  };
  clients.set(handle, { kind: 'postgres', client: pool });
  return handle;
}
