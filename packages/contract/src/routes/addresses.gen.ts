// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { addressesEndpoints } from '../endpoints/addresses.ts';

export const addressesRoutes: RoutesOf<typeof addressesEndpoints> = {
  listAddresses: { id: 'listAddresses', method: 'GET', path: '/users/me/addresses', list: false },
  createAddress: { id: 'createAddress', method: 'POST', path: '/users/me/addresses', list: false },
  updateAddress: {
    id: 'updateAddress',
    method: 'PATCH',
    path: '/users/me/addresses/:id',
    list: false,
  },
  deleteAddress: {
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/users/me/addresses/:id',
    list: false,
  },
  searchAddresses: { id: 'searchAddresses', method: 'GET', path: '/addresses/search', list: true },
};
