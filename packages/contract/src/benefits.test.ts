import { describe, expect, it } from 'vitest';
import {
  allocate,
  bestCouponOf,
  couponDiscountOf,
  couponMiss,
  lineNetAmounts,
  normalizeCouponCode,
  pointsEarnedBy,
  priceOrder,
  repriceWithout,
  type CouponRule,
  type PricingLine,
} from './benefits.ts';

const plant = (id: number, unitPrice: number, quantity = 1): PricingLine => ({
  id,
  productId: id,
  category: 'PLANT',
  unitPrice,
  quantity,
});
const pot = (id: number, unitPrice: number): PricingLine => ({
  ...plant(id, unitPrice),
  category: 'POT',
});

const rule = (over: Partial<CouponRule>): CouponRule => ({
  kind: 'FIXED',
  value: 3_000,
  maxDiscount: null,
  minOrderAmount: 0,
  scope: 'ALL',
  categories: [],
  productIds: [],
  ...over,
});
const fixed3000 = rule({ minOrderAmount: 20_000 });
const plants10 = rule({
  kind: 'PERCENT',
  value: 10,
  maxDiscount: 5_000,
  minOrderAmount: 30_000,
  scope: 'CATEGORY',
  categories: ['PLANT'],
});

describe('coupons', () => {
  it('takes a fixed amount from its minimum on, never more than the goods it covers', () => {
    expect(couponDiscountOf(fixed3000, [plant(1, 19_999)])).toBe(0);
    expect(couponMiss(fixed3000, [plant(1, 19_999)])).toBe('BELOW_MINIMUM');
    expect(couponDiscountOf(fixed3000, [plant(1, 20_000)])).toBe(3_000);
    expect(
      couponDiscountOf(rule({ value: 5_000, scope: 'PRODUCT', productIds: [2] }), [
        plant(1, 9_000),
        pot(2, 4_000),
      ]),
    ).toBe(4_000);
  });

  it('takes a percentage of the goods in scope, rounded down and capped, its minimum counted on them alone', () => {
    expect(couponDiscountOf(plants10, [plant(1, 25_000), pot(2, 9_000)])).toBe(0);
    expect(couponMiss(plants10, [pot(2, 9_000)])).toBe('NO_ELIGIBLE_ITEMS');
    expect(couponDiscountOf(plants10, [plant(1, 33_333), pot(2, 9_000)])).toBe(3_333);
    expect(couponDiscountOf(plants10, [plant(1, 30_000, 3)])).toBe(5_000);
  });

  it('picks the one that saves most, the sooner to expire on a tie, none when none applies', () => {
    const wallet = [
      { id: 1, rule: fixed3000, expiresAt: '2026-12-31T00:00:00Z' },
      { id: 2, rule: plants10, expiresAt: '2026-12-01T00:00:00Z' },
      { id: 3, rule: rule({ value: 3_000 }), expiresAt: '2026-12-10T00:00:00Z' },
    ];
    expect(bestCouponOf(wallet, [plant(1, 45_000)])?.id).toBe(2);
    expect(bestCouponOf(wallet, [plant(1, 25_000)])?.id).toBe(3);
    expect(bestCouponOf(wallet.slice(0, 2), [pot(1, 10_000)])).toBeNull();
  });

  it('reads codes without case or spaces', () => {
    expect(normalizeCouponCode(' chorok 10 ')).toBe('CHOROK10');
  });
});

describe('priceOrder', () => {
  it('takes the coupon, then points up to the goods left, and charges shipping on the goods before discounts', () => {
    expect(priceOrder([plant(1, 12_000), pot(2, 9_000)], fixed3000, 2_000)).toEqual({
      itemsTotal: 21_000,
      couponDiscount: 3_000,
      maxPoints: 18_000,
      pointsUsed: 2_000,
      shippingFee: 3_000,
      totalAmount: 19_000,
    });
    expect(priceOrder([plant(1, 12_000)], null, 99_999)).toMatchObject({
      pointsUsed: 12_000,
      totalAmount: 3_000,
    });
  });

  it('leaves the smallest payment when the goods ship free', () => {
    expect(priceOrder([plant(1, 40_000)], null, 40_000)).toMatchObject({
      maxPoints: 39_900,
      totalAmount: 100,
    });
  });
});

describe('allocate and lineNetAmounts', () => {
  it('splits in whole won that add up, the largest remainders first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5_000, [12_000, 9_000])).toEqual([2_857, 2_143]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });

  it('spreads the coupon over the lines it covers and the points over all', () => {
    const lines = [plant(1, 30_000), pot(2, 9_000)];
    const net = lineNetAmounts(lines, plants10, 3_000, 3_000);
    expect([net.get(1), net.get(2)]).toEqual([27_000 - 2_250, 9_000 - 750]);
    expect(pointsEarnedBy(net.get(1)!, null)).toBe(247);
    expect(pointsEarnedBy(net.get(1)!, 5)).toBe(1_237);
  });
});

describe('repriceWithout', () => {
  const lines = [plant(1, 30_000), pot(2, 9_000)];
  const current = { couponDiscount: 3_000, pointsUsed: 3_000 };

  it('keeps the coupon on a rest that still qualifies and gives points back in proportion', () => {
    expect(repriceWithout(lines, [2], plants10, current)).toEqual({
      couponDiscount: 3_000,
      pointsUsed: 2_250,
      pointsBack: 750,
      cashBack: 8_250,
    });
  });

  it('takes a coupon whose minimum the rest misses out of what is given back', () => {
    expect(repriceWithout(lines, [1], plants10, current)).toEqual({
      couponDiscount: 0,
      pointsUsed: 750,
      pointsBack: 2_250,
      cashBack: 24_750,
    });
  });

  it('never takes back more discount than the removed lines were worth, and never charges', () => {
    // 29,000 + 1,000 with 3,000 off from 30,000: dropping the 1,000 would lose the coupon.
    const back = repriceWithout(
      [plant(1, 29_000), pot(2, 1_000)],
      [2],
      rule({ minOrderAmount: 30_000 }),
      {
        couponDiscount: 3_000,
        pointsUsed: 0,
      },
    );
    expect(back).toEqual({ couponDiscount: 2_000, pointsUsed: 0, pointsBack: 0, cashBack: 0 });
  });

  it('gives everything back when nothing is left', () => {
    expect(repriceWithout(lines, [1, 2], plants10, current)).toEqual({
      couponDiscount: 0,
      pointsUsed: 0,
      pointsBack: 3_000,
      cashBack: 33_000,
    });
  });
});
