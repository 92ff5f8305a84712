import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  consoleDashboardRoutes,
  consoleRoutes,
  type AdminAuditQuery,
  type AdminCancelBody,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminReviewListQuery,
  type OrderShipBody,
  type SetRoleBody,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session/me-queries';

/*
 * The console's server state (decision 0043). Every key starts with 'console', apart from the
 * shop's own keys: an operator's action refreshes the console's lists, never a shopper's cache.
 * Lists are pages of a table, not infinite lists: the previous page stays on screen while the
 * next one loads.
 */
export const consoleKey = ['console'] as const;
export const ordersKey = [...consoleKey, 'orders'] as const;
const reviewsKey = [...consoleKey, 'reviews'] as const;
export const auditKey = [...consoleKey, 'audit'] as const;
const operatorsKey = [...consoleKey, 'operators'] as const;

/** A console read is fresh for this long: an operator moving between screens sees what is new. */
const FRESH_MS = 10_000;

export function adminOrdersQueryOptions(query: AdminOrderListQuery) {
  return queryOptions({
    queryKey: [...ordersKey, 'list', query],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(consoleRoutes.adminOrders, { query }, { signal });
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** 오늘: read again every minute while it is on screen, and on coming back to it. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...consoleKey, 'dashboard'],
    queryFn: async ({ signal }) =>
      (await request(consoleDashboardRoutes.adminDashboard, {}, { signal })).data,
    staleTime: FRESH_MS,
    refetchInterval: 60_000,
  });
}

export const adminOrderKey = (id: number) => [...ordersKey, 'detail', id] as const;

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: async ({ signal }): Promise<AdminOrderDetail> =>
      (await request(consoleRoutes.adminOrder, { params: { id } }, { signal })).data,
    staleTime: FRESH_MS,
  });
}

export const useAdminOrder = (id: number) => useQuery(adminOrderQueryOptions(id));

export type OrderStep =
  { action: 'prepare' } | { action: 'ship'; parcel: OrderShipBody } | { action: 'deliver' };

/**
 * One step of an order (준비 시작, 발송, 배송 완료). The answer is the order as it now is: it goes
 * into the detail at once, and the lists, the detail and the audit log are read again.
 */
export function useOrderStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: OrderStep) =>
      (
        await request(consoleRoutes.adminOrderStep, {
          params: { id, action: step.action },
          body: step.action === 'ship' ? step.parcel : undefined,
        })
      ).data,
    onSuccess: (order) => {
      queryClient.setQueryData<AdminOrderDetail>(adminOrderKey(id), (detail) =>
        detail ? { ...detail, order } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/**
 * 주문 취소 for the buyer: the chosen lines cancelled and refunded (refunds.ts on the server). Like
 * a step, the answer goes into the detail and the lists and the audit log are read again.
 */
export function useShopCancel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminCancelBody) =>
      (await request(consoleRoutes.adminCancelOrder, { params: { id }, body })).data,
    onSuccess: (order) => {
      queryClient.setQueryData<AdminOrderDetail>(adminOrderKey(id), (detail) =>
        detail ? { ...detail, order } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export function adminReviewsQueryOptions(query: AdminReviewListQuery) {
  return queryOptions({
    queryKey: [...reviewsKey, 'list', query],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(consoleRoutes.adminReviews, { query }, { signal });
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** 숨기기 (with the reason its author will read) or 다시 보이기. */
export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { id: number; hide: true; reason: string } | { id: number; hide: false },
    ) =>
      change.hide
        ? (
            await request(consoleRoutes.adminHideReview, {
              params: { id: change.id },
              body: { reason: change.reason },
            })
          ).data
        : (await request(consoleRoutes.adminUnhideReview, { params: { id: change.id } })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export function adminAuditQueryOptions(query: AdminAuditQuery) {
  return queryOptions({
    queryKey: [...auditKey, query],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(consoleRoutes.adminAudit, { query }, { signal });
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export const useOperators = () =>
  useQuery({
    queryKey: operatorsKey,
    queryFn: async ({ signal }) =>
      (await request(consoleRoutes.adminOperators, {}, { signal })).data.operators,
    staleTime: FRESH_MS,
  });

/**
 * An OWNER gives a member a role, or takes it away (SHOPPER). The owner's own role is read again
 * too: stepping down closes the console.
 */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetRoleBody) =>
      (await request(consoleRoutes.adminSetRole, { body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: operatorsKey });
      void queryClient.invalidateQueries({ queryKey: auditKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
