import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '@chorok/db';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../env.ts';
import { testConfig } from '../test/helper.ts';

/**
 * docs/openapi.json from the same routes the server registers. The document describes shapes,
 * not data, so an empty in-memory database and throwaway secrets are enough; the server URL is
 * the default public origin.
 */
const output = path.join(REPO_ROOT, 'docs', 'openapi.json');
const database = await createDatabase({ memory: true });
const app = await buildApp({
  config: testConfig({ publicOrigin: 'http://localhost:3000' }),
  database,
});
try {
  await app.ready();
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), output)}`);
} finally {
  await app.close();
  await database.close();
}
