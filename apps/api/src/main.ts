import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, migrate, type DatabaseHandle } from '@chorok/db';
import { seed } from '@chorok/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { importCurationsOnStart } from './modules/curations/importer.ts';
import { importTermsOnStart } from './modules/terms/importer.ts';
import { EnvError, loadEnv } from './env.ts';

/** Read by the admin CLI to find the running server (PGlite allows one process per data dir). */
export const SERVER_FILE = 'server.json';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be opened by one process at a time; a second server on the same DATA_DIR
 * would silently corrupt them. The running server's server.json says who holds them.
 */
function refuseSecondEmbeddedServer(serverFile: string) {
  if (!existsSync(serverFile)) return;
  let running: { pid?: unknown; port?: unknown } = {};
  try {
    running = JSON.parse(readFileSync(serverFile, 'utf8')) as typeof running;
  } catch {
    return;
  }
  if (typeof running.pid === 'number' && running.pid !== process.pid && isRunning(running.pid)) {
    console.error(
      `Another Chorok server (pid ${running.pid}, port ${String(running.port)}) is using ${path.dirname(serverFile)}.\n` +
        'The embedded database allows one server per DATA_DIR: stop that server, or start this one with another DATA_DIR.\n' +
        `If no such server is running, delete ${serverFile}.`,
    );
    process.exit(1);
  }
}

async function main() {
  let config;
  try {
    config = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const serverFile = path.join(config.dataDir, SERVER_FILE);
  if (!config.databaseUrl) refuseSecondEmbeddedServer(serverFile);

  const database: DatabaseHandle = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  let app: FastifyInstance | undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    app?.log.info(`${signal} received: closing`);
    try {
      // close() stops accepting connections and waits for in-flight requests.
      await app?.close();
      await database.close();
      rmSync(serverFile, { force: true });
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await migrate(database);
    await seed(database);
    app = await buildApp({ config, database });
    await importCurationsOnStart(database.db, config.contentDir, app.log);
    await importTermsOnStart(database.db, config.termsDir, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error('Start-up failed:', error);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole, then renamed: the CLI (and a test) reading it never sees half a file.
  const partial = `${serverFile}.${process.pid}.tmp`;
  writeFileSync(
    partial,
    `${JSON.stringify({ port, pid: process.pid, startedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  renameSync(partial, serverFile);

  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  app.log.info(
    `Chorok is running on http://localhost:${port} (${config.publicOrigin}) — database: ${where}; API docs: /docs`,
  );
}

await main();
