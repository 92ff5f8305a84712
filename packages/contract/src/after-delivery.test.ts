import { describe, expect, it } from 'vitest';
import {
  claimKindAllowed,
  claimShippingFee,
  isTrackingNumber,
  normalizeTrackingNumber,
  trackingUrlOf,
} from './after-delivery.ts';

describe('waybill numbers', () => {
  it('are digits of a length the courier issues', () => {
    expect(isTrackingNumber('cj', normalizeTrackingNumber('1234-5678-9012'))).toBe(true);
    expect(isTrackingNumber('cj', '12345678901')).toBe(false);
    expect(isTrackingNumber('epost', '1234567890123')).toBe(true);
    expect(isTrackingNumber('logen', '1234567890a')).toBe(false);
  });

  it('open the courier’s own tracking page', () => {
    expect(trackingUrlOf('cj', '123456789012')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
  });
});

describe('the return shipping fee', () => {
  it('is the shop’s to pay when the shop is at fault', () => {
    expect(claimShippingFee('DAMAGED_IN_TRANSIT', 0)).toBe(0);
    expect(claimShippingFee('WRONG_ITEM', 3_000)).toBe(0);
  });

  it('is the way back for a change of mind, and the way out too when shipping was free', () => {
    expect(claimShippingFee('CHANGED_MIND', 3_000)).toBe(3_000);
    expect(claimShippingFee('CHANGED_MIND', 0)).toBe(6_000);
  });

  it('allows no exchange for a change of mind', () => {
    expect(claimKindAllowed('EXCHANGE', 'CHANGED_MIND')).toBe(false);
    expect(claimKindAllowed('RETURN', 'CHANGED_MIND')).toBe(true);
    expect(claimKindAllowed('EXCHANGE', 'DEFECTIVE')).toBe(true);
  });
});
