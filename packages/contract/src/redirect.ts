/**
 * The sign-in `redirect` rule of spec §2: it must start with `/`, and must never leave our origin.
 * Browsers treat `//host`, `/\host` and backslash/tab/newline variants as other origins, so any of
 * those is rejected and the caller falls back. Returns the safe path or `null`.
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/')) return null;
  // Control characters (tab, newline …) are stripped by URL parsers and can hide `//`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Resolve against a dummy origin: anything that ends up elsewhere is not ours.
  try {
    const base = 'https://chorok.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
