import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  accountsRoutes,
  type LinkedIdentities,
  type ProviderSignInBody,
  type SocialProvider,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session/me-queries';

/** Under the me key: whatever clears or refreshes the user takes these along. */
export const identitiesQueryKey = [...meQueryKey, 'identities'] as const;

/** GET /users/me/identities: the sign-in methods linked to the caller. */
export function identitiesQueryOptions() {
  return queryOptions({
    queryKey: identitiesQueryKey,
    queryFn: async () => (await request(accountsRoutes.listIdentities)).data,
  });
}

export function useIdentities(enabled = true) {
  return useQuery({ ...identitiesQueryOptions(), enabled });
}

/**
 * POST /users/me/identities/:provider with what the provider returned, then back to the profile
 * editor, which says what was linked.
 */
export function useLinkIdentity() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({
      provider,
      body,
    }: {
      provider: Exclude<SocialProvider, 'apple'>;
      body: ProviderSignInBody;
    }) => (await request(accountsRoutes.linkIdentity, { params: { provider }, body })).data,
    onSuccess: (identities: LinkedIdentities, { provider }) => {
      queryClient.setQueryData(identitiesQueryKey, identities);
      void navigate({ to: '/profile/edit', search: { linked: provider }, replace: true });
    },
  });
}

/** DELETE /users/me/identities/:provider: the list as it is afterwards. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await request(accountsRoutes.unlinkIdentity, { params: { provider } })).data,
    onSuccess: (identities) => queryClient.setQueryData(identitiesQueryKey, identities),
  });
}
