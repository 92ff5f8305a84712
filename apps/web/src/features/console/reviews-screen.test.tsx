import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSOLE_MESSAGES, type AdminReview } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ReviewsScreen } from '@/features/console/reviews-screen';
import { reviewListQuery, type ReviewsSearch } from '@/features/console/search';
import { adminReview } from '@/test/fixtures/console';
import { type ApiRequest, fail, ok, okList, sentOf, serveRoutes } from '@/test/api';

beforeAll(() => {
  // The photo viewer asks whether motion is reduced.
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
  useAuthStore.getState().init();
});

function Harness({ initial }: { initial: ReviewsSearch }) {
  const [search, setSearch] = useState(initial);
  return <ReviewsScreen search={search} onSearch={setSearch} />;
}

const queryOf = (call: ApiRequest | undefined) =>
  Object.fromEntries(call ? [...call.url.searchParams] : []);
const lists = (calls: ApiRequest[]) =>
  calls.filter((call) => call.method === 'GET').map((call) => queryOf(call));

const hidden = adminReview({
  id: 30,
  author: { userId: 8, name: '이하늘' },
  rating: 1,
  content: '다른 가게가 더 싸요. 링크로 오세요.',
  photos: [],
  hidden: { at: '2026-11-24T03:00:00.000Z', reason: '다른 쇼핑몰을 홍보하는 내용이에요.' },
});

/** GET /admin/reviews over `initial`; hide and unhide change it as the API does. */
function reviewsApi(initial: AdminReview[], extra: Parameters<typeof serveRoutes>[0] = {}) {
  let list = initial;
  const change = (id: number, next: AdminReview['hidden']) => {
    list = list.map((review) => (review.id === id ? { ...review, hidden: next } : review));
    return ok(list.find((review) => review.id === id));
  };
  return serveRoutes({
    'GET /admin/reviews': () => okList(list),
    'POST /admin/reviews/:id/hide': (call) =>
      change(Number(call.path.split('/')[4]), {
        at: '2026-11-25T00:00:00.000Z',
        reason: (call.body as { reason: string }).reason,
      }),
    'POST /admin/reviews/:id/unhide': (call) => change(Number(call.path.split('/')[4]), null),
    ...extra,
  });
}

async function open(initial: ReviewsSearch, reviews: AdminReview[], extra = {}) {
  useAuthStore.getState().signIn('token', 'demo');
  const api = reviewsApi(reviews, extra);
  await renderWithRouter(<Harness initial={initial} />, { entries: ['/admin/reviews'] });
  await screen.findByRole('list', { name: '리뷰 목록' });
  return api;
}

describe('the reviews in the console', () => {
  it('reads rating, photos and visibility into the query, each change from page 1', async () => {
    expect(reviewListQuery({ rating: 2, photos: true, hidden: false, page: 2 })).toEqual({
      page: 2,
      rating: 2,
      photos: 'true',
      hidden: 'false',
    });
    const api = await open({ rating: 2, page: 2 }, [adminReview()]);
    fireEvent.click(screen.getByRole('button', { name: '사진 있음' }));
    await waitFor(() => expect(lists(api.calls)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '숨긴 리뷰' }));
    await waitFor(() => expect(lists(api.calls)).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: '별점' }), { target: { value: '' } });
    await waitFor(() => expect(lists(api.calls)).toHaveLength(4));
    expect(lists(api.calls)).toEqual([
      { page: '2', rating: '2' },
      { page: '1', rating: '2', photos: 'true' },
      { page: '1', rating: '2', photos: 'true', hidden: 'true' },
      { page: '1', photos: 'true', hidden: 'true' },
    ]);
  });

  it('shows each review: product, author, stars, text, photos; a hidden one with its reason', async () => {
    await open({}, [adminReview(), hidden]);
    const shown = screen.getByRole('article', { name: '김초록 님이 쓴 몬스테라 델리시오사 리뷰' });
    expect(
      within(shown).getByRole('link', { name: '몬스테라 델리시오사' }).getAttribute('href'),
    ).toBe('/products/detail/7');
    expect(within(shown).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeTruthy();
    expect(shown.textContent).toContain('잎이 크고 건강하게 잘 도착했어요.');
    expect(
      within(shown).getByRole('button', { name: '김초록 님의 리뷰 사진 1 크게 보기' }),
    ).toBeTruthy();
    expect(within(shown).getByRole('button', { name: '김초록 님의 리뷰 숨기기' })).toBeTruthy();

    const gone = screen.getByRole('article', { name: '이하늘 님이 쓴 몬스테라 델리시오사 리뷰' });
    expect(gone.textContent).toContain('숨김');
    expect(gone.textContent).toContain('2026.11.24 12:00에 숨겼어요.');
    expect(gone.textContent).toContain('이유: 다른 쇼핑몰을 홍보하는 내용이에요.');
    expect(within(gone).queryByRole('button', { name: /숨기기/ })).toBeNull();
    expect(within(gone).getByRole('button', { name: '이하늘 님의 리뷰 다시 보이기' })).toBeTruthy();
  });

  it('hides a review with a reason the contract accepts, then lists it as hidden', async () => {
    const api = await open({}, [adminReview()]);
    fireEvent.click(screen.getByRole('button', { name: '김초록 님의 리뷰 숨기기' }));
    const dialog = screen.getByRole('dialog', { name: '이 리뷰를 숨길까요?' });
    const reason = within(dialog).getByRole('textbox', { name: '숨기는 이유' });
    expect(document.activeElement).toBe(reason);

    fireEvent.click(within(dialog).getByRole('button', { name: '숨기기' }));
    expect(within(dialog).getByText(CONSOLE_MESSAGES.reviewHideReason)).toBeTruthy();
    fireEvent.input(reason, { target: { value: ' 욕 ' } });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(reason, { target: { value: '  욕설이 들어 있어요.  ' } });
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByText('11 / 200자')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '숨기기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/reviews/31/hide',
        body: { reason: '욕설이 들어 있어요.' },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('리뷰를 숨겼어요');
    expect((await screen.findByText('이유: 욕설이 들어 있어요.')).textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: '김초록 님의 리뷰 다시 보이기' })).toBeTruthy();
  });

  it("keeps the hide dialog open with the server's refusal", async () => {
    await open({}, [adminReview()], {
      'POST /admin/reviews/:id/hide': fail(404, '리뷰를 찾을 수 없어요.'),
    });
    fireEvent.click(screen.getByRole('button', { name: '김초록 님의 리뷰 숨기기' }));
    const dialog = screen.getByRole('dialog', { name: '이 리뷰를 숨길까요?' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: '숨기는 이유' }), {
      target: { value: '광고예요.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '숨기기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('리뷰를 찾을 수 없어요.');
  });

  it('shows a hidden review again', async () => {
    const api = await open({ hidden: true }, [hidden]);
    fireEvent.click(screen.getByRole('button', { name: '이하늘 님의 리뷰 다시 보이기' }));
    expect((await screen.findByRole('status')).textContent).toContain('리뷰를 다시 보이게 했어요');
    expect(api.calls.filter((call) => call.method === 'POST').map(sentOf)).toEqual([
      { method: 'POST', path: '/v1/admin/reviews/30/unhide', body: undefined },
    ]);
    expect(await screen.findByRole('button', { name: '이하늘 님의 리뷰 숨기기' })).toBeTruthy();
  });
});
