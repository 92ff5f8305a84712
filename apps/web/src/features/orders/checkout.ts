import { safeRedirectPath } from '@chorok/contract';

/**
 * Where the payment page is: a path on our own origin (the contract's Checkout.checkoutUrl is
 * one). Anything that could leave the origin — a full URL, `//host`, `/\host` — gives null.
 */
export function safeCheckoutPath(url: string): string | null {
  return safeRedirectPath(url);
}

/** Leaving the app for a server page (the payment window). Replaceable in tests. */
export const pageNavigation = {
  assign: (path: string) => window.location.assign(path),
};
