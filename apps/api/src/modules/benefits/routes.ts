import { benefitsEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listCoupons, redeemCoupon } from './coupons.ts';
import { getPoints, listPointEntries } from './points.ts';

/**
 * 적립금 and coupons (decision 0033): the caller's wallet and points. The order sheet's quote
 * (quoteOrder) is registered with the orders' routes.
 */
export default async function benefitsRoutes(app: FastifyInstance) {
  route(app, benefitsEndpoints.listCoupons, async ({ params, query, user }) =>
    listCoupons(app.db, user.id, params.userId, query.status),
  );
  route(app, benefitsEndpoints.redeemCoupon, async ({ params, body, user }) =>
    redeemCoupon(app.db, user.id, params.userId, body.code),
  );
  route(app, benefitsEndpoints.getPoints, async ({ params, user }) =>
    getPoints(app.db, user.id, params.userId),
  );
  route(app, benefitsEndpoints.listPointEntries, async ({ params, query, user }) =>
    listPointEntries(app.db, user.id, params.userId, query),
  );
}
