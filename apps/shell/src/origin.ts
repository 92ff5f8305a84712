/**
 * Which addresses the WebView may show. Our web origin stays inside; other web pages go to the
 * system browser; a few schemes (tel:, mailto:, card and bank apps) go to the phone; the rest,
 * which could run script or read files in our page's place, go nowhere.
 */

/** The origin of an http(s) URL, or null for anything else (or no URL at all). */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** True when `url` is on `origin` exactly (scheme, host and port). */
export function isOnOrigin(url: string | null | undefined, origin: string): boolean {
  return typeof url === 'string' && httpOrigin(url) === origin;
}

export type LoadDecision = 'load' | 'external' | 'block';

export interface NavigationPolicy {
  /** The configured web app's origin. */
  webOrigin: string;
  /** Sign-in pages that must run inside the WebView to come back to it (Apple's link page). */
  inAppOrigins: readonly string[];
}

// Schemes that would run code or read files in place of our page.
const BLOCKED_SCHEMES = new Set(['javascript:', 'vbscript:', 'file:', 'content:', 'data:']);

/**
 * What to do when the WebView is about to load `url` (onShouldStartLoadWithRequest / onOpenWindow).
 * Frames inside our page (a payment or map widget) may load any https page; the page itself
 * stays on our origin or the listed sign-in pages.
 */
export function decideNavigation(
  url: string,
  policy: NavigationPolicy,
  isTopFrame = true,
): LoadDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'block';
  }
  if (parsed.protocol === 'about:')
    return url === 'about:blank' || url === 'about:srcdoc' ? 'load' : 'block';
  if (parsed.protocol === 'blob:')
    return isOnOrigin(url.slice('blob:'.length), policy.webOrigin) ? 'load' : 'block';
  if (BLOCKED_SCHEMES.has(parsed.protocol)) return 'block';
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (parsed.username || parsed.password) return 'block';
    if (parsed.origin === policy.webOrigin) return 'load';
    if (policy.inAppOrigins.includes(parsed.origin)) return 'load';
    if (!isTopFrame) return parsed.protocol === 'https:' ? 'load' : 'block';
    return 'external';
  }
  // A frame does not get to open another app on its own.
  if (!isTopFrame) return 'block';
  // tel:, mailto:, sms:, and the card and bank apps' own schemes a payment page hands over.
  return 'external';
}
