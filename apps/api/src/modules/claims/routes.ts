import { claimsEndpoints, consoleClaimsEndpoints as e } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import type { PaymentDeps } from '../orders/payment.ts';
import { photoUploadRoute } from '../reviews/photo-upload-route.ts';
import { CLAIM_PHOTOS } from '../reviews/photos.ts';
import { approveClaim, completeClaim, listOpenClaims, rejectClaim } from './decide.ts';
import { createClaim, withdrawClaim } from './service.ts';

/** Returns, exchanges and damaged claims: the shopper's endpoints and the operator's (decision 0023). */
export default async function claimsRoutes(app: FastifyInstance) {
  const deps = (): PaymentDeps => ({
    db: app.db,
    provider: app.paymentProvider,
    log: app.log,
    notify: app.notify,
  });

  route(app, claimsEndpoints.createClaim, async ({ params, body, user }) =>
    createClaim(app.db, user.id, params.id, body),
  );
  route(app, claimsEndpoints.withdrawClaim, async ({ params, user }) =>
    withdrawClaim(app.db, user.id, params.orderId, params.claimId),
  );
  await app.register(photoUploadRoute(claimsEndpoints.uploadClaimPhoto, CLAIM_PHOTOS));

  route(app, e.adminListClaims, async () => ({ claims: await listOpenClaims(app.db) }));
  route(app, e.adminApproveClaim, async ({ params, body, operator }) =>
    approveClaim(deps(), operator, params.id, body),
  );
  route(app, e.adminRejectClaim, async ({ params, body, operator }) =>
    rejectClaim(deps(), operator, params.id, body.reason),
  );
  route(app, e.adminCompleteClaim, async ({ params, operator }) =>
    completeClaim(deps(), operator, params.id),
  );
}
