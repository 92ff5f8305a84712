import { searchSchema, searchText, type SearchField } from '@/lib/search-params';

/*
 * /life/recommend's search params (spec §2), as the route validates them: recommendMetadata (the
 * answers) and searchMetadata (an extra filter), lists of metadata ids 1…100 as a comma string or
 * an array, and searchQuery. Unlike other routes, a broken list is not refused here: the route
 * keeps what it was given and the screen explains it in place (search.ts reads them). Its own
 * module: route definitions are in every page's first load.
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
