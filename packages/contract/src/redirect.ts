/**
 * The one same-origin path rule (spec §2 "redirects stay on our origin", issue 14 item 2): every
 * place that takes a redirect — sign-in, the terms gate, provider callbacks, the payment page's
 * successUrl/failUrl — passes it through here. Returns the normalised path, or `null`.
 *
 * A value is ours only when every reader agrees it is a path on this origin. So it must:
 * - be a string of at most REDIRECT_MAX_LENGTH characters starting with one `/`;
 * - hold no whitespace, control character, backslash or slash look-alike (URL parsers drop tabs
 *   and newlines, read `\` as `/`, and some layers fold `／` or `∕` into `/`);
 * - resolve, against a stand-in origin, to that origin, and its normalised form (dot segments
 *   resolved: `/.//evil` becomes `//evil`) must still be such a path;
 * - not turn into anything else once percent-decoded (`/%2f%2fevil`, `/%2e%2e//evil`, `%5c`).
 */
export const REDIRECT_MAX_LENGTH = 2048;

const BASE = 'https://chorok.invalid';

/** Whitespace and controls (C0, DEL, C1, Unicode spaces, zero-width, bidi marks) and `\`. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff\\]/u;

/** Characters some layer may read, or NFKC-fold, as `/` or `\`. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/** The shape both the raw value and its normalised form must have: `/`, then not `/` or `\`. */
const SITE_PATH = /^\/(?![/\\])/;

/** A `.` or `..` segment, or an empty segment (`//`), anywhere in a path. */
const DOT_OR_EMPTY_SEGMENT = /(^|\/)\.{1,2}(\/|$)|\/\//;

/** `text` percent-decoded until it stops changing (at most a few rounds); null when malformed. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** How often each character that shapes a URL occurs: NFKC folding must not add any. */
const countShaping = (text: string) => [...'/\\.%:?#@'].map((c) => text.split(c).length);

function hasHiddenCharacters(text: string): boolean {
  const folded = text.normalize('NFKC');
  if (countShaping(folded).join() !== countShaping(text).join()) return true;
  return [text, folded].some((form) => FORBIDDEN.test(form) || SLASH_LOOKALIKES.test(form));
}

export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > REDIRECT_MAX_LENGTH) return null;
  if (!SITE_PATH.test(raw) || hasHiddenCharacters(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!SITE_PATH.test(path)) return null;
  // What a layer that decodes the path (a router, a proxy) would see must be as plain.
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || hasHiddenCharacters(decodedPath)) return null;
  if (decodedPath !== '/' && DOT_OR_EMPTY_SEGMENT.test(decodedPath)) return null;
  return path;
}

/** Whether `raw` is a path on our origin exactly as given (already in its normalised form). */
export function isSameOriginPath(raw: unknown): raw is string {
  return safeRedirectPath(raw) === raw;
}
