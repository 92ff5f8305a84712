// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { claimsEndpoints } from '../endpoints/claims.ts';

export const claimsRoutes: RoutesOf<typeof claimsEndpoints> = {
  createClaim: { id: 'createClaim', method: 'POST', path: '/orders/:id/claims', list: false },
  withdrawClaim: {
    id: 'withdrawClaim',
    method: 'POST',
    path: '/orders/:orderId/claims/:claimId/withdraw',
    list: false,
  },
  uploadClaimPhoto: { id: 'uploadClaimPhoto', method: 'POST', path: '/claims/photos', list: false },
};
