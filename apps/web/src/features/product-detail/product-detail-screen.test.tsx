import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProductDetailScreen } from '@/features/product-detail/product-detail-screen';
import { productDetail, productSummary, review } from '@/test/fixtures/product-detail';
import type { ProductDetail } from '@chorok/contract';

/** The sections below the first screen come from a lazily imported chunk: the first import may be slow. */
const LAZY = { timeout: 10_000 };
import { isNotFound } from '@tanstack/react-router';
import { productDetailKey } from '@/lib/query-keys';
import { ensureProduct } from '@/features/products/product-query';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { holdApi, serveApi } from '@/test/api';

vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));

function newClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** The API for one product: its reviews, related products, and a like that `likeStatus` answers. */
function productApi(product: ProductDetail, likeStatus = 201) {
  return serveApi(({ url, ...init }) => {
    if (url.pathname === `/v1/products/${product.id}` && init.method === 'GET')
      return { status: 200, body: body(product) };
    if (url.pathname === '/v1/reviews')
      return { status: 200, body: listBody([review(), review({ id: 102, rating: 4 })], 12) };
    if (url.pathname === '/v1/products')
      return {
        status: 200,
        body: listBody([
          productSummary({ id: product.id }),
          productSummary({ id: 8, name: '필로덴드론 버킨' }),
          productSummary({ id: 9, name: '스킨답서스' }),
        ]),
      };
    if (url.pathname === `/v1/products/${product.id}/like`) {
      if (likeStatus >= 400) return { status: likeStatus, body: errorBody('잠시 후', likeStatus) };
      const like = init.method === 'POST';
      return {
        status: likeStatus,
        body: body({
          productId: product.id,
          isLiked: like,
          likeCount: product.likeCount + (like ? 1 : 0),
        }),
      };
    }
    return undefined;
  });
}

