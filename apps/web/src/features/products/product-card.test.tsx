import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProductCard } from '@/features/products/product-card';
import { pageFixture, productFixture } from '@/test/fixtures/products';
import { productRowKey, type ProductPage } from '@/features/products/queries';
import { fail, ok, serveApi, type Answer } from '@/test/api';

function newClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the card from the query cache, as the lists do, so an optimistic change shows. */
function CachedCard() {
  const { data } = useQuery<ProductPage>({
    queryKey: productRowKey('best', 10),
    queryFn: () => new Promise<ProductPage>(() => undefined),
    enabled: false,
  });
  const product = data?.data[0];
  return product ? <ProductCard product={product} /> : null;
}

describe('ProductCard', () => {
  beforeEach(() => useAuthStore.getState().init());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the name, the sale percent, the price paid and the struck list price', async () => {
    const { container } = await renderWithRouter(<ProductCard product={productFixture()} />);
    expect(screen.getByRole('link', { name: '몬스테라 델리시오사' }).getAttribute('href')).toBe(
      '/products/detail/1',
    );
    expect(container.querySelector('del')?.textContent).toBe('정가 32,000원');
    expect(screen.getByText('20% 할인')).toBeTruthy();
    expect(screen.getByText('25,600원')).toBeTruthy();
    expect(screen.getByText('별점 4.8점, 리뷰 1,234개')).toBeTruthy();
  });

  it('shows one price and no percent when the product is not on sale', async () => {
    const product = productFixture({ salePrice: 32000, salePercent: 0, reviewCount: 0 });
    const { container } = await renderWithRouter(<ProductCard product={product} />);
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/할인/)).toBeNull();
    expect(screen.getByText('32,000원')).toBeTruthy();
    expect(screen.queryByText(/별점/)).toBeNull();
  });

  it.each([
    ['OUT_OF_STOCK', '품절'],
    ['PENDING', '출시 예정'],
    ['DISCONTINUED', '판매 종료'],
  ] as const)('labels a %s product "%s"', async (status, label) => {
    await renderWithRouter(<ProductCard product={productFixture({ status })} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('has no status badge on sale', async () => {
    await renderWithRouter(<ProductCard product={productFixture()} />);
    for (const label of ['품절', '출시 예정', '판매 종료'])
      expect(screen.queryByText(label)).toBeNull();
  });

  it('asks the resizing service for every srcset width', async () => {
    const { container } = await renderWithRouter(<ProductCard product={productFixture()} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/products/1/photo-1.png?w=375&q=75&f=webp');
    expect(img?.getAttribute('srcset')).toContain(
      '/images/products/1/photo-1.png?w=750&q=75&f=webp 750w',
    );
  });

  it('names the like button after the product and tells whether it is liked', async () => {
    await renderWithRouter(<ProductCard product={productFixture({ isLiked: true })} />);
    const button = screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a visitor to sign-in with a redirect back to where they were', async () => {
    // Nothing answered: a request here would fail the test.
    const { calls } = serveApi(() => undefined);
    const { router } = await renderWithRouter(<ProductCard product={productFixture()} />, {
      entries: ['/products/best?metadataIds=3'],
    });
    fireEvent.click(screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/products/best?metadataIds=3' });
    // Only the image hosts (app-config) were asked for; no like was sent.
    expect(calls.map((c) => c.path)).not.toContainEqual(expect.stringContaining('/like'));
  });

  it('likes at once and puts the heart back when the server refuses', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    let answer: ((reply: Answer) => void) | undefined;
    const { calls } = serveApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const queryClient = newClient();
    queryClient.setQueryData(productRowKey('best', 10), pageFixture([productFixture()]));
    await renderWithRouter(<CachedCard />, { queryClient });

    fireEvent.click(screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /찜하기/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    const cached = () =>
      queryClient.getQueryData<ProductPage>(productRowKey('best', 10))?.data[0] as ProductSummary;
    expect(cached().likeCount).toBe(13);
    await waitFor(() => expect(answer).toBeDefined());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/products/1/like']);

    await act(async () => answer?.(fail(500, '서버 오류')));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /찜하기/ }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(cached().likeCount).toBe(12);
    expect(await screen.findByText('찜하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });

  it("keeps the server's count after a like succeeds", async () => {
    useAuthStore.getState().signIn('token', 'demo');
    serveApi(() => ok({ productId: 1, isLiked: true, likeCount: 40 }, 201));
    const queryClient = newClient();
    queryClient.setQueryData(productRowKey('best', 10), pageFixture([productFixture()]));
    await renderWithRouter(<CachedCard />, { queryClient });
    fireEvent.click(screen.getByRole('button', { name: /찜하기/ }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ProductPage>(productRowKey('best', 10))?.data[0]?.likeCount,
      ).toBe(40),
    );
    expect(screen.getByRole('button', { name: /찜하기/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
