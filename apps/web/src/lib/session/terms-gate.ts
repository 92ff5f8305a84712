import type { QueryClient } from '@tanstack/react-query';
import { consentsQueryOptions } from '@/lib/session/consents-query';

/** The agreement screen; the gate never sends anyone away from it. */
export const TERMS_AGREEMENT_PATH = '/profile/terms-agreement';

/**
 * True when the signed-in user has not agreed to every required document in force. When the
 * answer cannot be had (offline, the server failing) the screen goes on: it will say so itself,
 * and a 401 has already ended the session in the API client.
 */
export async function needsAgreement(queryClient: QueryClient): Promise<boolean> {
  try {
    const state = await queryClient.ensureQueryData({
      ...consentsQueryOptions(),
      revalidateIfStale: true,
      retry: false,
    });
    return state.needsAgreement;
  } catch {
    return false;
  }
}

/** The agreement screen's address, coming back to `target` after it. */
export function agreementHref(target: string): string {
  return `${TERMS_AGREEMENT_PATH}?redirect=${encodeURIComponent(target)}`;
}
