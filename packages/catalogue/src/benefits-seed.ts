import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@chorok/db';
import { coupons } from '@chorok/db';
import type { SeedStep } from './seed.ts';

/*
 * The shop's first coupons (decision 0033): a welcome coupon every new account receives, and a
 * code anyone may type. The operator adds others with `npm run admin -- coupon create`.
 */

export const SEED_COUPONS = [
  {
    name: '첫 구매 3,000원 할인',
    code: null,
    kind: 'FIXED',
    value: 3_000,
    maxDiscount: null,
    minOrderAmount: 20_000,
    scope: 'ALL',
    categories: [],
    source: 'WELCOME',
    validDays: 30,
  },
  {
    name: '식물 10% 할인',
    code: 'CHOROK10',
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 5_000,
    minOrderAmount: 30_000,
    scope: 'CATEGORY',
    categories: ['PLANT'],
    source: 'CODE',
    validDays: 30,
  },
] as const satisfies readonly (typeof coupons.$inferInsert)[];

/** Adds each seed coupon unless one with its code, or its name and source, is already there. */
export async function seedCoupons(tx: Transaction): Promise<void> {
  for (const coupon of SEED_COUPONS) {
    const [existing] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        coupon.code === null
          ? and(eq(coupons.source, coupon.source), eq(coupons.name, coupon.name))
          : eq(coupons.code, coupon.code),
      );
    if (!existing)
      await tx
        .insert(coupons)
        .values({ ...coupon, categories: [...coupon.categories] })
        .onConflictDoNothing();
  }
}

export const couponSeedStep: SeedStep = { version: 2, name: 'coupons', run: seedCoupons };
