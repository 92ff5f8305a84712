import { createHash } from 'node:crypto';

/** A body's weak ETag (decision 0040): the same on every instance for the same bytes. */
export const weakTag = (payload: string | Buffer): string =>
  `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * Whether If-None-Match names our entity tag: `*`, or one of the tags it lists, compared weakly as
 * RFC 9110 says for If-None-Match (a compressing proxy weakens ours; `W/` is ignored both sides).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}
