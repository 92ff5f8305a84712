import { migrate } from '@chorok/db';
import { seed } from '../seed.ts';
import { describe, openCliDatabase } from '@chorok/db/cli';

const handle = await openCliDatabase();
try {
  // Seeding needs the tables; migrating first makes `npm run seed` work on a fresh database.
  await migrate(handle);
  const result = await seed(handle);
  console.log(
    result.applied
      ? `Seed applied to ${describe(handle)} (version ${result.version}).`
      : `Seed already applied to ${describe(handle)} (version ${result.version}); nothing to do.`,
  );
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
