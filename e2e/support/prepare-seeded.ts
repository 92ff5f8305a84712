// `node --import tsx e2e/support/prepare-seeded.ts <DATA_DIR>`: the seeded database of this run
// (seeded-data.ts), made anew each time so it holds the checkout's migrations and catalogue, and a
// copy of it in the suite server's DATA_DIR.
import { renameSync, rmSync } from 'node:fs';
import { createDatabase, PGLITE_SUBDIR } from '@chorok/db';
import { migratedImage } from '@chorok/db/testing';
import { seed } from '@chorok/catalogue';
import { copySeededDatabase, SEEDED_DATA_DIR } from './seeded-data.ts';

const building = `${SEEDED_DATA_DIR}.${process.pid}`;
rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
rmSync(building, { recursive: true, force: true });
// The migrated image the API tests share (initdb once per machine, named after the migrations),
// in the server's layout: only the seed is left to do.
const database = await createDatabase({ dataDir: building, memoryImage: await migratedImage() });
try {
  await seed(database);
} finally {
  await database.close();
}
renameSync(building, SEEDED_DATA_DIR);
const [dataDir] = process.argv.slice(2);
if (dataDir) copySeededDatabase(dataDir);
console.log(`seeded database ready in ${SEEDED_DATA_DIR}/${PGLITE_SUBDIR}`);
