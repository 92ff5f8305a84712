import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReviewSort } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { productDetail, review } from '@/test/fixtures/product-detail';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { createQueryClient } from '@/lib/query-client';
import { productDetailKey } from '@/lib/query-keys';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { fail, holdApi, serveApi } from '@/test/api';

const photo = (n: number) => ({
  url: `/images/reviews/${n}.png`,
  width: 800,
  height: 800,
  alt: `리뷰 사진 ${n}`,
});

const BY_SORT: Record<string, ReturnType<typeof review>[]> = {
  RECOMMEND: [
    review({ id: 1, authorName: '김*록', photos: [photo(1), photo(2)] }),
    review({ id: 2, authorName: '이*싹', rating: 2 }),
  ],
  RATING_LOW: [review({ id: 2, authorName: '이*싹', rating: 2 }), review({ id: 1 })],
  PHOTO: [review({ id: 1, authorName: '김*록', photos: [photo(1), photo(2)] })],
};

function reviewsApi(likeStatus = 201) {
  return serveApi(({ url, ...init }) => {
    if (url.pathname === '/v1/reviews') {
      const sort = url.searchParams.get('sort') ?? 'RECOMMEND';
      return { status: 200, body: listBody(BY_SORT[sort] ?? [], 12, 1, 10) };
    }
    if (url.pathname.startsWith('/v1/reviews/') && url.pathname.endsWith('/like')) {
      if (likeStatus >= 400) return { status: likeStatus, body: errorBody('실패', likeStatus) };
      return {
        status: likeStatus,
        body: body({ reviewId: 1, isLiked: init.method === 'POST', likeCount: 4 }),
      };
    }
    return undefined;
  });
}

async function renderReviews({
  sort,
  onSortChange = () => undefined,
  likeStatus = 201,
  gate,
}: {
  sort?: ReviewSort;
  onSortChange?: (sort: ReviewSort) => void;
  likeStatus?: number;
  gate?: Promise<void>;
} = {}) {
  const api = reviewsApi(likeStatus);
  if (gate) holdApi(gate, (r) => r.path.endsWith('/like'));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(productDetailKey(7), productDetail());
  const result = await renderWithRouter(
    <ReviewsScreen productId={7} sort={sort} onSortChange={onSortChange} />,
    { entries: ['/products/detail/7/review'], queryClient },
  );
  return { ...result, api };
}

const authors = () =>
  screen
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter(Boolean);

