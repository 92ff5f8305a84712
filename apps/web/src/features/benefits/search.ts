import { COUPON_STATUSES } from '@chorok/contract';
import { searchOneOf, searchSchema } from '@/lib/search-params';

/** /profile/coupons?tab=USED: the open tab lives in the address, so back and reload keep it. */
export const CouponsSearch = searchSchema({ tab: searchOneOf(COUPON_STATUSES) });
export type CouponsSearch = ReturnType<typeof CouponsSearch.parse>;
