import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleClaimsRoutes,
  type AdminOrderDetail,
  type ClaimApproveBody,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { adminOrderKey, auditKey, consoleKey, ordersKey } from '@/features/console/queries';

/*
 * The console's claims (decision 0023): the open ones, oldest first (at most 100, one list, no
 * pages), and the operator's three steps on one.
 */
const claimsKey = [...consoleKey, 'claims'] as const;

/** A console read is fresh for this long, as queries.ts's. */
const FRESH_MS = 10_000;

export const useAdminClaims = () =>
  useQuery({
    queryKey: claimsKey,
    queryFn: async ({ signal }) =>
      (await request(consoleClaimsRoutes.adminListClaims, {}, { signal })).data.claims,
    staleTime: FRESH_MS,
  });

export type ClaimStep =
  | { action: 'approve'; id: number; parcel?: ClaimApproveBody }
  | { action: 'reject'; id: number; reason: string }
  | { action: 'complete'; id: number };

/**
 * 승인, 거절 or 교환 완료. The answer is the claim and its order as they now are: the order goes
 * into its detail, and the claims, the orders and the audit log are read again.
 */
export function useClaimStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: ClaimStep) => {
      const params = { id: step.id };
      if (step.action === 'approve')
        return (
          await request(consoleClaimsRoutes.adminApproveClaim, { params, body: step.parcel ?? {} })
        ).data;
      if (step.action === 'reject')
        return (
          await request(consoleClaimsRoutes.adminRejectClaim, {
            params,
            body: { reason: step.reason },
          })
        ).data;
      return (await request(consoleClaimsRoutes.adminCompleteClaim, { params })).data;
    },
    onSuccess: ({ order }) => {
      queryClient.setQueryData<AdminOrderDetail>(adminOrderKey(order.id), (detail) =>
        detail ? { ...detail, order } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: claimsKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
