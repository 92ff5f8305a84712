import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminClaim,
  AdminClaimParams,
  AdminClaimResult,
  ClaimApproveBody,
  ClaimRejectBody,
} from './claims.ts';

/*
 * The operator's side of returns, exchanges and damaged claims (decision 0023), for the console
 * and the admin CLI alike (decision 0043): `operator`, and every decision is audited.
 */

export const consoleClaimsEndpoints = {
  adminListClaims: defineEndpoint({
    id: 'adminListClaims',
    method: 'GET',
    path: '/admin/claims',
    summary:
      'Operator: the open returns and exchanges (REQUESTED, APPROVED), oldest first, at most 100',
    tag: 'admin',
    auth: 'operator',
    data: z.object({ claims: z.array(AdminClaim) }),
  }),
  adminApproveClaim: defineEndpoint({
    id: 'adminApproveClaim',
    method: 'POST',
    path: '/admin/claims/:id/approve',
    summary:
      "Operator: approve a requested claim. A return is refunded through the payment provider at once (the line's amount less the return shipping fee; the shipping fee too when the shop is at fault and nothing else is left) and the line becomes RETURNED; an exchange names the replacement's courier and waybill and waits for `complete`",
    tag: 'admin',
    auth: 'operator',
    params: AdminClaimParams,
    body: ClaimApproveBody,
    data: AdminClaimResult,
  }),
  adminRejectClaim: defineEndpoint({
    id: 'adminRejectClaim',
    method: 'POST',
    path: '/admin/claims/:id/reject',
    summary: 'Operator: refuse a requested claim, with the reason the shopper is shown',
    tag: 'admin',
    auth: 'operator',
    params: AdminClaimParams,
    body: ClaimRejectBody,
    data: AdminClaimResult,
  }),
  adminCompleteClaim: defineEndpoint({
    id: 'adminCompleteClaim',
    method: 'POST',
    path: '/admin/claims/:id/complete',
    summary:
      "Operator: an approved exchange's replacement was delivered: the claim is COMPLETED and the line's delivery time is the replacement's",
    tag: 'admin',
    auth: 'operator',
    params: AdminClaimParams,
    data: AdminClaimResult,
  }),
} as const;
