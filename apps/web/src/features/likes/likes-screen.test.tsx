import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { LikesScreen, type LikesTab } from '@/features/likes/likes-screen';
import { likedReview, productSummary } from '@/test/fixtures/product-detail';
import { curationSummary } from '@/test/fixtures/life';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { holdApi, serveApi } from '@/test/api';

vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));

interface ApiOptions {
  productTotal?: number;
  reviewTotal?: number;
  curationTotal?: number;
  unlikeStatus?: number;
  gate?: Promise<void>;
}

function likesApi({
  productTotal = 2,
  reviewTotal = 1,
  curationTotal = 2,
  unlikeStatus = 200,
}: ApiOptions) {
  let liked = [
    productSummary({ id: 7, isLiked: true }),
    productSummary({ id: 8, name: '필로덴드론 버킨', isLiked: true }),
  ];
  let total = productTotal;
  let reviews = [likedReview()];
  let rTotal = reviewTotal;
  let saved = [
    curationSummary({ id: 5, isLiked: true }),
    curationSummary({
      id: 6,
      title: '욕실에서 키우기 좋은 식물',
      category: 'PLACE',
      isLiked: true,
    }),
  ].slice(0, curationTotal);
  let cTotal = curationTotal;
  return serveApi(({ url, ...init }) => {
    if (url.pathname === '/v1/users/me/likes/curations')
      return { status: 200, body: listBody(saved, cTotal) };
    const curation = /^\/v1\/curations\/(\d+)\/like$/.exec(url.pathname);
    if (curation && init.method === 'DELETE') {
      if (unlikeStatus >= 400)
        return { status: unlikeStatus, body: errorBody('실패', unlikeStatus) };
      const id = Number(curation[1]);
      saved = saved.filter((c) => c.id !== id);
      cTotal -= 1;
      return { status: 200, body: body({ curationId: id, isLiked: false, likeCount: 11 }) };
    }
    if (url.pathname === '/v1/users/me/likes') return { status: 200, body: listBody(liked, total) };
    if (url.pathname === '/v1/users/me/review-likes')
      return { status: 200, body: listBody(reviews, rTotal) };
    const product = /^\/v1\/products\/(\d+)\/like$/.exec(url.pathname);
    if (product && init.method === 'DELETE') {
      if (unlikeStatus >= 400)
        return { status: unlikeStatus, body: errorBody('실패', unlikeStatus) };
      const id = Number(product[1]);
      liked = liked.filter((p) => p.id !== id);
      total -= 1;
      return { status: 200, body: body({ productId: id, isLiked: false, likeCount: 40 }) };
    }
    const review = /^\/v1\/reviews\/(\d+)\/like$/.exec(url.pathname);
    if (review && init.method === 'DELETE') {
      if (unlikeStatus >= 400)
        return { status: unlikeStatus, body: errorBody('실패', unlikeStatus) };
      reviews = [];
      rTotal -= 1;
      return {
        status: 200,
        body: body({ reviewId: Number(review[1]), isLiked: false, likeCount: 2 }),
      };
    }
    return undefined;
  });
}

async function renderLikes(tab: LikesTab, options: ApiOptions = {}) {
  const api = likesApi(options);
  if (options.gate) holdApi(options.gate, (r) => r.path.endsWith('/like'));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = await renderWithRouter(<LikesScreen tab={tab} onTabChange={() => undefined} />, {
    entries: ['/likes'],
    queryClient,
  });
  return { ...result, api };
}

