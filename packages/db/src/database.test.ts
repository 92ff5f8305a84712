import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, productMetadatas, users, type DatabaseHandle } from './index.ts';

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

  it('starts with small shared buffers, for a test’s few rows', async () => {
    const { rows } = (await handle.db.execute('show shared_buffers')) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(rows[0]?.shared_buffers).toBe('16MB');
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

  it('knows the catalogue version without a query only until any other statement runs', async () => {
    const first = await handle.catalogueVersion();
    expect(handle.knownCatalogueVersion()).toBe(first);
    expect(handle.knownCatalogueVersion()).toBe(first);
    // A write whose trigger moves the version (migration 0024): forgotten, then read anew.
    await handle.db.insert(productMetadatas).values({ id: 99, kind: 'TAG', name: '버전 시험' });
    expect(handle.knownCatalogueVersion()).toBeUndefined();
    const second = await handle.catalogueVersion();
    expect(second).toBeGreaterThan(first);
    expect(handle.knownCatalogueVersion()).toBe(second);
    // Any statement at all, a read included, makes the next caller read again.
    await handle.db.select().from(users).limit(1);
    expect(handle.knownCatalogueVersion()).toBeUndefined();
    await handle.db.transaction(async (tx) => {
      await tx.insert(productMetadatas).values({ id: 98, kind: 'TAG', name: '버전 시험 2' });
    });
    expect(await handle.catalogueVersion()).toBe(second + 1);
  });

  it('closes idempotently and then refuses pings', async () => {
    const other = await createDatabase({ memory: true });
    await other.close();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  }, 30_000);
});
