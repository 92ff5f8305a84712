// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { usersEndpoints } from '../endpoints/users.ts';

export const usersRoutes: RoutesOf<typeof usersEndpoints> = {
  getMe: { id: 'getMe', method: 'GET', path: '/users/me', list: false },
  existNickname: { id: 'existNickname', method: 'GET', path: '/users/exist-nickname', list: false },
  updateUser: { id: 'updateUser', method: 'PATCH', path: '/users/:id', list: false },
  saveDeviceInfo: {
    id: 'saveDeviceInfo',
    method: 'POST',
    path: '/users/:id/device-info',
    list: false,
  },
  saveRecommendMetadatas: {
    id: 'saveRecommendMetadatas',
    method: 'POST',
    path: '/users/:id/recommend-metadatas',
    list: false,
  },
};
