import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { productFixture } from '@/test/fixtures/products';
import { InfiniteProductGrid } from '@/features/products/product-grid';
import { useProductList } from '@/features/products/list-queries';
import { serveApi } from '@/test/api';

const answer = (status: number, body: unknown) => ({ status, body });

function BestGrid() {
  const query = useProductList('best');
  return <InfiniteProductGrid query={query} empty={<p>비어 있어요</p>} ranked />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InfiniteProductGrid', () => {
  it('loads the next page from the button until the last page, then says so', async () => {
    serveApi(({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return {
        status: 200,
        body: {
          data: [productFixture({ id: page, name: `식물 ${page}` })],
          message: '',
          status: 200,
          _metadata: { page, perPage: 20, total: 2, totalPage: 2 },
        },
      };
    });
    await renderWithRouter(<BestGrid />);
    await screen.findByText('식물 1');
    fireEvent.click(screen.getByRole('button', { name: '상품 더 보기' }));
    await screen.findByText('식물 2');
    expect(screen.getByText('2위')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '상품 더 보기' })).toBeNull());
    expect(screen.getByText('상품 2개를 모두 봤어요')).toBeTruthy();
  });

  it('shows the empty state for an empty list', async () => {
    serveApi(() =>
      answer(200, {
        data: [],
        message: '',
        status: 200,
        _metadata: { page: 1, perPage: 20, total: 0, totalPage: 0 },
      }),
    );
    await renderWithRouter(<BestGrid />);
    await screen.findByText('비어 있어요');
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    serveApi(() =>
      fail
        ? answer(503, { data: null, message: '잠시 후 다시 시도해 주세요.', status: 503 })
        : answer(200, {
            data: [productFixture({ name: '스투키' })],
            message: '',
            status: 200,
            _metadata: { page: 1, perPage: 20, total: 1, totalPage: 1 },
          }),
    );
    await renderWithRouter(<BestGrid />);
    await screen.findByRole('heading', { name: '상품을 불러오지 못했어요' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText('스투키');
  });
});
