import { describe, expect, it } from 'vitest';
import { claimShippingFee } from './after-delivery.ts';
import { claimRefundOf } from './claim-refund.ts';

const refund = (
  lineAmount: number,
  reason: Parameters<typeof claimRefundOf>[0]['reason'],
  orderShippingFee: number,
  otherLinesLeft: number,
) =>
  claimRefundOf({
    lineAmount,
    reason,
    returnShippingFee: claimShippingFee(reason, orderShippingFee),
    orderShippingFee,
    otherLinesLeft,
  });

describe('the refund of an approved return', () => {
  it('takes the return shipping fee from a change of mind, and keeps the order’s shipping fee', () => {
    expect(refund(12_900, 'CHANGED_MIND', 3_000, 1)).toEqual({
      amount: 9_900,
      shippingFeeAmount: 0,
    });
    // The last line left: still no shipping fee back for a change of mind.
    expect(refund(12_900, 'CHANGED_MIND', 3_000, 0)).toEqual({
      amount: 9_900,
      shippingFeeAmount: 0,
    });
    // Shipped free: both ways are the shopper's (6,000원).
    expect(refund(35_000, 'CHANGED_MIND', 0, 0)).toEqual({ amount: 29_000, shippingFeeAmount: 0 });
  });

  it('never goes below nothing', () => {
    expect(refund(2_500, 'CHANGED_MIND', 3_000, 1)).toEqual({ amount: 0, shippingFeeAmount: 0 });
    expect(refund(5_000, 'CHANGED_MIND', 0, 0)).toEqual({ amount: 0, shippingFeeAmount: 0 });
  });

  it('gives everything back when the shop is at fault, the shipping fee once nothing else is left', () => {
    expect(refund(12_900, 'DAMAGED_IN_TRANSIT', 3_000, 1)).toEqual({
      amount: 12_900,
      shippingFeeAmount: 0,
    });
    expect(refund(12_900, 'DAMAGED_IN_TRANSIT', 3_000, 0)).toEqual({
      amount: 15_900,
      shippingFeeAmount: 3_000,
    });
    expect(refund(12_900, 'WRONG_ITEM', 3_000, 0).amount).toBe(15_900);
    expect(refund(12_900, 'DEFECTIVE', 0, 0)).toEqual({ amount: 12_900, shippingFeeAmount: 0 });
  });

  it('uses the fee fixed with the claim, not today’s', () => {
    expect(
      claimRefundOf({
        lineAmount: 20_000,
        reason: 'CHANGED_MIND',
        returnShippingFee: 2_500,
        orderShippingFee: 3_000,
        otherLinesLeft: 0,
      }),
    ).toEqual({ amount: 17_500, shippingFeeAmount: 0 });
  });
});
