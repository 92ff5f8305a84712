import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appMeta,
  createDatabase,
  migrate,
  seed,
  SEED_META_KEY,
  users,
  type DatabaseHandle,
  type SeedStep,
} from './index.ts';

describe('database on in-memory PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ memory: true });
    await migrate(handle);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  it('is PGlite and answers a ping', async () => {
    expect(handle.kind).toBe('pglite');
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('migrates idempotently', async () => {
    await expect(migrate(handle)).resolves.toBeUndefined();
  });

  it('inserts and selects a user with snake_case columns and Date timestamps', async () => {
    const [created] = await handle.db
      .insert(users)
      .values({ email: 'a@chorok.kr', name: '김초록', phoneNumber: '010-1234-5678' })
      .returning();
    expect(created).toMatchObject({
      email: 'a@chorok.kr',
      name: '김초록',
      level: 1,
      isDemo: false,
      nickname: null,
    });
    const [found] = await handle.db.select().from(users).where(eq(users.id, created!.id));
    expect(found?.phoneNumber).toBe('010-1234-5678');
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  // An empty step list (the catalogue's own step is tested in catalogue/seed-step.test.ts).
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

  it('closes idempotently and then refuses pings', async () => {
    const other = await createDatabase({ memory: true });
    await other.close();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  }, 30_000);
});
