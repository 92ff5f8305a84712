// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { benefitsEndpoints } from '../endpoints/benefits.ts';

export const benefitsRoutes: RoutesOf<typeof benefitsEndpoints> = {
  listCoupons: { id: 'listCoupons', method: 'GET', path: '/users/:userId/coupons', list: false },
  redeemCoupon: { id: 'redeemCoupon', method: 'POST', path: '/users/:userId/coupons', list: false },
  getPoints: { id: 'getPoints', method: 'GET', path: '/users/:userId/points', list: false },
  listPointEntries: {
    id: 'listPointEntries',
    method: 'GET',
    path: '/users/:userId/points/history',
    list: true,
  },
  quoteOrder: { id: 'quoteOrder', method: 'POST', path: '/orders/quote', list: false },
};
