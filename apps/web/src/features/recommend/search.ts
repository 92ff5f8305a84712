import { parseMetadataIds, SEARCH_QUERY_MAX_LENGTH } from '@chorok/contract';
import type { LifeRecommendSearch } from '@/features/recommend/route-search';

/*
 * Reading /life/recommend's search params (route-search.ts): the lists are read with
 * parseMetadataIds, the contract's MetadataIds rule without zod (decision 0008; parse.test.ts
 * holds the two to the same answers).
 */

export type MetadataParamName = 'recommendMetadata' | 'searchMetadata';

/** What /life/recommend shows for its search params. */
export type RecommendView =
  | { kind: 'invalid'; params: MetadataParamName[] }
  | { kind: 'questions' }
  | { kind: 'result'; answers: number[]; searchMetadata: number[]; searchQuery?: string };

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function readRecommendSearch(search: LifeRecommendSearch): RecommendView {
  const answers = parseMetadataIds(search.recommendMetadata);
  const filter = parseMetadataIds(search.searchMetadata);
  const invalid: MetadataParamName[] = [];
  if (answers === null) invalid.push('recommendMetadata');
  if (filter === null) invalid.push('searchMetadata');
  if (invalid.length) return { kind: 'invalid', params: invalid };
  if (!answers?.length) return { kind: 'questions' };
  // Searches longer than the API takes are cut, as the product search field does.
  const query = search.searchQuery?.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  return {
    kind: 'result',
    answers: unique(answers),
    searchMetadata: unique(filter ?? []),
    ...(query ? { searchQuery: query } : {}),
  };
}

/**
 * Answers as the address keeps them: `1,12,31`. One id stays a number: the router would write a
 * digit string as JSON text (`"12"`).
 */
export function answersParam(ids: readonly number[]): string | number | undefined {
  const list = unique(ids);
  if (list.length === 0) return undefined;
  return list.length === 1 ? list[0] : list.join(',');
}
