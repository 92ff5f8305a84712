import { notFound } from '@tanstack/react-router';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  PAGING,
  ordersRoutes,
  type CancelReason,
  type ListMetadata,
  type Order,
  type PaymentConfirmBody,
  type RefundAccount,
  type User,
} from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { useUserInfoStore } from '@/lib/session/auth-store';
import { invalidateCart } from '@/features/cart/queries';
import { useSession } from '@/lib/session/use-session';
import { meQueryKey, meQueryOptions } from '@/lib/session/me-queries';
import { nextPageAfter } from '@/lib/next-page';
import { ordersKey } from '@/lib/query-keys';
import { CACHE, ROUTER_OPTIONS } from '@/lib/config';

/*
 * Every order key starts with ['orders', userId]: a change to one order (cancel, confirm, payment)
 * invalidates that user's lists at once. The payment confirmation is NOT under it: invalidating
 * orders must never send a confirm again.
 */
export const userOrdersKey = (userId: number) => [...ordersKey, userId] as const;
export const orderListKey = (userId: number) => [...userOrdersKey(userId), 'list'] as const;
export const orderDetailKey = (userId: number, orderId: number) =>
  [...userOrdersKey(userId), 'detail', orderId] as const;
export const orderByNumberKey = (userId: number, orderNumber: string) =>
  [...userOrdersKey(userId), 'by-number', orderNumber] as const;
export const paymentConfirmKey = (paymentKey: string) => ['payment-confirm', paymentKey] as const;

export interface OrderPage {
  data: Order[];
  _metadata: ListMetadata;
}

/** The signed-in user's id for a loader: the cached or stored user, else GET /users/me. */
export async function ensureUserId(queryClient: QueryClient): Promise<number> {
  const known = queryClient.getQueryData<User>(meQueryKey) ?? useUserInfoStore.getState().user;
  if (known) return known.id;
  return (await queryClient.ensureQueryData(meQueryOptions())).id;
}

/** The signed-in user's id (null while the user info is loading or when signed out). */
export function useUserId(): number | null {
  return useSession().user?.id ?? null;
}

async function fetchOrderPage(
  userId: number,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const { data, _metadata } = await request(
    ordersRoutes.listUserOrders,
    { params: { userId }, query: { page, perPage } },
    { signal },
  );
  return { data, _metadata };
}

/**
 * GET /users/:userId/orders, newest first, 20 a page. Spec §9: order lists refetch every 5 minutes
 * and are never cached (staleTime 0, gcTime 0) — an order's state moves on the server (shipping,
 * auto-confirmation), so an old list is never shown first.
 */
export function orderListQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: orderListKey(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchOrderPage(userId, pageParam, PAGING.defaultPerPage, signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: CACHE.listRefetchIntervalMs,
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function useOrderList() {
  const userId = useUserId();
  return useInfiniteQuery({ ...orderListQueryOptions(userId ?? 0), enabled: userId !== null });
}

/**
 * GET /users/:userId/orders/:orderId. One order is not a list: it is kept like a product detail
 * (fresh for the router's preload staleness, so the screen does not ask again right after its
 * loader), and every action on it writes the server's answer straight into this cache.
 */
export function orderQueryOptions(userId: number, orderId: number) {
  return queryOptions({
    queryKey: orderDetailKey(userId, orderId),
    queryFn: async ({ signal }): Promise<Order> =>
      (await request(ordersRoutes.getUserOrder, { params: { userId, orderId } }, { signal })).data,
    staleTime: ROUTER_OPTIONS.defaultPreloadStaleTime,
  });
}

export function useOrder(orderId: number) {
  const userId = useUserId();
  return useQuery({ ...orderQueryOptions(userId ?? 0, orderId), enabled: userId !== null });
}

export const isNotFoundError = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

/** For route loaders: the order, or the route's not-found screen ('주문서를 찾을 수 없습니다.'). */
export async function ensureOrder(queryClient: QueryClient, orderId: number): Promise<Order> {
  const userId = await ensureUserId(queryClient);
  try {
    return await queryClient.ensureQueryData(orderQueryOptions(userId, orderId));
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    throw error;
  }
}

/**
 * The order the payment provider calls `orderId` (our orderNumber), looked up in the first page of
 * the caller's orders: the contract has no lookup by number, and an order that has just failed to
 * be paid is the newest one, so it is always there. null when it is not.
 */
export function useOrderByNumber(orderNumber: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: orderByNumberKey(userId ?? 0, orderNumber ?? ''),
    queryFn: async ({ signal }): Promise<Order | null> => {
      const page = await fetchOrderPage(
        userId ?? 0,
        PAGING.defaultPage,
        PAGING.defaultPerPage,
        signal,
      );
      return page.data.find((order) => order.orderNumber === orderNumber) ?? null;
    },
    enabled: userId !== null && Boolean(orderNumber),
    staleTime: 0,
    gcTime: 0,
  });
}

