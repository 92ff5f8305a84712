import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, migrate, type Database, type DatabaseHandle } from '@chorok/db';
import { migratedImage, migrationsHash } from '@chorok/db/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadEnv, type Config } from '../env.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** The PostgreSQL test database's URL (another pool on it is another process's); PGlite: none. */
  databaseUrl?: string;
  config: Config;
  /** Closes the app and the database (and drops the PostgreSQL test database). */
  close(): Promise<void>;
}

/**
 * True on the PGlite run of `npm run test:api`. Tests of the embedded database itself (a data
 * directory on disk, `npm run serve` with no configuration) run there only: the PostgreSQL run
 * would repeat them unchanged (decision 0047).
 */
export const EMBEDDED_RUN = !process.env.TEST_DATABASE_URL;

/**
 * The configuration a test runs with: the embedded defaults (so both database runs behave the
 * same, demo sign-in on), fresh secrets, no logs, nothing read from the developer's environment.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_SECRET: randomBytes(24).toString('hex'),
  });
  // No reminder ticks unless a test asks for them. No web build either, whether or not the
  // checkout has one (CI runs these before it builds): a test that needs pages brings its own.
  const config = {
    ...base,
    reminders: { ...base.reminders, tickMs: 0 },
    webDistDir: path.join(tmpdir(), 'chorok-no-web-build'),
    ...overrides,
  };
  // A test that turns the API's limit off means every per-IP limit, pages and images included.
  if (overrides.rateLimitPerMinute === 0 && !overrides.load)
    config.load = { ...config.load, pageRateLimitPerMinute: 0, imageRateLimitPerMinute: 0 };
  return config;
}

/**
 * The migrated template test databases are copied from, named after the migrations it holds: made
 * once per server and set of migrations (under an advisory lock, for the workers that ask at once)
 * and reused by every later file and run. Copying it is a quarter of a second; migrating each
 * file's database again was a second.
 */
let migratedTemplate: Promise<string> | undefined;

function templateName(): string {
  return `chorok_tpl_${migrationsHash()}`;
}

async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await migrate(handle);
      } finally {
        await handle.close();
      }
      // Renamed only once whole: a run stopped half-way leaves no half-migrated template.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
}

/**
 * A migrated PostgreSQL database of its own for one test file, created from TEST_DATABASE_URL's
 * server as a copy of the migrated template.
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  migratedTemplate ??= ensureTemplate(adminUrl);
  const template = await migratedTemplate;
  const name = `chorok_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    // A test database need not survive a crash of the server: commits stop waiting for the disk.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function migratedPglite(): Promise<DatabaseHandle> {
  return createDatabase({ memory: true, memoryImage: await migratedImage() });
}

/**
 * The app on a real, migrated database: in-memory PGlite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set. Opening a database is slow (PGlite ≈ 1 s from its image), so call this
 * once per test file (beforeAll) and close it in afterAll. Requests go through `app.inject`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'findDueCare' | 'weatherProvider' | 'paymentProvider'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const database = postgres
    ? await createDatabase({ databaseUrl: postgres.url, poolSize: 4 })
    : await migratedPglite();
  try {
    const app = await buildApp({ config, database, ...options });
    let closed: Promise<void> | undefined;
    return {
      app,
      db: database.db,
      database,
      databaseUrl: postgres?.url,
      config,
      close: () =>
        (closed ??= (async () => {
          await app.close();
          await database.close();
          await postgres?.drop();
        })()),
    };
  } catch (error) {
    await database.close();
    await postgres?.drop();
    throw error;
  }
}
