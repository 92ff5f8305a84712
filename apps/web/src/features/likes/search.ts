import { searchOneOf, searchSchema } from '@/lib/search-params';

/** /likes?tab=reviews (or curations): the open tab lives in the address, so back and reload keep it. */
export const LikesSearch = searchSchema({ tab: searchOneOf(['products', 'reviews', 'curations']) });
export type LikesSearch = ReturnType<typeof LikesSearch.parse>;
