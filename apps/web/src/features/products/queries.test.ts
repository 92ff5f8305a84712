import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { pageFixture, productFixture } from '@/test/fixtures/products';
import { productListQueryOptions } from '@/features/products/list-queries';
import {
  findLikeState,
  normalizeFilters,
  patchProduct,
  productListKey,
  productListsKey,
  setLikeState,
} from '@/features/products/queries';
import { nextPageAfter } from '@/lib/next-page';
import { serveApi } from '@/test/api';

afterEach(() => vi.unstubAllGlobals());

describe('paging rule (spec §9)', () => {
  it('has a next page while the current page is below totalPage', () => {
    expect(nextPageAfter(1, 3)).toBe(2);
    expect(nextPageAfter(2, 3)).toBe(3);
    expect(nextPageAfter(3, 3)).toBeUndefined();
    expect(nextPageAfter(1, 1)).toBeUndefined();
    // An empty list reports totalPage 0: there is nothing after page 1.
    expect(nextPageAfter(1, 0)).toBeUndefined();
  });

  it('asks for 20 per page and stops after the last page', async () => {
    const urls: string[] = [];
    serveApi(({ url, path, search }) => {
      urls.push(`${path}${search}`);
      const page = Number(url.searchParams.get('page'));
      return {
        status: 200,
        body: {
          data: [productFixture({ id: page })],
          message: '',
          status: 200,
          _metadata: { page, perPage: 20, total: 41, totalPage: 3 },
        },
      };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(
      client,
      productListQueryOptions('best', { metadataIds: [5, 2] }),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.map((p) => p.data[0]?.id)).toEqual([1, 2, 3]);
    expect(result.hasNextPage).toBe(false);
    expect(urls[0]).toBe('/v1/products/best?metadataIds=2&metadataIds=5&page=1&perPage=20');
    expect(urls[2]).toContain('page=3');
    unsubscribe();
  });
});

describe('list keys', () => {
  it('treat equal filters as one list', () => {
    expect(productListKey('all', { metadataIds: [3, 1, 3], search: '  ' })).toEqual(
      productListKey('all', { metadataIds: [1, 3] }),
    );
    expect(normalizeFilters({ orderDirection: 1, sort: 'PRICE' })).toEqual({ sort: 'PRICE' });
    expect(productListKey('best').slice(0, 2)).toEqual([...productListsKey]);
  });
});

describe('patchProduct', () => {
  const liked = () => ({ isLiked: true, likeCount: 99 });

  it('changes the product inside infinite data, pages, envelopes and bare products', () => {
    const page = pageFixture([productFixture({ id: 1 }), productFixture({ id: 2 })]);
    const infinite = { pages: [page], pageParams: [1] };
    const patched = patchProduct(infinite, 2, liked);
    expect(patched.pages[0]?.data[1]).toMatchObject({ id: 2, isLiked: true, likeCount: 99 });
    // Untouched products keep their identity, so their cards do not re-render.
    expect(patched.pages[0]?.data[0]).toBe(page.data[0]);

    const detail = { data: { ...productFixture({ id: 7 }), stock: 3 }, message: '', status: 200 };
    expect(patchProduct(detail, 7, liked).data).toMatchObject({ isLiked: true, stock: 3 });
    expect(patchProduct(productFixture({ id: 7 }), 7, liked).likeCount).toBe(99);
  });

  it('returns the same object when the product is not there, and leaves reviews alone', () => {
    const page = pageFixture([productFixture({ id: 1 })]);
    expect(patchProduct(page, 5, liked)).toBe(page);
    const review = { id: 1, isLiked: false, likeCount: 0, content: '좋아요' };
    expect(patchProduct([review], 1, liked)[0]).toBe(review);
  });

  it('finds and sets the like state across every cached product query', () => {
    const client = new QueryClient();
    client.setQueryData(productListKey('best'), {
      pages: [pageFixture([productFixture({ id: 4, likeCount: 3 })])],
      pageParams: [1],
    });
    client.setQueryData(['products', 'detail', 4], { ...productFixture({ id: 4, likeCount: 3 }) });
    expect(findLikeState(client, 4)).toEqual({ isLiked: false, likeCount: 3 });
    setLikeState(client, 4, { isLiked: true, likeCount: 4 });
    expect(client.getQueryData(['products', 'detail', 4])).toMatchObject({ likeCount: 4 });
    expect(findLikeState(client, 4)).toEqual({ isLiked: true, likeCount: 4 });
  });
});
