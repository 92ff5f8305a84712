import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { type UpdateUserBody, type User, usersRoutes } from '@chorok/contract';
import { request, sessionHooks } from '@/lib/api-client';
import { retryDelay } from '@/lib/query-client';
import { clearSession, useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { meFailureAction } from '@/lib/session/me-retry';
import { CACHE } from '@/lib/config';

export const meQueryKey = ['users', 'me'] as const;

async function fetchMe(): Promise<User> {
  const { data } = await request(usersRoutes.getMe);
  useUserInfoStore.getState().setUser(data);
  return data;
}

/** GET /users/me, cached and fresh for 1 hour (spec §9), with the retry rule of spec §4/§7. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: CACHE.userInfoStaleMs,
    gcTime: CACHE.userInfoGcMs,
    retry: (failureCount, error) => {
      const action = meFailureAction(failureCount, error);
      if (action === 'unauthorized') sessionHooks.onUnauthorized();
      if (action === 'clear-session') clearSession();
      return action === 'retry';
    },
    retryDelay,
  });
}

/** The signed-in user; `data` is undefined when signed out. Shows the stored user while it refetches. */
export function useMe() {
  const token = useAuthStore((s) => s.accessToken);
  return useQuery({
    ...meQueryOptions(),
    enabled: token !== null,
    placeholderData: () => (token ? (useUserInfoStore.getState().user ?? undefined) : undefined),
  });
}

/** A changed user from the server: into the me cache and the stored user info. */
export function rememberUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(meQueryKey, user);
  useUserInfoStore.getState().setUser(user);
}

/** PATCH /users/:id — updates the me cache and the stored user info with the server's answer. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateUserBody }) =>
      (await request(usersRoutes.updateUser, { params: { id }, body })).data,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}

/** GET /users/exist-nickname: `mutateAsync(nickname)` resolves to whether someone else has it. */
export function useExistNickname() {
  return useMutation({
    mutationFn: async (nickname: string) =>
      (await request(usersRoutes.existNickname, { query: { nickname } })).data.isExist,
  });
}
