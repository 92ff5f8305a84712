import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envelope, adminEndpoints, API_BASE_PATH } from '@chorok/contract';
import { createDatabase, migrate, type DatabaseHandle } from '@chorok/db';
import type { Config } from '../env.ts';
import { issueTemporaryCode, type IssuedTemporaryCode } from '../modules/auth/service.ts';

/** Written by the running server into DATA_DIR; the CLI only needs the port. */
export const SERVER_FILE = 'server.json';

export type Route = 'postgres' | 'server' | 'pglite';

export interface OperatorIssuedCode extends IssuedTemporaryCode {
  /** How the database was reached. */
  via: Route;
  /** The port of the server that will accept the code. */
  port: number;
}

export class OperatorError extends Error {
  override name = 'OperatorError';
}

const HEALTH_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface ServerFile {
  port: number;
  pid?: number;
}

function readServerFile(dataDir: string): ServerFile | null {
  let raw: string;
  try {
    raw = readFileSync(path.join(dataDir, SERVER_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as { port?: unknown; pid?: unknown };
    if (
      typeof parsed.port !== 'number' ||
      !Number.isInteger(parsed.port) ||
      parsed.port < 1 ||
      parsed.port > 65_535
    )
      return null;
    return { port: parsed.port, pid: typeof parsed.pid === 'number' ? parsed.pid : undefined };
  } catch {
    return null;
  }
}

function processAlive(pid: number | undefined): boolean {
  if (pid === undefined || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'up' on any HTTP answer from /v1/health, 'down' when nothing listens there. */
async function probeHealth(baseUrl: string): Promise<'up' | 'unhealthy' | 'down'> {
  try {
    const response = await fetch(`${baseUrl}${API_BASE_PATH}/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? 'up' : 'unhealthy';
  } catch {
    return 'down';
  }
}

const AdminTempCodeResponse = envelope(adminEndpoints.adminTempCode.data);

async function viaServer(
  baseUrl: string,
  adminSecret: string,
  email: string,
): Promise<IssuedTemporaryCode> {
  const response = await fetch(`${baseUrl}${API_BASE_PATH}${adminEndpoints.adminTempCode.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': adminSecret },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const parsed = AdminTempCodeResponse.safeParse(body);
  if (!response.ok || !parsed.success) {
    const message = (body as { message?: unknown } | null)?.message;
    const hint =
      response.status === 401
        ? ' The server uses a different admin secret: run the CLI with the same ADMIN_SECRET (or DATA_DIR) as the server.'
        : '';
    throw new OperatorError(
      `The running server refused: HTTP ${response.status}${typeof message === 'string' ? ` ${message}` : ''}.${hint}`,
    );
  }
  const { data } = parsed.data;
  return { ...data, expiresAt: new Date(data.expiresAt) };
}

async function viaDatabase(
  handle: DatabaseHandle,
  email: string,
  migrateFirst: boolean,
): Promise<IssuedTemporaryCode> {
  try {
    if (migrateFirst) await migrate(handle);
    return await issueTemporaryCode(handle.db, email);
  } finally {
    await handle.close();
  }
}

/**
 * Issues a temporary code the way that is safe for this setup. PostgreSQL takes any number of
 * clients. An embedded PGlite data directory belongs to one process: when a server holds it, ask
 * that server over loopback; only when none runs, open the directory here (see decision 0002).
 */
export async function issueCodeForOperator(
  config: Config,
  email: string,
): Promise<OperatorIssuedCode> {
  if (config.databaseUrl) {
    const handle = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    return { ...(await viaDatabase(handle, email, false)), via: 'postgres', port: config.port };
  }

  const server = readServerFile(config.dataDir);
  if (server) {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const health = await probeHealth(baseUrl);
    if (health === 'up')
      return {
        ...(await viaServer(baseUrl, config.adminSecret, email)),
        via: 'server',
        port: server.port,
      };
    if (health === 'unhealthy' || processAlive(server.pid)) {
      // Its process still holds the data directory; a second PGlite on it could corrupt it.
      throw new OperatorError(
        `A server for ${config.dataDir} is running (port ${server.port}${server.pid ? `, pid ${server.pid}` : ''}) but does not answer GET ${API_BASE_PATH}/health. Wait for it to start, or stop it and try again.`,
      );
    }
  }

  const handle = await createDatabase({ dataDir: config.dataDir });
  return { ...(await viaDatabase(handle, email, true)), via: 'pglite', port: config.port };
}
