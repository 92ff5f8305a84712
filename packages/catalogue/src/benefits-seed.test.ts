import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponSeedStep, SEED_COUPONS, seedCoupons } from './benefits-seed.ts';
import { createDatabase, type DatabaseHandle } from '@chorok/db';
import { migratedImage } from '@chorok/db/testing';
import { migrate } from '@chorok/db';
import { coupons } from '@chorok/db';
import { seedSteps } from './seed.ts';

describe('coupon seed step on in-memory PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({ memory: true, memoryImage: await migratedImage() });
    await migrate(handle);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
  });

  it('runs after the catalogue', () => {
    expect(seedSteps.map((step) => step.name)).toEqual(['catalogue', 'coupons', 'species-links']);
    expect(couponSeedStep.version).toBeGreaterThan(seedSteps[0]!.version);
  });

  it('adds the welcome coupon and CHOROK10 once, however often it runs', async () => {
    await handle.db.transaction((tx) => seedCoupons(tx));
    await handle.db.transaction((tx) => seedCoupons(tx));
    const rows = await handle.db.select().from(coupons).orderBy(coupons.id);
    expect(rows).toHaveLength(SEED_COUPONS.length);
    expect(rows).toMatchObject([
      {
        name: '첫 구매 3,000원 할인',
        code: null,
        kind: 'FIXED',
        value: 3000,
        minOrderAmount: 20000,
        scope: 'ALL',
        source: 'WELCOME',
        validDays: 30,
        validUntil: null,
        issueLimit: null,
        active: true,
      },
      {
        name: '식물 10% 할인',
        code: 'CHOROK10',
        kind: 'PERCENT',
        value: 10,
        maxDiscount: 5000,
        minOrderAmount: 30000,
        scope: 'CATEGORY',
        categories: ['PLANT'],
        source: 'CODE',
        validDays: 30,
        validUntil: null,
        issueLimit: null,
        active: true,
      },
    ]);
  });
});