/** Holds like requests until `release()`, so the optimistic state can be seen before the answer. */
function likeGate() {
  let release = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

async function renderDetail(
  product: ProductDetail,
  likeStatus = 201,
  gate?: ReturnType<typeof likeGate>,
) {
  const api = productApi(product, likeStatus);
  if (gate) holdApi(gate.opened, (r) => r.path.includes('/like'));
  const queryClient = newClient();
  queryClient.setQueryData(productDetailKey(product.id), product);
  const result = await renderWithRouter(<ProductDetailScreen productId={product.id} />, {
    entries: [`/products/detail/${product.id}`],
    queryClient,
  });
  return { ...result, api, queryClient };
}

beforeEach(() => useAuthStore.getState().init());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductDetailScreen', () => {
  it('shows the product: heading, names, price, rating link, tags, care guide, description', async () => {
    const { container } = await renderDetail(productDetail());
    expect(screen.getByRole('heading', { level: 1, name: '몬스테라 델리시오사' })).toBeTruthy();
    expect(screen.getByText('Monstera deliciosa')).toBeTruthy();
    expect(screen.getByText('28% 할인')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('정가 18,000원');
    expect(screen.getByRole('link', { name: /4\.6\s*리뷰 12개/ }).getAttribute('href')).toBe(
      '/products/detail/7/review',
    );
    expect(screen.getByRole('list', { name: '상품 태그' }).textContent).toBe('#공기정화');
    const care = await screen.findByRole('region', { name: '키우기 가이드' }, LAZY);
    expect(within(care).getByText('밝은 간접광 · 2,500~10,000 lux')).toBeTruthy();
    expect(within(care).getByText('7일마다')).toBeTruthy();
    expect(within(care).getByText('닿지 않게 두세요')).toBeTruthy();
    expect(screen.getByText('밝은 간접광에서 잘 자라요.')).toBeTruthy();
  });

  it('loads the first image eagerly at high priority and the rest lazily, all through the resizer', async () => {
    const { container } = await renderDetail(productDetail());
    const gallery = screen.getByRole('region', { name: '몬스테라 델리시오사 사진' });
    // The others are drawn once the page has been painted.
    await waitFor(() => expect(gallery.querySelectorAll('img')).toHaveLength(3));
    const imgs = [...gallery.querySelectorAll('img')];
    expect(imgs[0]?.getAttribute('loading')).toBe('eager');
    expect(imgs[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(imgs[1]?.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]?.getAttribute('srcset')).toContain('?w=750&q=75&f=webp 750w');
    expect(imgs[0]?.getAttribute('sizes')).toBe('(min-width: 480px) 480px, 100vw');
    expect(container).toBeTruthy();
  });

  it('shows the review summary, the first reviews and a link to all of them', async () => {
    await renderDetail(productDetail());
    const section = await screen.findByRole('region', { name: '리뷰 12' }, LAZY);
    expect(within(section).getByRole('list', { name: '별점 분포' })).toBeTruthy();
    expect(await within(section).findAllByRole('article')).toHaveLength(2);
    // 23:30 UTC is the next morning in Seoul.
    expect(within(section).getAllByText('2026.11.20')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: '리뷰 전체보기' }).getAttribute('href')).toBe(
      '/products/detail/7/review',
    );
  });

  it('lists related products without the product itself', async () => {
    const { api } = await renderDetail(productDetail());
    const related = await screen.findByRole('region', { name: '빛 조건이 비슷한 식물' }, LAZY);
    await within(related).findByText('필로덴드론 버킨', {}, LAZY);
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    const call = api.calls.find((c) => c.url.pathname === '/v1/products');
    expect(call?.url.searchParams.get('category')).toBe('PLANT');
    expect(call?.url.searchParams.getAll('metadataIds')).toEqual(['3']);
  });

  it('offers the cart and checkout for a product on sale', async () => {
    await renderDetail(productDetail());
    expect(screen.getByRole('link', { name: '장바구니 담기' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: '구매하기' }).getAttribute('href')).toBe(
      '/purchase?items=7%3A1',
    );
  });

  it('cannot be bought while OUT_OF_STOCK, says why, and offers 재입고 알림', async () => {
    await renderDetail(productDetail({ status: 'OUT_OF_STOCK' }));
    expect(screen.getByRole('button', { name: '재입고 알림 받기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '장바구니 담기' })).toBeNull();
    expect(screen.getAllByText('품절').length).toBeGreaterThan(0);
  });

  it.each([
    ['PENDING', '출시 예정이에요', '출시 예정'],
    ['DISCONTINUED', '판매가 끝났어요', '판매 종료'],
  ] as const)('cannot be bought while %s, and says why', async (status, button, title) => {
    await renderDetail(productDetail({ status }));
    expect((screen.getByRole('button', { name: button }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: '장바구니 담기' })).toBeNull();
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  it('has no care guide for goods', async () => {
    await renderDetail(productDetail({ category: 'POT', care: null }));
    await screen.findByRole('region', { name: '상품 설명' }, LAZY);
    expect(screen.queryByRole('region', { name: '키우기 가이드' })).toBeNull();
  });
});

describe('sharing a product', () => {
  it('opens the share sheet with the name, summary and the product’s own address', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const product = productDetail();
    await renderDetail(product);
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: product.name,
      text: product.summary,
      url: `${window.location.origin}/products/detail/${product.id}`,
    });
    expect(screen.queryByText('링크를 복사했어요')).toBeNull();
  });

  it('copies the link without a share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const product = productDetail();
    await renderDetail(product);
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByText('링크를 복사했어요')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/products/detail/${product.id}`,
    );
  });
});

describe('product like on the detail screen', () => {
  it('sends a visitor to sign-in with the way back', async () => {
    const { router } = await renderDetail(productDetail());
    fireEvent.click(screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/products/detail/7' });
  });

  it('counts a like at once and keeps the server answer', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const gate = likeGate();
    const { api } = await renderDetail(productDetail(), 201, gate);
    const heart = screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('찜 42');
    gate.release();
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/v1/products/7/like'),
      ).toBe(true),
    );
    expect(screen.getByTestId('like-count').textContent).toBe('찜 42');
  });

  it('rolls the like back and says so when the server refuses', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const gate = likeGate();
    await renderDetail(productDetail(), 500, gate);
    const heart = screen.getByRole('button', { name: '몬스테라 델리시오사 찜하기' });
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('찜 42'));
    gate.release();
    expect(await screen.findByText('찜하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('찜 41');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('ensureProduct', () => {
  it('turns a 404 into the router not-found and lets other failures through', async () => {
    serveApi(({ url }) =>
      url.pathname === '/v1/products/404'
        ? { status: 404, body: errorBody('상품을 찾을 수 없어요.', 404) }
        : { status: 403, body: errorBody('접근 권한이 없어요.', 403) },
    );
    const error = await ensureProduct(newClient(), 404).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    const fault = await ensureProduct(newClient(), 403).catch((e: unknown) => e);
    expect(fault).toBeInstanceOf(ApiError);
    expect(isNotFound(fault)).toBe(false);
  });

  it('asks once for a missing product even with the app retry policy, so not-found shows at once', async () => {
    const api = serveApi(() => ({
      status: 404,
      body: errorBody('상품을 찾을 수 없어요.', 404),
    }));
    const error = await ensureProduct(createQueryClient(), 999999).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(api.calls).toHaveLength(1);
  });
});
