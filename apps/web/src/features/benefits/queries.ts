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
  benefitsRoutes,
  type Coupon,
  type CouponStatus,
  type ListMetadata,
  type PointEntry,
  type PointsSummary,
  type User,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useUserInfoStore } from '@/lib/session/auth-store';
import { useSession } from '@/lib/session/use-session';
import { meQueryKey } from '@/lib/session/me-queries';
import { nextPageAfter } from '@/lib/next-page';

/*
 * 적립금 and coupons of the signed-in shopper (decision 0033). Every key starts with
 * ['benefits', userId]: an order made, paid or cancelled changes both, and invalidating
 * `benefitsKey` reads them again.
 */
export const benefitsKey = ['benefits'] as const;
const userBenefitsKey = (userId: number) => [...benefitsKey, userId] as const;
export const pointsKey = (userId: number) => [...userBenefitsKey(userId), 'points'] as const;
/** Under the summary's key: what changes the balance changes the history. */
export const pointEntriesKey = (userId: number) => [...pointsKey(userId), 'history'] as const;
export const couponsKey = (userId: number) => [...userBenefitsKey(userId), 'coupons'] as const;
export const couponListKey = (userId: number, status: CouponStatus) =>
  [...couponsKey(userId), status] as const;

/** The user a loader can name without asking the server (null: the screen asks). */
export function knownUserId(queryClient: QueryClient): number | null {
  return (
    (queryClient.getQueryData<User>(meQueryKey) ?? useUserInfoStore.getState().user)?.id ?? null
  );
}

function useUserId(): number | null {
  return useSession().user?.id ?? null;
}

/** GET /users/:userId/points: balance, pending until 구매 확정, and what expires soon. */
export function pointsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: pointsKey(userId),
    queryFn: async ({ signal }): Promise<PointsSummary> =>
      (await request(benefitsRoutes.getPoints, { params: { userId } }, { signal })).data,
  });
}

export function usePoints() {
  const userId = useUserId();
  return useQuery({ ...pointsQueryOptions(userId ?? 0), enabled: userId !== null });
}

export interface PointEntryPage {
  data: PointEntry[];
  _metadata: ListMetadata;
}

/** GET /users/:userId/points/history, newest first, 20 a page. */
export function pointEntriesQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: pointEntriesKey(userId),
    queryFn: async ({ pageParam, signal }): Promise<PointEntryPage> => {
      const { data, _metadata } = await request(
        benefitsRoutes.listPointEntries,
        { params: { userId }, query: { page: pageParam, perPage: PAGING.defaultPerPage } },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function usePointEntries() {
  const userId = useUserId();
  return useInfiniteQuery({ ...pointEntriesQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** GET /users/:userId/coupons?status=: usable ones soonest to expire first. */
export function couponsQueryOptions(userId: number, status: CouponStatus) {
  return queryOptions({
    queryKey: couponListKey(userId, status),
    queryFn: async ({ signal }): Promise<Coupon[]> =>
      (
        await request(
          benefitsRoutes.listCoupons,
          { params: { userId }, query: { status } },
          { signal },
        )
      ).data,
  });
}

export function useCoupons(status: CouponStatus) {
  const userId = useUserId();
  return useQuery({ ...couponsQueryOptions(userId ?? 0, status), enabled: userId !== null });
}

/** POST /users/:userId/coupons: a code into the wallet; the lists are read again. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (code: string): Promise<Coupon> => {
      if (userId === null) throw new Error('Redeeming a coupon needs a signed-in user');
      return (await request(benefitsRoutes.redeemCoupon, { params: { userId }, body: { code } }))
        .data;
    },
    onSuccess: () => {
      if (userId !== null) void queryClient.invalidateQueries({ queryKey: couponsKey(userId) });
    },
  });
}
