// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { productsEndpoints } from '../endpoints/products.ts';

export const productsRoutes: RoutesOf<typeof productsEndpoints> = {
  listProducts: { id: 'listProducts', method: 'GET', path: '/products', list: true },
  listBestProducts: { id: 'listBestProducts', method: 'GET', path: '/products/best', list: true },
  listRecommendProducts: {
    id: 'listRecommendProducts',
    method: 'GET',
    path: '/products/recommend',
    list: true,
  },
  listNewProducts: { id: 'listNewProducts', method: 'GET', path: '/products/new', list: true },
  listProductMetadatas: {
    id: 'listProductMetadatas',
    method: 'GET',
    path: '/products/metadatas',
    list: false,
  },
  randomRecommendProducts: {
    id: 'randomRecommendProducts',
    method: 'GET',
    path: '/products/random-recommend',
    list: false,
  },
  listLuxProducts: { id: 'listLuxProducts', method: 'GET', path: '/products/lux', list: true },
  getProduct: { id: 'getProduct', method: 'GET', path: '/products/:id', list: false },
  likeProduct: { id: 'likeProduct', method: 'POST', path: '/products/:id/like', list: false },
  unlikeProduct: { id: 'unlikeProduct', method: 'DELETE', path: '/products/:id/like', list: false },
  setRestockAlert: {
    id: 'setRestockAlert',
    method: 'PUT',
    path: '/products/:id/restock-alert',
    list: false,
  },
  clearRestockAlert: {
    id: 'clearRestockAlert',
    method: 'DELETE',
    path: '/products/:id/restock-alert',
    list: false,
  },
  listMyLikedProducts: {
    id: 'listMyLikedProducts',
    method: 'GET',
    path: '/users/me/likes',
    list: true,
  },
};
