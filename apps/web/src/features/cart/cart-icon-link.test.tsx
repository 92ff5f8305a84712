import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { CartIconLink } from '@/features/cart/cart-icon-link';
import { cartLine } from '@/test/fixtures/cart';
import { cartSummary } from '@chorok/contract';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubCart(count: number) {
  const lines = Array.from({ length: count }, (_, i) =>
    cartLine({ id: i + 1, product: { id: i + 1 } }),
  );
  const api = serveApi(({ url }) =>
    url.pathname === '/v1/cart'
      ? { status: 200, body: body({ lines, summary: cartSummary(lines) }) }
      : undefined,
  );
  return api;
}

describe('CartIconLink', () => {
  it('shows how many lines the cart holds, in its name too', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    stubCart(3);
    await renderWithRouter(<CartIconLink label="장바구니" className="" />);
    const link = await screen.findByRole('link', { name: '장바구니, 상품 3개' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('asks nothing for a visitor and shows the plain icon', async () => {
    useAuthStore.getState().init();
    const api = stubCart(3);
    await renderWithRouter(<CartIconLink label="장바구니" className="" />);
    expect(screen.getByRole('link', { name: '장바구니' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
