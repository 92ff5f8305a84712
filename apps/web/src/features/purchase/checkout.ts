/**
 * Where the payment opens: the API's checkoutUrl is a same-origin path. Anything else (another
 * origin, a protocol-relative `//host`, `/\host` that browsers read as one) is refused rather
 * than followed.
 */
export function safeCheckoutPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/** A full page load: the payment page is the server's, not a route of this app. Overridable in tests. */
export const checkoutNavigation = {
  assign: (path: string) => window.location.assign(path),
};
