/**
 * After delivery (issue 13): couriers and tracking, and returns / exchanges / damaged claims. Kept
 * out of constants.ts, which sits whole in the first-load chunk; only order screens need these.
 */
import { SHIPPING } from './constants.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The couriers the operator ships with: code → waybill digits it issues and its public tracking
 * page. Names are shown through i18n (`orders:courier.<code>`).
 */
export const COURIERS = {
  cj: {
    digits: [10, 12],
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  },
  lotte: {
    digits: [12],
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  },
  hanjin: {
    digits: [10, 12],
    trackingUrl:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  },
  epost: {
    digits: [13],
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  },
  logen: {
    digits: [11],
    trackingUrl: 'https://www.ilogen.com/web/personal/trace/',
  },
} as const satisfies Record<string, { digits: readonly number[]; trackingUrl: string }>;
export type Courier = keyof typeof COURIERS;
export const COURIER_CODES = Object.keys(COURIERS) as [Courier, ...Courier[]];

/**
 * The couriers' Korean names for what the server writes (order notices, the admin CLI). Screens
 * name them through i18n (`orders.courier.<code>`), and a web test keeps the two equal.
 */
export const COURIER_NAMES: Record<Courier, string> = {
  cj: 'CJ대한통운',
  lotte: '롯데택배',
  hanjin: '한진택배',
  epost: '우체국택배',
  logen: '로젠택배',
};

/** A waybill number as the operator types it: digits only (hyphens and spaces dropped). */
export function normalizeTrackingNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Whether `trackingNumber` (normalized) is a waybill number `courier` issues. */
export function isTrackingNumber(courier: Courier, trackingNumber: string): boolean {
  const digits: readonly number[] = COURIERS[courier].digits;
  return /^\d+$/.test(trackingNumber) && digits.includes(trackingNumber.length);
}

/** The courier's own page for one waybill. */
export function trackingUrlOf(courier: Courier, trackingNumber: string): string {
  return `${COURIERS[courier].trackingUrl}${encodeURIComponent(trackingNumber)}`;
}

/** What a claim asks for: the money back (반품) or the same product again (교환). */
export const CLAIM_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Why (단순 변심, 상품 불량, 배송 중 손상, 오배송). Only a change of mind is the shopper's to pay. */
export const CLAIM_REASONS = [
  'CHANGED_MIND',
  'DEFECTIVE',
  'DAMAGED_IN_TRANSIT',
  'WRONG_ITEM',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/**
 * REQUESTED (waiting for the operator) → REJECTED (with a reason), or APPROVED → COMPLETED (a
 * return refunded, an exchange's replacement delivered); WITHDRAWN by the shopper while REQUESTED.
 */
export const CLAIM_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
  'WITHDRAWN',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** A line has at most one claim in these states at a time. */
export const OPEN_CLAIM_STATUSES = ['REQUESTED', 'APPROVED'] as const satisfies ClaimStatus[];

export const CLAIM = {
  /** 전자상거래법 제17조: 청약철회 within 7 days of delivery. */
  windowMs: 7 * 24 * HOUR,
  maxPhotos: 5,
  detailMax: 500,
  rejectReasonMax: 200,
} as const;

/**
 * The return shipping fee the shopper pays (taken from the refund): nothing when the shop is at
 * fault; for a change of mind the way back, and the way out too when the order shipped free.
 * An exchange for a change of mind is not offered (return it and order again).
 */
export function claimShippingFee(reason: ClaimReason, orderShippingFee: number): number {
  if (reason !== 'CHANGED_MIND') return 0;
  return orderShippingFee === 0 ? SHIPPING.fee * 2 : SHIPPING.fee;
}

/** Whether `kind` may be asked for with `reason`. */
export const claimKindAllowed = (kind: ClaimKind, reason: ClaimReason): boolean =>
  kind === 'RETURN' || reason !== 'CHANGED_MIND';

/**
 * What a notification is about: the daily care reminder, a step of an order or its payment (the
 * shop cancelling lines included),
 * 적립금 about to expire, or a product the shopper waited for back in stock (재입고 알림).
 */
export const NOTIFICATION_TYPES = [
  'CARE_REMINDER',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCELLED',
  'CLAIM_APPROVED',
  'CLAIM_REJECTED',
  'CLAIM_COMPLETED',
  'DEPOSIT_WAITING',
  'DEPOSIT_RECEIVED',
  'POINTS_EXPIRING',
  'RESTOCKED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
