import { TEMP_CODE } from '@chorok/contract';
import {
  searchBoolean,
  searchRefine,
  searchSchema,
  searchSitePath,
  searchText,
} from '@/lib/search-params';

/**
 * Search params of the sign-in routes (spec §2/§5). The router JSON-parses each value, so a
 * numeric-looking code arrives as a number and `l=true` as a boolean; both shapes are accepted.
 * A value breaking a rule reads as absent ('drop'): these addresses are written by providers and
 * redirects, and a bad one still opens the sign-in screen, which explains what is missing.
 */
const drop = { whenInvalid: 'drop' } as const;
const startsWith = (prefix: string) =>
  searchRefine(searchText, (text) => (text.startsWith(prefix) ? text : undefined));

export const SignInSearch = searchSchema(
  { redirect: searchSitePath, secretCode: startsWith(TEMP_CODE.prefix), l: searchBoolean },
  drop,
);
export type SignInSearch = ReturnType<typeof SignInSearch.parse>;

export const TemporaryCallbackSearch = searchSchema({ code: startsWith(TEMP_CODE.prefix) }, drop);

/**
 * What a provider round trip brings back, for both return routes (one schema: it is part of the
 * first load): spec §2's callback params plus the `state` we issued (checked against this tab's),
 * and the temporary `token` the server's Apple callback sends to /auth/apple/complete.
 */
export const ProviderReturnSearch = searchSchema(
  {
    state: searchText,
    code: searchText,
    accessToken: searchText,
    id_token: searchText,
    error: searchText,
    error_description: searchText,
    token: searchText,
  },
  drop,
);
export type ProviderCallbackSearch = Omit<ReturnType<typeof ProviderReturnSearch.parse>, 'token'>;
export type AppleCompleteSearch = Pick<
  ReturnType<typeof ProviderReturnSearch.parse>,
  'token' | 'state' | 'error'
>;

/**
 * Spec §2: on /auth/sign-in the bottom nav is hidden when `l` is set (the visitor came from the
 * landing page), except when the sign-in leads on to /profile or /plants — sections that own a tab.
 */
export function signInHidesNav(search: { l?: boolean; redirect?: string }): boolean {
  if (search.l !== true) return false;
  const target = search.redirect ?? '';
  return !(isInSection(target, '/profile') || isInSection(target, '/plants'));
}

function isInSection(path: string, section: string) {
  return (
    path === section ||
    path.startsWith(`${section}/`) ||
    path.startsWith(`${section}?`) ||
    path.startsWith(`${section}#`)
  );
}
