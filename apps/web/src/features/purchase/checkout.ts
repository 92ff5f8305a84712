import { safeRedirectPath } from '@chorok/contract';

/**
 * Where the payment opens: the API's checkoutUrl is a same-origin path, by the contract's one
 * redirect rule. Anything else (another origin, `//host`, `/\host`, `/.//host` …) is refused
 * rather than followed.
 */
export function safeCheckoutPath(url: string): string | null {
  return safeRedirectPath(url);
}

/** A full page load: the payment page is the server's, not a route of this app. Overridable in tests. */
export const checkoutNavigation = {
  assign: (path: string) => window.location.assign(path),
};
