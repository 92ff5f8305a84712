// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { curationsEndpoints } from '../endpoints/curations.ts';

export const curationsRoutes: RoutesOf<typeof curationsEndpoints> = {
  listCurations: { id: 'listCurations', method: 'GET', path: '/curations', list: true },
  listCurationCategories: {
    id: 'listCurationCategories',
    method: 'GET',
    path: '/curations/categories',
    list: false,
  },
  getCuration: { id: 'getCuration', method: 'GET', path: '/curations/:id', list: false },
  likeCuration: { id: 'likeCuration', method: 'POST', path: '/curations/:id/like', list: false },
  unlikeCuration: {
    id: 'unlikeCuration',
    method: 'DELETE',
    path: '/curations/:id/like',
    list: false,
  },
  listMyLikedCurations: {
    id: 'listMyLikedCurations',
    method: 'GET',
    path: '/users/me/likes/curations',
    list: true,
  },
};
