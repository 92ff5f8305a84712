import { benefitsEndpoints, consoleEndpoints, ordersEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { KeyedQueue } from '../../lib/keyed-queue.ts';
import { route } from '../../lib/route.ts';
import { quoteOrder } from '../benefits/quote.ts';
import { getAdminOrder, listAdminOrders } from './admin-read.ts';
import { advanceOrder, confirmOrderProducts } from './lifecycle.ts';
import { handlePaymentWebhook } from './deposits.ts';
import { holdKeyOf } from './holds.ts';
import { confirmPayment, type PaymentDeps } from './payment.ts';
import { getUserOrder, listUserOrders } from './read.ts';
import { cancelOrder, partialCancelOrder } from './refunds.ts';
import { checkoutOrder, createOrder } from './service.ts';
import { cancelForBuyer } from './shop-cancel.ts';

export default async function ordersRoutes(app: FastifyInstance) {
  const orderDeps = () => ({ db: app.db, provider: app.paymentProvider.name });
  const paymentDeps = (): PaymentDeps => ({
    db: app.db,
    provider: app.paymentProvider,
    log: app.log,
    notify: app.notify,
  });

  // One account's, then one network's, orders are made one at a time here before they queue on
  // the database's locks (holds.ts): a burst waits without holding connections (decision 0028).
  const queue = new KeyedQueue();
  route(app, ordersEndpoints.createOrder, async ({ body, user, request }) => {
    const holdKey = holdKeyOf(request.ip, app.config.authSecret);
    const create = () => createOrder({ ...orderDeps(), holdKey }, user, body);
    return queue.run(`user:${user.id}`, () =>
      holdKey ? queue.run(`network:${holdKey}`, create) : create(),
    );
  });
  route(app, benefitsEndpoints.quoteOrder, async ({ body, user }) =>
    quoteOrder(app.db, user, body),
  );
  route(app, ordersEndpoints.checkoutOrder, async ({ params, body, user }) =>
    checkoutOrder(orderDeps(), user, params.id, body?.payment),
  );
  route(app, ordersEndpoints.confirmPayment, async ({ body, user }) =>
    confirmPayment(paymentDeps(), user.id, body),
  );
  route(app, ordersEndpoints.paymentWebhook, async ({ body }) =>
    handlePaymentWebhook(paymentDeps(), body),
  );
  route(app, ordersEndpoints.listUserOrders, async ({ params, query, user }) =>
    listUserOrders(app.db, user.id, params.userId, query),
  );
  route(app, ordersEndpoints.getUserOrder, async ({ params, user }) =>
    getUserOrder(app.db, user.id, params.userId, params.orderId),
  );
  route(app, ordersEndpoints.cancelOrder, async ({ params, body, user }) =>
    cancelOrder(paymentDeps(), user.id, params.id, body.reason, body.refundAccount),
  );
  route(app, ordersEndpoints.partialCancelOrder, async ({ params, body, user }) =>
    partialCancelOrder(paymentDeps(), user.id, params.orderId, body),
  );
  route(app, ordersEndpoints.confirmOrderProducts, async ({ params, body, user }) =>
    confirmOrderProducts(app.db, user.id, params.id, body.orderProductIds),
  );
  route(app, consoleEndpoints.adminOrderStep, async ({ params, body, operator }) =>
    advanceOrder(
      { db: app.db, notify: app.notify, actor: operator },
      params.id,
      params.action,
      body,
    ),
  );
  route(app, consoleEndpoints.adminCancelOrder, async ({ params, body, operator }) =>
    cancelForBuyer(paymentDeps(), operator, params.id, body),
  );
  route(app, consoleEndpoints.adminOrders, async ({ query }) => listAdminOrders(app.db, query));
  route(app, consoleEndpoints.adminOrder, async ({ params }) => getAdminOrder(app.db, params.id));
}
