import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountsRoutes,
  type SaveConsentsBody,
  type TermsDocument,
  type TermsKind,
  type TermsSummary,
} from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { consentsKey, consentsQueryOptions } from '@/lib/session/consents-query';

/** A published version never changes: what was fetched stays right for the session. */
const VERSION_STALE_MS = 10 * 60_000;

/** GET /terms: the version in force of each document. */
export function termsListQueryOptions() {
  return queryOptions({
    queryKey: ['terms', 'list'] as const,
    queryFn: async ({ signal }): Promise<TermsSummary[]> =>
      (await request(accountsRoutes.listTerms, {}, { signal })).data.documents,
    staleTime: VERSION_STALE_MS,
  });
}

export const useTermsList = () => useQuery(termsListQueryOptions());

/** GET /terms/:kind: the version in force, or `version`. */
export function termsDocumentQueryOptions(kind: TermsKind, version?: number) {
  return queryOptions({
    queryKey: ['terms', 'document', kind, version ?? 'current'] as const,
    queryFn: async ({ signal }): Promise<TermsDocument> =>
      (
        await request(
          accountsRoutes.getTerms,
          { params: { kind }, query: version === undefined ? {} : { version } },
          { signal },
        )
      ).data,
    staleTime: VERSION_STALE_MS,
  });
}

export const useTermsDocument = (kind: TermsKind, version?: number) =>
  useQuery(termsDocumentQueryOptions(kind, version));

export const useConsents = () => useQuery(consentsQueryOptions());

/**
 * POST /users/me/consents; the cache (and so the gate) takes the server's answer. A 409 means a
 * version changed while the screen was open: the consents are read again, and with them the form.
 */
export function useSaveConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveConsentsBody) =>
      (await request(accountsRoutes.saveConsents, { body })).data,
    onSuccess: (state) => queryClient.setQueryData(consentsKey, state),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: consentsKey });
    },
  });
}
