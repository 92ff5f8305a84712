import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { speciesRoutes, type Species } from '@chorok/contract';
import { request } from '@/lib/api-client';

/** How many species the picker lists for a search. */
export const SPECIES_PICKER_LIMIT = 8;

/**
 * The species list's search (GET /species), for a typed name or 초성: nothing is asked for an empty
 * one. The list itself lives on the server; only the answers come to the browser.
 */
export function useSpeciesSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['species', 'search', q] as const,
    queryFn: async ({ signal }): Promise<Species[]> =>
      (
        await request(
          speciesRoutes.searchSpecies,
          { query: { q, limit: SPECIES_PICKER_LIMIT } },
          { signal, anonymous: true },
        )
      ).data,
    enabled: q !== '',
    // The list changes with a release, not while a shopper types.
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One species' facts (GET /species/:key); nothing asked without a key. */
export function useSpecies(key: string | null) {
  return useQuery({
    queryKey: ['species', 'one', key] as const,
    queryFn: async ({ signal }): Promise<Species> =>
      (
        await request(
          speciesRoutes.getSpecies,
          { params: { key: key ?? '' } },
          { signal, anonymous: true },
        )
      ).data,
    enabled: key !== null,
    staleTime: 30 * 60_000,
  });
}
