// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { authEndpoints } from '../endpoints/auth.ts';

export const authRoutes: RoutesOf<typeof authEndpoints> = {
  temporarySignIn: {
    id: 'temporarySignIn',
    method: 'POST',
    path: '/auth/temporary/sign-in',
    list: false,
  },
  demoSignIn: { id: 'demoSignIn', method: 'POST', path: '/auth/demo/sign-in', list: false },
  authorize: { id: 'authorize', method: 'POST', path: '/auth/:provider/authorize', list: false },
  kakaoSignIn: { id: 'kakaoSignIn', method: 'POST', path: '/auth/kakao/sign-in', list: false },
  naverSignIn: { id: 'naverSignIn', method: 'POST', path: '/auth/naver/sign-in', list: false },
  appleSignIn: { id: 'appleSignIn', method: 'POST', path: '/auth/apple/sign-in', list: false },
  appleExchangeToken: {
    id: 'appleExchangeToken',
    method: 'POST',
    path: '/auth/apple/exchange-token',
    list: false,
  },
  signOut: { id: 'signOut', method: 'POST', path: '/auth/sign-out', list: false },
  leave: { id: 'leave', method: 'POST', path: '/auth/leave', list: false },
};
