import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { cartLine } from '@/test/fixtures/cart';
import { BuyBar } from '@/features/product-detail/buy-bar';
import { productDetail } from '@/test/fixtures/product-detail';
import { cartSummary } from '@chorok/contract';
import { body, errorBody } from '@/test/fixtures/envelope';
import { ok, serveApi, serveRoutes } from '@/test/api';

/** The sheet's module is imported on the first tap: the first import may be slow. */
const LAZY = { timeout: 10_000 };

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => useAuthStore.getState().signIn('token', 'demo'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function cartApi(addStatus = 201) {
  const api = serveApi(({ url, ...init }) => {
    if (url.pathname === '/v1/cart/lines' && init.method === 'POST') {
      if (addStatus >= 400)
        return {
          status: addStatus,
          body: errorBody('지금은 구매할 수 없는 상품이에요.', addStatus),
        };
      const { quantity } = init.body as { quantity: number };
      const lines = [cartLine({ id: 1, quantity })];
      return { status: 201, body: body({ lines, summary: cartSummary(lines) }, 201) };
    }
    return undefined;
  });
  return api;
}

async function renderBar(product: ProductDetail = productDetail(), addStatus = 201) {
  const api = cartApi(addStatus);
  const result = await renderWithRouter(<BuyBar product={product} />, {
    entries: [`/products/detail/${product.id}`],
  });
  return { ...result, api };
}

describe('BuyBar', () => {
  it('keeps both actions as links to where they lead', async () => {
    await renderBar();
    expect(screen.getByRole('link', { name: '장바구니 담기' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: '구매하기' }).getAttribute('href')).toBe(
      '/purchase?items=7%3A1',
    );
  });

  it('sends a visitor to sign in first and back to the product', async () => {
    useAuthStore.getState().init();
    const { router } = await renderBar();
    fireEvent.click(screen.getByRole('link', { name: '장바구니 담기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/products/detail/7' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('chooses a quantity up to the stock, adds it, and offers the cart in a toast', async () => {
    const { api } = await renderBar(productDetail({ stock: 3 }));
    fireEvent.click(screen.getByRole('link', { name: '장바구니 담기' }));
    const sheet = await screen.findByRole('dialog', { name: '수량 선택' }, LAZY);
    expect(within(sheet).getByText('재고 3개')).toBeTruthy();
    expect(within(sheet).getByText('12,900원', { selector: 'output' })).toBeTruthy();
    const less = within(sheet).getByRole('button', { name: '수량 줄이기' });
    const more = within(sheet).getByRole('button', { name: '수량 늘리기' });
    expect(less).toHaveProperty('disabled', true);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    expect(within(sheet).getByText('38,700원', { selector: 'output' })).toBeTruthy();
    fireEvent.click(less);

    fireEvent.click(within(sheet).getByRole('button', { name: '장바구니 담기' }));
    expect(await screen.findByText('장바구니에 담았어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/v1/cart/lines');
  });

  it('sends the chosen quantity in the body', async () => {
    const { calls } = (await renderBar()).api;
    fireEvent.click(screen.getByRole('link', { name: '장바구니 담기' }));
    const sheet = await screen.findByRole('dialog', { name: '수량 선택' }, LAZY);
    fireEvent.click(within(sheet).getByRole('button', { name: '수량 늘리기' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '장바구니 담기' }));
    await screen.findByText('장바구니에 담았어요');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('shows the server’s refusal in the sheet and keeps it open', async () => {
    await renderBar(productDetail(), 409);
    fireEvent.click(screen.getByRole('link', { name: '장바구니 담기' }));
    const sheet = await screen.findByRole('dialog', { name: '수량 선택' }, LAZY);
    fireEvent.click(within(sheet).getByRole('button', { name: '장바구니 담기' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      '지금은 구매할 수 없는 상품이에요.',
    );
    expect(screen.getByRole('dialog', { name: '수량 선택' })).toBeTruthy();
  });

  it('buys now: the order sheet with the product and the chosen quantity', async () => {
    const { router } = await renderBar();
    fireEvent.click(screen.getByRole('link', { name: '구매하기' }));
    const sheet = await screen.findByRole('dialog', { name: '수량 선택' }, LAZY);
    fireEvent.click(within(sheet).getByRole('button', { name: '수량 늘리기' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '바로 구매하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(router.state.location.search).toEqual({ items: '7:2' });
  });

  it('a product that cannot be bought keeps one disabled button saying why', async () => {
    await renderBar(productDetail({ status: 'DISCONTINUED', stock: 0 }));
    expect(screen.getByRole('button', { name: '판매가 끝났어요' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('link', { name: '장바구니 담기' })).toBeNull();
  });

  it('a sold-out product offers 재입고 알림, and taking it back', async () => {
    const { calls } = serveRoutes({
      'PUT /products/7/restock-alert': ok({ productId: 7, restockAlert: true }),
      'DELETE /products/7/restock-alert': ok({ productId: 7, restockAlert: false }),
    });
    await renderBar(productDetail({ status: 'OUT_OF_STOCK', stock: 0, restockAlert: false }));
    expect(screen.queryByRole('link', { name: '장바구니 담기' })).toBeNull();
    const ask = screen.getByRole('button', { name: '재입고 알림 받기' });
    expect(ask.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(ask);
    expect(await screen.findByText('다시 들어오면 알려 드릴게요.')).toBeTruthy();
    const on = screen.getByRole('button', { name: '재입고 알림 신청함' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(on);
    expect(await screen.findByText('재입고 알림을 취소했어요.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /v1/products/7/restock-alert',
      'DELETE /v1/products/7/restock-alert',
    ]);
  });

  it('a visitor signs in before asking for 재입고 알림', async () => {
    useAuthStore.getState().init();
    const { router } = await renderBar(productDetail({ status: 'OUT_OF_STOCK', stock: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '재입고 알림 받기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/products/detail/7' });
  });
});
