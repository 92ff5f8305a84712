import type { ClaimReason } from './after-delivery.ts';

/** What an approved return gives back: the total, and of it the order's shipping fee. */
export interface ClaimRefund {
  amount: number;
  shippingFeeAmount: number;
}

/**
 * The refund of an approved return (decision 0023), one rule for the server that refunds and the
 * screen that shows it before the claim is sent: the line's amount less the return shipping fee
 * fixed with the claim (never below 0), plus the order's shipping fee when the shop is at fault
 * (any reason but a change of mind) and no other line of the order is left un-cancelled and
 * un-returned — the parcel then carried nothing the shopper keeps.
 */
export function claimRefundOf({
  lineAmount,
  reason,
  returnShippingFee,
  orderShippingFee,
  otherLinesLeft,
}: {
  lineAmount: number;
  reason: ClaimReason;
  returnShippingFee: number;
  orderShippingFee: number;
  /** The order's other lines neither CANCELLED nor RETURNED. */
  otherLinesLeft: number;
}): ClaimRefund {
  const shopAtFault = reason !== 'CHANGED_MIND';
  const shippingFeeAmount = shopAtFault && otherLinesLeft === 0 ? orderShippingFee : 0;
  return {
    amount: Math.max(0, lineAmount - returnShippingFee) + shippingFeeAmount,
    shippingFeeAmount,
  };
}

/** Lines that no longer count as bought: cancelled before shipping, or returned after delivery. */
export const isLineGivenBack = (status: string) => status === 'CANCELLED' || status === 'RETURNED';
