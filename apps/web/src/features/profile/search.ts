import { searchSchema, searchText } from '@/lib/search-params';

/**
 * /profile/edit after a link: `linked` names the provider just linked (from our callback, or the
 * server's Apple callback), `linkError` the server's code when an Apple link failed. Plain text
 * here, checked by the screen: this schema is part of the first load, the provider list is not.
 */
export const ProfileEditSearch = searchSchema({ linked: searchText, linkError: searchText });
export type ProfileEditSearch = ReturnType<typeof ProfileEditSearch.parse>;
