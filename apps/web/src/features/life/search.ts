import { CURATION_CATEGORIES, type CurationCategory } from '@chorok/contract';
import { searchOneOf, type SearchSchema } from '@/lib/search-params';

const category = searchOneOf(CURATION_CATEGORIES);

/**
 * /life?category=BASICS: the open tab lives in the address, so back and reload keep it. The key is
 * always in the result, undefined when unknown: the router merges a route's result over the raw
 * params, so a key left out would let `?category=GARDEN` through to the API.
 */
export const LifeSearch: SearchSchema<{ category?: CurationCategory }> = {
  parse: (search) => ({ category: category(search.category) }),
};
export type LifeSearch = ReturnType<typeof LifeSearch.parse>;
