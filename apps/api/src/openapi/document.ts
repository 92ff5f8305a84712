import path from 'node:path';
import { createDatabase } from '@chorok/db';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../env.ts';
import { testConfig } from '../test/helper.ts';

/** Where `npm run openapi` writes the document (committed). */
export const OPENAPI_PATH = path.join(REPO_ROOT, 'docs', 'openapi.json');

/**
 * The OpenAPI document of the routes the server registers, as docs/openapi.json holds it. It
 * describes shapes, not data, so an empty in-memory database and throwaway secrets are enough; the
 * server URL is the default public origin.
 */
export async function openApiDocumentText(): Promise<string> {
  const database = await createDatabase({ memory: true });
  const app = await buildApp({
    config: testConfig({ publicOrigin: 'http://localhost:3000' }),
    database,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
