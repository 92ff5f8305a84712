import { appMeta, createDatabase, migrate, type DatabaseHandle } from '@chorok/db';
import { migratedImage } from '@chorok/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, SEED_META_KEY, type SeedStep } from './seed.ts';

describe('seed on in-memory PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ memory: true, memoryImage: await migratedImage() });
    await migrate(handle);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  // An empty step list (the catalogue's own step is tested in seed-step.test.ts).
  it('seeds once and records it in app_meta', async () => {
    const first = await seed(handle, []);
    expect(first).toEqual({ applied: true, version: 0 });
    const [row] = await handle.db.select().from(appMeta).where(eq(appMeta.key, SEED_META_KEY));
    expect(row?.value).toMatchObject({ version: 0, steps: [] });
    expect(await seed(handle, [])).toEqual({ applied: false, version: 0 });
  });

  it('runs only the steps newer than the recorded version, in order', async () => {
    const ran: string[] = [];
    const step = (version: number, name: string): SeedStep => ({
      version,
      name,
      run: async () => void ran.push(name),
    });
    expect(await seed(handle, [step(2, 'b'), step(1, 'a')])).toEqual({ applied: true, version: 2 });
    expect(await seed(handle, [step(1, 'a'), step(2, 'b'), step(3, 'c')])).toEqual({
      applied: true,
      version: 3,
    });
    expect(await seed(handle, [step(1, 'a'), step(2, 'b'), step(3, 'c')])).toEqual({
      applied: false,
      version: 3,
    });
    expect(ran).toEqual(['a', 'b', 'c']);
    const [row] = await handle.db.select().from(appMeta).where(eq(appMeta.key, SEED_META_KEY));
    expect(row?.value).toMatchObject({ version: 3, steps: ['a', 'b', 'c'] });
  });
});
