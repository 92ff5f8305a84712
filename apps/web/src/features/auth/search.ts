import * as z from 'zod/mini';
import { TEMP_CODE } from '@chorok/contract';
import { SearchText } from '@/features/app/search-params';

/**
 * Search params of the sign-in routes (spec §2/§5). The router JSON-parses each value, so a
 * numeric-looking code arrives as a number and `l=true` as a boolean; both shapes are accepted.
 * A value breaking a rule becomes undefined: a bad link still opens the sign-in screen.
 */
const SearchBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
]);

const startsWith = (prefix: string) =>
  z.catch(z.optional(z.pipe(SearchText, z.string().check(z.startsWith(prefix)))), undefined);

export const SignInSearch = z.object({
  redirect: startsWith('/'),
  secretCode: startsWith(TEMP_CODE.prefix),
  l: z.catch(z.optional(SearchBoolean), undefined),
});
export type SignInSearch = z.infer<typeof SignInSearch>;

export const TemporaryCallbackSearch = z.object({ code: startsWith(TEMP_CODE.prefix) });

const optionalText = z.catch(z.optional(SearchText), undefined);

export const ProviderCallbackSearch = z.object({
  code: optionalText,
  accessToken: optionalText,
  id_token: optionalText,
  error: optionalText,
  error_description: optionalText,
});
export type ProviderCallbackSearch = z.infer<typeof ProviderCallbackSearch>;

export const AppleCompleteSearch = z.object({ token: optionalText, error: optionalText });

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
