import { parseRouteId } from '@chorok/contract';
import { searchSchema } from '@/lib/search-params';

/** /profile/reviews?edit=<id>: the edit form open over the list, so back closes it. */
export const MyReviewsSearch = searchSchema({ edit: parseRouteId });
export type MyReviewsSearch = ReturnType<typeof MyReviewsSearch.parse>;
