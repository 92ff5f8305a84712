import { describe, expect, it } from 'vitest';
import {
  claimKindAllowed,
  claimShippingFee,
  COURIER_CODES,
  COURIER_NAMES,
  COURIERS,
  isTrackingNumber,
  normalizeTrackingNumber,
  trackingUrlOf,
} from './after-delivery.ts';
import { OrderShipBody } from './endpoints/admin.ts';
import { MESSAGES } from './messages.ts';

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

describe('the ship step’s body', () => {
  it('keeps the waybill as digits', () => {
    expect(OrderShipBody.parse({ courier: 'cj', trackingNumber: ' 1234-5678 9012 ' })).toEqual({
      courier: 'cj',
      trackingNumber: '123456789012',
    });
  });

  it('tells, per courier, how long its waybill numbers are', () => {
    for (const courier of COURIER_CODES) {
      const message = MESSAGES.trackingNumberFormat[courier];
      expect(message).toContain(COURIER_NAMES[courier]);
      const lengths = COURIERS[courier].digits.map((n) => `${n}자리`).join('나 ');
      expect(message).toContain(`${lengths} 숫자예요`);
      const result = OrderShipBody.safeParse({ courier, trackingNumber: '1'.repeat(9) });
      expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([
        message,
      ]);
    }
  });

  it('names every courier when none or another is given', () => {
    for (const courier of COURIER_CODES)
      expect(MESSAGES.courierRequired).toContain(COURIER_NAMES[courier]);
    const result = OrderShipBody.safeParse({ courier: 'dhl', trackingNumber: '123456789012' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(MESSAGES.courierRequired);
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
