import { REVIEW_SORTS } from '@chorok/contract';
import { searchOneOf, searchSchema } from '@/lib/search-params';

/**
 * /products/detail/{id}/review?sort=…: the chosen order lives in the address, so back, reload and
 * a shared link keep it. An unknown value is explained with the way to the default order
 * (RouteSearchError), never sent to the API.
 */
export const ReviewsSearch = searchSchema({ sort: searchOneOf(REVIEW_SORTS) });
export type ReviewsSearch = ReturnType<typeof ReviewsSearch.parse>;
