// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from './route.ts';
import type { addressesEndpoints } from './endpoints/addresses.ts';
import type { authEndpoints } from './endpoints/auth.ts';
import type { cartEndpoints } from './endpoints/cart.ts';
import type { ordersEndpoints } from './endpoints/orders.ts';
import type { productsEndpoints } from './endpoints/products.ts';
import type { reviewsEndpoints } from './endpoints/reviews.ts';
import type { systemEndpoints } from './endpoints/system.ts';
import type { usersEndpoints } from './endpoints/users.ts';

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

export const authRoutes: RoutesOf<typeof authEndpoints> = {
  temporarySignIn: {
    id: 'temporarySignIn',
    method: 'POST',
    path: '/auth/temporary/sign-in',
    list: false,
  },
  demoSignIn: { id: 'demoSignIn', method: 'POST', path: '/auth/demo/sign-in', list: false },
  kakaoSignIn: { id: 'kakaoSignIn', method: 'POST', path: '/auth/kakao/sign-in', list: false },
  naverSignIn: { id: 'naverSignIn', method: 'POST', path: '/auth/naver/sign-in', list: false },
  appleExchangeToken: {
    id: 'appleExchangeToken',
    method: 'POST',
    path: '/auth/apple/exchange-token',
    list: false,
  },
  signOut: { id: 'signOut', method: 'POST', path: '/auth/sign-out', list: false },
  leave: { id: 'leave', method: 'POST', path: '/auth/leave', list: false },
};

export const cartRoutes: RoutesOf<typeof cartEndpoints> = {
  getCart: { id: 'getCart', method: 'GET', path: '/cart', list: false },
  addCartLine: { id: 'addCartLine', method: 'POST', path: '/cart/lines', list: false },
  updateCartLine: { id: 'updateCartLine', method: 'PATCH', path: '/cart/lines/:id', list: false },
  removeCartLines: { id: 'removeCartLines', method: 'POST', path: '/cart/remove', list: false },
  selectCartLines: { id: 'selectCartLines', method: 'POST', path: '/cart/select', list: false },
};

export const ordersRoutes: RoutesOf<typeof ordersEndpoints> = {
  createOrder: { id: 'createOrder', method: 'POST', path: '/orders', list: false },
  checkoutOrder: { id: 'checkoutOrder', method: 'POST', path: '/orders/:id/checkout', list: false },
  confirmPayment: { id: 'confirmPayment', method: 'POST', path: '/payments/confirm', list: false },
  listUserOrders: {
    id: 'listUserOrders',
    method: 'GET',
    path: '/users/:userId/orders',
    list: true,
  },
  getUserOrder: {
    id: 'getUserOrder',
    method: 'GET',
    path: '/users/:userId/orders/:orderId',
    list: false,
  },
  cancelOrder: { id: 'cancelOrder', method: 'POST', path: '/orders/:id/cancel', list: false },
  partialCancelOrder: {
    id: 'partialCancelOrder',
    method: 'POST',
    path: '/orders/:orderId/partial-cancel',
    list: false,
  },
  confirmOrderProducts: {
    id: 'confirmOrderProducts',
    method: 'POST',
    path: '/orders/:id/confirm',
    list: false,
  },
};

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
  listMyLikedProducts: {
    id: 'listMyLikedProducts',
    method: 'GET',
    path: '/users/me/likes',
    list: true,
  },
};

export const reviewsRoutes: RoutesOf<typeof reviewsEndpoints> = {
  createReview: { id: 'createReview', method: 'POST', path: '/reviews', list: false },
  uploadReviewPhoto: {
    id: 'uploadReviewPhoto',
    method: 'POST',
    path: '/reviews/photos',
    list: false,
  },
  listReviews: { id: 'listReviews', method: 'GET', path: '/reviews', list: true },
  likeReview: { id: 'likeReview', method: 'POST', path: '/reviews/:id/like', list: false },
  unlikeReview: { id: 'unlikeReview', method: 'DELETE', path: '/reviews/:id/like', list: false },
  listMyLikedReviews: {
    id: 'listMyLikedReviews',
    method: 'GET',
    path: '/users/me/review-likes',
    list: true,
  },
};

export const systemRoutes: RoutesOf<typeof systemEndpoints> = {
  health: { id: 'health', method: 'GET', path: '/health', list: false },
  appConfig: { id: 'appConfig', method: 'GET', path: '/app-config', list: false },
  recordPageView: {
    id: 'recordPageView',
    method: 'POST',
    path: '/analytics/page-views',
    list: false,
  },
};

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
};
