/**
 * One language's `translations` document from its area files (decision 0004), the same wherever it
 * is put together (the API serving it, the prerender, the web tests): each file owns its top-level
 * keys, so a key in two files is a mistake refused with both files named. Files merge in name order.
 */
export function mergeTranslationFiles(
  files: Iterable<readonly [name: string, content: unknown]>,
  fail: (message: string) => Error = (message) => new Error(message),
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  const byName = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, content] of byName) {
    if (!content || typeof content !== 'object' || Array.isArray(content))
      throw fail(`${name}: must hold a JSON object`);
    for (const [key, value] of Object.entries(content)) {
      const first = owner.get(key);
      if (first) throw fail(`Translation key "${key}" is defined in both ${first} and ${name}`);
      owner.set(key, name);
      merged[key] = value;
    }
  }
  return merged;
}
