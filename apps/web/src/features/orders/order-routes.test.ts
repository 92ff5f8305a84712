import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { MESSAGES } from '@chorok/contract';
import { createAppRouter } from '@/app/router';
import { order, signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOutEverywhere();
});

/** The app's own route tree, loaded at `path` (no rendering). */
async function load(path: string) {
  const router = createAppRouter(signedInClient(), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router;
}

describe('order routes', () => {
  it('/order is the order history (a new order is made at /purchase)', async () => {
    serveApi(() => undefined);
    const router = await load('/order');
    expect(router.state.location.pathname).toBe('/order/history');
  });

  it('the cancel confirmation without a reason goes back to step 1', async () => {
    serveApi((call) =>
      call.path === '/v1/users/5/orders/41' ? { status: 200, body: body(order()) } : undefined,
    );
    const router = await load('/order/41/cancel/1/confirm');
    expect(router.state.location.pathname).toBe('/order/41/cancel/1');
    const withReason = await load('/order/41/cancel/1/confirm?reason=OTHER');
    expect(withReason.state.location.pathname).toBe('/order/41/cancel/1/confirm');
    expect(withReason.state.location.search).toEqual({ reason: 'OTHER' });
  });

  it("an order the API does not know ends at the route's not-found", async () => {
    serveApi(() => ({ status: 404, body: errorBody(MESSAGES.orderNotFound, 404) }));
    const router = await load('/order/41');
    const match = router.state.matches.at(-1);
    expect(match?.status).toBe('notFound');
  });

  it('the success page reads its numbers as numbers', async () => {
    serveApi(() => undefined);
    const router = await load(
      '/purchase/success?addressId=3&paymentKey=pay_abc&orderId=CHR20261123A1B2C3D4&amount=32900',
    );
    expect(router.state.location.search).toEqual({
      addressId: 3,
      paymentKey: 'pay_abc',
      orderId: 'CHR20261123A1B2C3D4',
      amount: 32_900,
    });
  });
});
