import { searchSchema, searchSitePath } from '@/features/app/search-params';

/** `?redirect=` of the agreement screen: where the gate stopped the user (a path on this site). */
export const TermsAgreementSearch = searchSchema({
  redirect: searchSitePath,
});
