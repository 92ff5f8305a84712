/**
 * Whether a request carries credentials of any kind, valid or not: a bearer token, the operator's
 * secret, or a cookie (none of ours, but a proxy's session would make the answer personal too).
 */
export function carriesCredentials(headers: Record<string, unknown>): boolean {
  return (
    headers.authorization !== undefined ||
    headers['x-admin-secret'] !== undefined ||
    headers.cookie !== undefined
  );
}
