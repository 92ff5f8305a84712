import { SOCIAL_PROVIDERS } from '@chorok/contract';
import { searchOneOf, searchSchema, searchText } from '@/features/app/search-params';

/**
 * /profile/edit after a link: `linked` names the provider just linked (from our callback, or the
 * server's Apple callback), `linkError` the server's code when an Apple link failed.
 */
export const ProfileEditSearch = searchSchema({
  linked: searchOneOf(SOCIAL_PROVIDERS),
  linkError: searchText,
});
export type ProfileEditSearch = ReturnType<typeof ProfileEditSearch.parse>;
