import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A DATA_DIR holding only the embedded database every e2e server starts from: migrated and seeded
 * once per run by support/prepare-seeded.ts (which start-server.mjs runs first), then copied into
 * a server's DATA_DIR, instead of initdb, every migration and the catalogue's seed at the first
 * start of the suite's server and again of each test's own (own-server.ts).
 */
export const SEEDED_DATA_DIR = fileURLToPath(new URL('../.artifacts/seeded', import.meta.url));

/**
 * Copies the seeded database into `dataDir`, beside what is already there. Without one (a run not
 * begun by start-server.mjs) the server makes its own.
 */
export function copySeededDatabase(dataDir: string): void {
  if (existsSync(SEEDED_DATA_DIR)) cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true });
}
