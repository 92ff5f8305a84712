import { searchSchema, searchSitePath } from '@/lib/search-params';

/** `?redirect=` of the agreement screen: where the gate stopped the user (a path on this site). */
/** A redirect off this site reads as absent: the screen then goes on home. */
export const TermsAgreementSearch = searchSchema(
  { redirect: searchSitePath },
  { whenInvalid: 'drop' },
);
