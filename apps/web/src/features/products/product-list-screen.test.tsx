import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderWithRouter } from '@/test/render';
import { ProductListScreen } from '@/features/products/product-list-screen';
import { body, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A shop with no products at all: every list answers empty. */
function emptyShop() {
  serveApi(({ url }) =>
    url.pathname === '/v1/products/metadatas'
      ? { status: 200, body: body([]) }
      : url.pathname.startsWith('/v1/products')
        ? { status: 200, body: listBody([], 0, 1, 20) }
        : undefined,
  );
}

const render = (kind: 'new' | 'all') =>
  renderWithRouter(<ProductListScreen kind={kind} search={{}} onSearchChange={() => undefined} />, {
    entries: [`/products/${kind}`],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });

describe('an empty product list says what fits where the shopper is', () => {
  it('신상품 empty: points to 전체', async () => {
    emptyShop();
    await render('new');
    expect(
      await screen.findByRole(
        'heading',
        { name: '아직 준비된 상품이 없어요' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체 상품 보기' }).getAttribute('href')).toBe(
      '/products/all',
    );
  });

  it('전체 empty: no link back to the same empty list', async () => {
    emptyShop();
    await render('all');
    expect(
      await screen.findByRole(
        'heading',
        { name: '아직 준비된 상품이 없어요' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('곧 새로운 식물이 들어와요. 조금 뒤에 다시 들러 주세요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '전체 상품 보기' })).toBeNull();
  });
});
