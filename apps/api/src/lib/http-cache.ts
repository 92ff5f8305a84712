/**
 * Whether If-None-Match names our entity tag. The header may list several tags, weak ones
 * included (a compressing proxy weakens ours), or be `*`.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
