import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBenefitsRoutes,
  type AdminCouponBody,
  type AdminPointsAdjustBody,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { auditKey, consoleKey } from '@/features/console/queries';

/*
 * The console's coupons and 적립금 (decision 0033): every coupon, newest first (one list, no
 * pages), and what an operator does with them. Each action reads the coupons and the audit log
 * again; a shopper's own wallet is theirs to read.
 */
const couponsKey = [...consoleKey, 'coupons'] as const;

/** A console read is fresh for this long, as queries.ts's. */
const FRESH_MS = 10_000;

export const useAdminCoupons = () =>
  useQuery({
    queryKey: couponsKey,
    queryFn: async ({ signal }) =>
      (await request(adminBenefitsRoutes.adminListCoupons, {}, { signal })).data.coupons,
    staleTime: FRESH_MS,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: couponsKey });
    void queryClient.invalidateQueries({ queryKey: auditKey });
  };
}

export function useCreateCoupon() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: async (body: AdminCouponBody) =>
      (await request(adminBenefitsRoutes.adminCreateCoupon, { body })).data,
    onSuccess,
  });
}

export function useIssueCoupon() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: async ({ id, email }: { id: number; email: string }) =>
      (await request(adminBenefitsRoutes.adminIssueCoupon, { params: { id }, body: { email } }))
        .data,
    onSuccess,
  });
}

export function useDeactivateCoupon() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(adminBenefitsRoutes.adminDeactivateCoupon, { params: { id } })).data,
    onSuccess,
  });
}

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminPointsAdjustBody) =>
      (await request(adminBenefitsRoutes.adminAdjustPoints, { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditKey }),
  });
}
