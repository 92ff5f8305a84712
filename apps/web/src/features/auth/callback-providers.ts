/**
 * Kakao and Naver return an authorization code to /auth/{type}/callback; Apple has its own route.
 * Its own module: the route's beforeLoad runs this check, and whatever module it lives in is part
 * of the start-up bundle, so it must not be the module holding the callback screens.
 */
const CALLBACK_PROVIDERS = ['kakao', 'naver'] as const;
export type CallbackProvider = (typeof CALLBACK_PROVIDERS)[number];

export function isCallbackProvider(type: string): type is CallbackProvider {
  return (CALLBACK_PROVIDERS as readonly string[]).includes(type);
}
