/**
 * A wallet coupon's state (the 쿠폰 screen's tabs). A module of its own: the route that reads it
 * from the address is in the first load, and whatever module it comes from joins the vendor chunk
 * with every export another screen uses (benefits.ts's constants and rules would).
 */
export const COUPON_STATUSES = ['USABLE', 'USED', 'EXPIRED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
