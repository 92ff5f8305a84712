import { createHash } from 'node:crypto';

/** A body's weak ETag (decision 0040): the same on every instance for the same bytes. */
export const weakTag = (payload: string | Buffer): string =>
  `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

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
