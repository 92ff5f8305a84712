import { migrate } from '../migrate.ts';
import { describe, openCliDatabase } from './cli-database.ts';

const handle = await openCliDatabase();
try {
  await migrate(handle);
  console.log(`Migrations applied to ${describe(handle)}.`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
