import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseHandle } from '../database.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The database the server would use: DATABASE_URL when set, else the embedded PGlite under
 * DATA_DIR (default `<repo>/data`). A relative DATA_DIR is read from where npm was started,
 * not from this workspace, so `npm run migrate -w @chorok/db` matches `npm start`.
 */
export async function openCliDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return createDatabase({ databaseUrl: env.DATABASE_URL });
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ? path.resolve(base, env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return createDatabase({ dataDir, shortLived: true });
}

export function describe(handle: DatabaseHandle, env: NodeJS.ProcessEnv = process.env): string {
  return handle.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite (${env.DATA_DIR ?? 'data'})`;
}