function gate() {
  let release = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

const productNames = () =>
  screen.queryAllByRole('article').map((a) => a.querySelector('h3')?.textContent);

beforeEach(() => useAuthStore.getState().signIn('token', 'demo'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LikesScreen', () => {
  it('counts both lists in their tabs from the totals, 9,999+ above 9999', async () => {
    await renderLikes('products', { productTotal: 12_345, reviewTotal: 3 });
    const products = await screen.findByRole('tab', { name: /상품\s*9,999\+/ });
    expect(products.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: /리뷰\s*3/ })).toBeTruthy();
    expect(screen.getByText('9,999+개')).toBeTruthy();
  });

  it('takes an unliked product out of the list at once and keeps it out', async () => {
    const hold = gate();
    await renderLikes('products', { gate: hold.opened });
    await screen.findByText('필로덴드론 버킨');
    expect(productNames()).toEqual(['몬스테라 델리시오사', '필로덴드론 버킨']);
    fireEvent.click(screen.getByRole('button', { name: '필로덴드론 버킨 찜하기' }));
    await waitFor(() => expect(productNames()).toEqual(['몬스테라 델리시오사']));
    expect(screen.getByRole('tab', { name: /상품\s*1/ })).toBeTruthy();
    hold.release();
    // The refetched list agrees; the product stays gone.
    await waitFor(() => expect(productNames()).toEqual(['몬스테라 델리시오사']));
  });

  it('brings the product back when the unlike fails', async () => {
    const hold = gate();
    await renderLikes('products', { gate: hold.opened, unlikeStatus: 500 });
    await screen.findByText('필로덴드론 버킨');
    fireEvent.click(screen.getByRole('button', { name: '필로덴드론 버킨 찜하기' }));
    await waitFor(() => expect(productNames()).toEqual(['몬스테라 델리시오사']));
    hold.release();
    await waitFor(() => expect(productNames()).toEqual(['몬스테라 델리시오사', '필로덴드론 버킨']));
    expect(screen.getByRole('tab', { name: /상품\s*2/ })).toBeTruthy();
  });

  it('lists liked reviews with their product and unlikes one in place, or brings it back', async () => {
    const hold = gate();
    await renderLikes('reviews', { gate: hold.opened, unlikeStatus: 500 });
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('link', { name: '몬스테라 델리시오사' });
    fireEvent.click(within(panel).getByRole('button', { name: '도움돼요 3, 김*록님의 리뷰' }));
    await waitFor(() => expect(within(panel).queryByRole('article')).toBeNull());
    hold.release();
    expect(await within(panel).findByRole('article', { name: '김*록님의 리뷰' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /리뷰\s*1/ })).toBeTruthy();
  });

  it('lists saved articles in the 글 tab and unsaves one in place', async () => {
    const hold = gate();
    await renderLikes('curations', { gate: hold.opened, curationTotal: 2 });
    const tab = await screen.findByRole('tab', { name: /글\s*2/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const link = await within(panel).findByRole('link', { name: '욕실에서 키우기 좋은 식물' });
    expect(link.getAttribute('href')).toBe('/life/detail/6');
    expect(within(panel).getByText('공간')).toBeTruthy();
    const unsave = within(panel).getByRole('button', { name: '초보자를 위한 물 주기 저장하기' });
    expect(unsave.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unsave);
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: '초보자를 위한 물 주기' })).toBeNull(),
    );
    expect(screen.getByRole('tab', { name: /글\s*1/ })).toBeTruthy();
    hold.release();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
  });

  it('brings a saved article back when unsaving fails', async () => {
    const hold = gate();
    await renderLikes('curations', { gate: hold.opened, unlikeStatus: 500 });
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('link', { name: '초보자를 위한 물 주기' });
    fireEvent.click(within(panel).getByRole('button', { name: '초보자를 위한 물 주기 저장하기' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
    hold.release();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: /글\s*2/ })).toBeTruthy();
  });

  it('leads to 라이프 when no article is saved', async () => {
    await renderLikes('curations', { curationTotal: 0 });
    expect(await screen.findByRole('heading', { name: '저장한 글이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '라이프 둘러보기' }).getAttribute('href')).toBe(
      '/life',
    );
  });

  it('leads to the shop when nothing is liked', async () => {
    serveApi(() => ({ status: 200, body: listBody([], 0) }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithRouter(<LikesScreen tab="products" onTabChange={() => undefined} />, {
      entries: ['/likes'],
      queryClient,
    });
    expect(await screen.findByRole('heading', { name: '찜한 상품이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '식물 둘러보기' }).getAttribute('href')).toBe(
      '/products/recommend',
    );
  });
});
