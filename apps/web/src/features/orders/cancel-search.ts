import { CANCEL_REASONS } from '@chorok/contract';
import { searchOneOf, searchSchema } from '@/lib/search-params';

/**
 * Both steps of the cancel flow carry the chosen reason in the address (?reason=): one schema for
 * the two routes, so the route tree (in every page's first load) holds it once.
 */
export const CancelSearch = searchSchema({ reason: searchOneOf(CANCEL_REASONS) });