beforeEach(() => useAuthStore.getState().init());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewsScreen', () => {
  it('shows the summary, the photo strip and the recommended reviews with masked names', async () => {
    const { api } = await renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: '리뷰' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '별점 분포' })).toBeTruthy();
    await screen.findByRole('list', { name: '리뷰 목록, 추천순' });
    expect(authors()).toEqual(['김*록님의 리뷰', '이*싹님의 리뷰']);
    expect(await screen.findByRole('list', { name: '리뷰 사진' })).toBeTruthy();
    const list = api.calls.find(
      (c) => c.url.pathname === '/v1/reviews' && c.url.searchParams.get('sort') === 'RECOMMEND',
    );
    expect(list?.url.searchParams.get('perPage')).toBe('10');
    expect(list?.url.searchParams.get('productId')).toBe('7');
  });

  it('lists reviews in the order asked for and reports a new choice', async () => {
    const onSortChange = vi.fn();
    await renderReviews({ sort: 'RATING_LOW', onSortChange });
    await screen.findByRole('list', { name: '리뷰 목록, 별점 낮은순' });
    expect(authors()[0]).toBe('이*싹님의 리뷰');
    fireEvent.click(screen.getByRole('radio', { name: '사진 리뷰 먼저' }));
    expect(onSortChange).toHaveBeenCalledWith('PHOTO');
  });

  it('opens a review photo in the viewer and closes it', async () => {
    await renderReviews();
    const list = await screen.findByRole('list', { name: '리뷰 목록, 추천순' });
    fireEvent.click(within(list).getByRole('button', { name: '김*록님의 사진 2 크게 보기' }));
    expect(screen.getByRole('dialog', { name: '사진 2 / 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사진 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a product without reviews', () => {
  async function renderEmpty() {
    serveApi(({ url }) =>
      url.pathname === '/v1/reviews' ? { status: 200, body: listBody([], 0, 1, 10) } : undefined,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(
      productDetailKey(7),
      productDetail({
        reviewSummary: {
          count: 0,
          average: 0,
          photoCount: 0,
          distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        },
      }),
    );
    return renderWithRouter(
      <ReviewsScreen productId={7} sort={undefined} onSortChange={() => undefined} />,
      { entries: ['/products/detail/7/review'], queryClient },
    );
  }

  it('shows no "★ 0.0", and a visitor is asked to sign in rather than sent to orders', async () => {
    await renderEmpty();
    expect(await screen.findByRole('heading', { name: '아직 리뷰가 없어요' })).toBeTruthy();
    expect(screen.getByText('첫 리뷰를 기다리고 있어요')).toBeTruthy();
    expect(document.body.textContent).not.toContain('0.0');
    const signIn = screen.getByRole('link', { name: '로그인하고 주문 내역 보기' });
    expect(signIn.getAttribute('href')).toBe('/auth/sign-in?redirect=%2Forder%2Fhistory');
  });

  it('a signed-in shopper is pointed to their orders', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    await renderEmpty();
    const orders = await screen.findByRole('link', { name: '주문 내역 보기' });
    expect(orders.getAttribute('href')).toBe('/order/history');
    expect(screen.getByText(/주문 내역에서 첫 리뷰를 남겨 주세요/)).toBeTruthy();
  });
});

describe('review like', () => {
  it('sends a visitor to sign-in with the way back', async () => {
    const { router } = await renderReviews();
    const list = await screen.findByRole('list', { name: '리뷰 목록, 추천순' });
    fireEvent.click(within(list).getByRole('button', { name: '도움돼요 3, 김*록님의 리뷰' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/products/detail/7/review' });
  });

  it('counts at once, then rolls back and says so when the server refuses', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderReviews({ likeStatus: 500, gate });
    const list = await screen.findByRole('list', { name: '리뷰 목록, 추천순' });
    fireEvent.click(within(list).getByRole('button', { name: '도움돼요 3, 김*록님의 리뷰' }));
    const pressed = await within(list).findByRole('button', { name: '도움돼요 4, 김*록님의 리뷰' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    release();
    expect(await screen.findByText('반영하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    const back = within(list).getByRole('button', { name: '도움돼요 3, 김*록님의 리뷰' });
    expect(back.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the server count after a like', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const { api } = await renderReviews();
    const list = await screen.findByRole('list', { name: '리뷰 목록, 추천순' });
    fireEvent.click(within(list).getByRole('button', { name: '도움돼요 3, 김*록님의 리뷰' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/v1/reviews/1/like'),
      ).toBe(true),
    );
    expect(
      (
        await within(list).findByRole('button', { name: '도움돼요 4, 김*록님의 리뷰' })
      ).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('ReviewsScreen when the API does not answer (decision 0024)', () => {
  /** Every request of the screen, by address: none may be asked twice. */
  const asked: string[] = [];
  const askedTwice = () => asked.filter((url, i) => asked.indexOf(url) !== i);
  beforeEach(() => {
    asked.length = 0;
  });

  async function renderWithAppDefaults() {
    // The app's own query client: its retry rule and delays.
    const queryClient = createQueryClient();
    queryClient.setQueryData(productDetailKey(7), productDetail());
    await renderWithRouter(
      <ReviewsScreen productId={7} sort={undefined} onSortChange={() => undefined} />,
      {
        entries: ['/products/detail/7/review'],
        queryClient,
      },
    );
  }

  it('a hung request ends with 다시 시도 after one timeout', async () => {
    const timers: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const timer = new AbortController();
      timers.push(timer);
      return timer.signal;
    });
    // No answer ever: only the request's own signal ends it.
    serveApi((request) => {
      asked.push(request.url.href);
      return new Promise<undefined>(() => undefined);
    });
    try {
      await renderWithAppDefaults();
      await waitFor(() => expect(timers.length).toBeGreaterThan(0));
      // The wait runs out.
      for (const timer of timers) timer.abort();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeTruthy();
      expect(alert.textContent).toContain('연결 상태를 확인하고 다시 시도해 주세요.');
      expect(askedTwice()).toEqual([]);
    } finally {
      timeout.mockRestore();
    }
  });

  it('a 400 is not asked again and does not blame the connection', async () => {
    serveApi((request) => {
      asked.push(request.url.href);
      return fail(400, 'Invalid input');
    });
    await renderWithAppDefaults();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('잠시 후 다시 시도해 주세요.');
    expect(alert.textContent).not.toContain('연결 상태');
    expect(asked.length).toBeGreaterThan(0);
    expect(askedTwice()).toEqual([]);
  });
});
