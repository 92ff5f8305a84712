/**
 * Who may come back to /auth/{type}/callback. Kakao and Naver return there from their pages (a
 * code) or from the native shell (the SDK's access token). Apple on the web posts to the server
 * and ends at /auth/apple/complete; only the native shell returns Apple here, with an id_token
 * (or an error). Its own module: the route's beforeLoad runs this check, and whatever module it
 * lives in is part of the start-up bundle, so it must not be the module holding the screens.
 */
export type CallbackProvider = 'kakao' | 'naver' | 'apple';

export function callbackProvider(
  type: string,
  search: { id_token?: string; error?: string },
): CallbackProvider | null {
  if (type === 'kakao' || type === 'naver') return type;
  if (type === 'apple' && (search.id_token !== undefined || search.error !== undefined))
    return 'apple';
  return null;
}
