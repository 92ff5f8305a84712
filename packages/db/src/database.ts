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
  /**
   * PGlite: start from this image (`dumpMemoryImage`) instead of an empty cluster, in memory or
   * in a data directory that has no database yet (the tests' migrated copies).
   */
  memoryImage?: Blob;
  /**
   * PGlite in a data directory, open for a few statements (a CLI command, a test's look at what a
   * command wrote): the small shared buffers of an in-memory cluster, for a start in half the time.
   */
  shortLived?: boolean;
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
  /**
   * The catalogue version (migration 0024): read once per request batch by the API's catalogue
   * cache, so by the simple protocol — in PGlite a drizzle prepared query costs ten times more.
   */
  catalogueVersion(): Promise<number>;
  /**
   * The catalogue version without a query, when this process knows it is still current: PGlite,
   * whose files only this process writes, and no statement of any kind has run on it since the
   * last `catalogueVersion()` read ran. Undefined otherwise (always on PostgreSQL).
   */
  knownCatalogueVersion(): number | undefined;
}

const CATALOGUE_VERSION_SQL = 'select version::text as version from catalogue_version where id = 1';

function versionOf(rows: readonly unknown[]): number {
  const row = rows[0] as { version?: string } | undefined;
  if (row?.version === undefined) throw new Error('catalogue_version has no row (migration 0024)');
  return Number(row.version);
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
  if (config.memory) return createPglite(undefined, config.memoryImage, true);
  if (!config.dataDir)
    throw new Error(
      'createDatabase: dataDir is required for a file-backed PGlite (or pass memory: true)',
    );
  const dir = path.join(path.resolve(config.dataDir), PGLITE_SUBDIR);
  mkdirSync(dir, { recursive: true });
  return createPglite(dir, config.memoryImage, config.shortLived ?? false);
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

async function createPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
  shortLived: boolean,
): Promise<DatabaseHandle> {
  // pg_trgm ships with PGlite as a contrib extension; migration 0003 creates it in the database.
  const options = {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
    // A test's few rows or a CLI command's few statements: setting up PostgreSQL's default 128 MB
    // of shared buffers took half of every start (docs/PERFORMANCE.md, "Test suite"). The server
    // keeps the default.
    ...(shortLived
      ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }
      : {}),
  };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  const watch = watchStatements(client);
  let closing: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
    // The simple protocol on the raw client: a fraction of a prepared query's cost in PGlite.
    ping: async () => {
      await client.exec('select 1');
    },
    catalogueVersion: async () => {
      const version = versionOf((await client.exec(CATALOGUE_VERSION_SQL))[0]?.rows ?? []);
      // Only if no other statement ran since this read did: the number is still the database's.
      if (watch.untouched) watch.version = version;
      return version;
    },
    knownCatalogueVersion: () => (watch.untouched ? watch.version : undefined),
  };
  clients.set(handle, { kind: 'pglite', client });
  return handle;
}

/**
 * Whether any statement other than the catalogue version read ran on this PGlite since that read
 * last ran. Every statement of PGlite — query, exec, transaction, a migration — reaches the WASM
 * through `execProtocolRawSync`, one synchronous call, and PGlite runs one at a time (a
 * transaction holds the others off until it ends). So right after the version read's own call
 * nothing can have changed, and the first other call of any kind (a read too: cheap to be
 * conservative) forgets the number before it returns, before any caller could see its commit.
 * Should PGlite stop calling it, no version read is ever seen and every read goes to the database.
 */
function watchStatements(client: PGlite): { untouched: boolean; version: number | undefined } {
  const watch = { untouched: false, version: undefined as number | undefined };
  const expected = new TextEncoder().encode(CATALOGUE_VERSION_SQL);
  // A simple query message: 'Q', its length (4 bytes), the SQL, a NUL.
  const isVersionRead = (message: Uint8Array) =>
    message.length === expected.length + 6 &&
    message[0] === 0x51 &&
    expected.every((byte, i) => message[i + 5] === byte);
  // exec sends its query, then a Sync of its own: that Sync belongs to the read.
  const isSync = (message: Uint8Array) => message.length === 5 && message[0] === 0x53;
  let previousWasRead = false;
  const raw = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    const read = isVersionRead(message);
    const neutral = read || (previousWasRead && isSync(message));
    previousWasRead = read;
    if (!neutral) {
      watch.untouched = false;
      watch.version = undefined;
    }
    const result = raw(message);
    if (read) watch.untouched = true;
    else if (!neutral) {
      watch.untouched = false;
      watch.version = undefined;
    }
    return result;
  };
  return watch;
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
    catalogueVersion: async () => versionOf((await pool.query(CATALOGUE_VERSION_SQL)).rows),
    // Other processes write it: only a read knows.
    knownCatalogueVersion: () => undefined,
  };
  clients.set(handle, { kind: 'postgres', client: pool });
  return handle;
}
