import { parseMetadataIds, SEARCH_QUERY_MAX_LENGTH } from '@chorok/contract';
import { searchSchema, searchText, type SearchField } from '@/features/app/search-params';

/*
 * /life/recommend's search params (spec §2): recommendMetadata (the answers) and searchMetadata
 * (an extra filter), lists of metadata ids 1…100 as a comma string or an array, and searchQuery.
 * Unlike other routes, a broken list is not dropped: the result would silently be another one, so
 * the route keeps what it was given and the screen explains. The lists are read with
 * parseMetadataIds, the contract's MetadataIds rule without zod (decision 0008; parse.test.ts
 * holds the two to the same answers).
 */

/** A metadata list as the address carried it. */
export type MetadataParam = string | number | readonly (string | number)[];

/**
 * The value the router parsed out of the address, kept as given; anything that is not text, a
 * number or a list of those (`true`, an object) is kept as its JSON text, which no rule accepts.
 */
const metadataParam: SearchField<MetadataParam> = (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value as (string | number)[];
  return JSON.stringify(value);
};

export const LifeRecommendSearch = searchSchema({
  recommendMetadata: metadataParam,
  searchMetadata: metadataParam,
  searchQuery: searchText,
});
export type LifeRecommendSearch = ReturnType<typeof LifeRecommendSearch.parse>;

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
