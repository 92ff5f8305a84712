import { createFileRoute, redirect } from '@tanstack/react-router';

/*
 * /order has nothing of its own: the order sheet for a new order is /purchase (features/purchase),
 * and an existing order lives at /order/{orderId}. Whoever lands here (an old link, the address
 * bar) is sent to the order history, without leaving /order in the history.
 */
export const Route = createFileRoute('/_main/order/')({
  beforeLoad: () => {
    throw redirect({ to: '/order/history', replace: true });
  },
});
