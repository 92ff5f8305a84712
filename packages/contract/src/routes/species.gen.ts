// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { speciesEndpoints } from '../endpoints/species.ts';

export const speciesRoutes: RoutesOf<typeof speciesEndpoints> = {
  searchSpecies: { id: 'searchSpecies', method: 'GET', path: '/species', list: false },
  getSpecies: { id: 'getSpecies', method: 'GET', path: '/species/:key', list: false },
};
