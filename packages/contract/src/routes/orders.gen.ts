// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { ordersEndpoints } from '../endpoints/orders.ts';

export const ordersRoutes: RoutesOf<typeof ordersEndpoints> = {
  createOrder: { id: 'createOrder', method: 'POST', path: '/orders', list: false },
  checkoutOrder: { id: 'checkoutOrder', method: 'POST', path: '/orders/:id/checkout', list: false },
  confirmPayment: { id: 'confirmPayment', method: 'POST', path: '/payments/confirm', list: false },
  paymentWebhook: { id: 'paymentWebhook', method: 'POST', path: '/payments/webhook', list: false },
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
