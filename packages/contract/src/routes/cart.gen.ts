// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { cartEndpoints } from '../endpoints/cart.ts';

export const cartRoutes: RoutesOf<typeof cartEndpoints> = {
  getCart: { id: 'getCart', method: 'GET', path: '/cart', list: false },
  addCartLine: { id: 'addCartLine', method: 'POST', path: '/cart/lines', list: false },
  updateCartLine: { id: 'updateCartLine', method: 'PATCH', path: '/cart/lines/:id', list: false },
  removeCartLines: { id: 'removeCartLines', method: 'POST', path: '/cart/remove', list: false },
  selectCartLines: { id: 'selectCartLines', method: 'POST', path: '/cart/select', list: false },
};
