import { adminBenefitsEndpoints as e, benefitsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { listCoupons, redeemCoupon } from './coupons.ts';
import {
  adjustPoints,
  BenefitsRefusal,
  createCoupon,
  deactivateCoupon,
  issueCouponToMember,
  listShopCoupons,
} from './operator.ts';
import { getPoints, listPointEntries } from './points.ts';

/** The operator's refusal as the HTTP answer it is. */
async function refusing<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof BenefitsRefusal) throw AppError[error.kind](error.message);
    throw error;
  }
}

/**
 * 적립금 and coupons (decision 0033): the caller's wallet and points, and the operator's coupons
 * and adjustments. The order sheet's quote (quoteOrder) is registered with the orders' routes.
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

  route(app, e.adminListCoupons, async () => ({ coupons: await listShopCoupons(app.db) }));
  route(app, e.adminCreateCoupon, async ({ body, operator }) =>
    refusing(() => createCoupon(app.db, operator, body)),
  );
  route(app, e.adminIssueCoupon, async ({ params, body, operator }) =>
    refusing(() => issueCouponToMember(app.db, operator, params.id, body.email)),
  );
  route(app, e.adminDeactivateCoupon, async ({ params, operator }) =>
    refusing(() => deactivateCoupon(app.db, operator, params.id)),
  );
  route(app, e.adminAdjustPoints, async ({ body, operator }) =>
    refusing(() => adjustPoints(app.db, operator, body)),
  );
}