/** After any change to an order: the server's order in the detail cache, the lists refetched. */
export function storeOrder(queryClient: QueryClient, userId: number, order: Order) {
  queryClient.setQueryData(orderDetailKey(userId, order.id), order);
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === ordersKey[0] &&
      query.queryKey[1] === userId &&
      query.queryKey[2] !== 'detail',
  });
}

/* ---------------------------------------------------------------------------------------------
 * Payment confirmation (/purchase/success)
 */

const CONFIRMED_STORAGE_KEY = 'chorok-confirmed-payments';

/** Payments this tab has confirmed, paymentKey → order id: a reload shows the order, not a second confirm. */
function readConfirmed(): Record<string, number> {
  try {
    const raw = window.sessionStorage.getItem(CONFIRMED_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function confirmedOrderIdOf(paymentKey: string): number | null {
  const id = readConfirmed()[paymentKey];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

function rememberConfirmed(paymentKey: string, orderId: number) {
  try {
    const next = { ...readConfirmed(), [paymentKey]: orderId };
    window.sessionStorage.setItem(CONFIRMED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: a reload then confirms again, which the server answers
    // with the same order.
  }
}

/**
 * POST /payments/confirm, exactly once per payment in this page's life: as a query keyed by the
 * payment key, StrictMode's double effects and a remount share one request and its answer, and
 * nothing ever refetches it (never stale, never collected, no retry, no refetch on focus). A reload
 * is caught by `confirmedOrderIdOf` before it gets here. A repeat would be harmless anyway: the
 * server answers a confirmed payment with the same order.
 */
export function paymentConfirmQueryOptions(queryClient: QueryClient, body: PaymentConfirmBody) {
  return queryOptions({
    queryKey: paymentConfirmKey(body.paymentKey),
    queryFn: async (): Promise<Order> => {
      const { data: order } = await request(ordersRoutes.confirmPayment, { body });
      rememberConfirmed(body.paymentKey, order.id);
      const user = queryClient.getQueryData<User>(meQueryKey) ?? useUserInfoStore.getState().user;
      if (user) storeOrder(queryClient, user.id, order);
      // The paid order's cart lines are gone on the server: the cart and its badge follow.
      void invalidateCart(queryClient);
      return order;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/* ---------------------------------------------------------------------------------------------
 * Actions
 */

function useOrderMutation<V>(orderId: number, call: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      if (userId !== null && order.id === orderId) storeOrder(queryClient, userId, order);
    },
    // A refusal usually means the order moved on (a line shipped meanwhile): show its state now.
    onError: () => {
      if (userId !== null)
        void queryClient.invalidateQueries({ queryKey: orderDetailKey(userId, orderId) });
    },
  });
}

/**
 * POST /orders/:id/cancel: every line still cancellable, refunded with the shipping fee (to the
 * refund account when the money came by deposit).
 */
export function useCancelOrder(orderId: number) {
  return useOrderMutation(
    orderId,
    async ({ reason, refundAccount }: { reason: CancelReason; refundAccount?: RefundAccount }) =>
      (
        await request(ordersRoutes.cancelOrder, {
          params: { id: orderId },
          body: refundAccount ? { reason, refundAccount } : { reason },
        })
      ).data,
  );
}

/** POST /orders/:orderId/partial-cancel with spec §7's `cancelProduct` object (orderId included). */
export function usePartialCancel(orderId: number) {
  return useOrderMutation(
    orderId,
    async ({
      orderProductId,
      reason,
      refundAccount,
    }: {
      orderProductId: number;
      reason: CancelReason;
      refundAccount?: RefundAccount;
    }) =>
      (
        await request(ordersRoutes.partialCancelOrder, {
          params: { orderId },
          body: {
            cancelProduct: { orderId, orderProductId, reason },
            ...(refundAccount ? { refundAccount } : {}),
          },
        })
      ).data,
  );
}

/** POST /orders/:id/confirm: purchase confirmation of shipped lines. */
export function useConfirmOrderProducts(orderId: number) {
  return useOrderMutation(orderId, async (orderProductIds: number[]) => {
    return (
      await request(ordersRoutes.confirmOrderProducts, {
        params: { id: orderId },
        body: { orderProductIds },
      })
    ).data;
  });
}
