import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type MyReview } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { likedReview } from '@/test/fixtures/product-detail';
import { MyReviewsScreen } from '@/features/reviews/my-reviews-screen';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
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
beforeEach(() => useAuthStore.getState().signIn('token', 'demo'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (id: number) => ({
  id,
  url: `/images/reviews/uploads/${id}.webp`,
  width: 400,
  height: 300,
  alt: `리뷰 사진 ${id}`,
});

function myReview(overrides: Partial<MyReview> = {}): MyReview {
  const { isLiked: _liked, ...base } = likedReview({ isMine: true, authorName: '나야나' });
  return {
    ...base,
    isLiked: false,
    photos: [],
    updatedAt: overrides.createdAt ?? base.createdAt,
    hidden: null,
    ...overrides,
  };
}

const monstera = myReview({
  id: 11,
  rating: 4,
  content: '잎이 크고 건강하게 잘 도착했어요.',
  photos: [photo(1), photo(2)],
  createdAt: '2026-11-24T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
});
const pot = myReview({
  id: 12,
  productId: 9,
  rating: 2,
  content: '화분 바닥에 금이 가 있었어요.',
  createdAt: '2026-11-20T02:00:00.000Z',
  product: {
    id: 9,
    name: '토분 12cm',
    image: { url: '/images/products/pot/photo-1.svg', width: 800, height: 800, alt: '' },
  },
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** GET /users/me/reviews over `initial`; PATCH and DELETE change it as the API does. */
function reviewsApi(initial: MyReview[], { deleteFails = false } = {}) {
  let list = initial;
  const sent: Sent[] = [];
  const api = serveApi(({ url, ...init }) => {
    const payload = init.body ? (init.body as Record<string, unknown>) : null;
    if (init.method !== 'GET')
      sent.push({ method: init.method ?? '', path: url.pathname, body: payload });
    if (url.pathname === '/v1/users/me/reviews') return { status: 200, body: listBody(list) };
    const one = /^\/v1\/reviews\/(\d+)$/.exec(url.pathname);
    const id = Number(one?.[1]);
    if (one && init.method === 'DELETE') {
      if (deleteFails) return { status: 404, body: errorBody(MESSAGES.reviewNotFound, 404) };
      list = list.filter((r) => r.id !== id);
      return { status: 200, body: body({ id }) };
    }
    if (one && init.method === 'PATCH') {
      const edit = payload as { rating: number; content: string; keepPhotoIds: number[] };
      list = list.map((r) =>
        r.id === id
          ? {
              ...r,
              rating: edit.rating,
              content: edit.content,
              photos: r.photos.filter((p) => edit.keepPhotoIds.includes(p.id)),
            }
          : r,
      );
      return { status: 200, body: body(list.find((r) => r.id === id)) };
    }
    // The product page and orders a change refetches are not on screen here.
    return undefined;
  });
  return { sent, calls: api.calls };
}

function Screen({ initial }: { initial?: number }) {
  const [editing, setEditing] = useState<number | undefined>(initial);
  return (
    <MyReviewsScreen
      editing={editing}
      onOpenEdit={setEditing}
      onCloseEdit={() => setEditing(undefined)}
    />
  );
}

const items = () =>
  within(screen.getByRole('list', { name: '내가 쓴 리뷰' })).getAllByRole('article');

describe('MyReviewsScreen', () => {
  it('lists the shopper’s reviews as the API orders them: product, stars, date, text, photos', async () => {
    reviewsApi([monstera, pot]);
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    await screen.findByText('잎이 크고 건강하게 잘 도착했어요.');
    expect(screen.getByText('내가 쓴 리뷰 2개')).toBeTruthy();
    const [first, second] = items();
    expect(first?.getAttribute('aria-label')).toBe('몬스테라 델리시오사 리뷰');
    const one = within(first as HTMLElement);
    expect(one.getByRole('link', { name: /몬스테라 델리시오사/ }).getAttribute('href')).toBe(
      '/products/detail/7',
    );
    expect(one.getByRole('img', { name: '별점 5점 만점에 4점' })).toBeTruthy();
    // Written on Nov 24 (Seoul), edited since.
    expect(one.getByText('2026.11.24').parentElement?.textContent).toBe('2026.11.24 · 수정함');
    expect(one.getAllByRole('button', { name: /리뷰 사진 \d 크게 보기/ })).toHaveLength(2);
    expect(one.getByText('도움돼요 3')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('2026.11.20').parentElement?.textContent).toBe(
      '2026.11.20',
    );
    expect(within(second as HTMLElement).queryAllByRole('button', { name: /크게 보기/ })).toEqual(
      [],
    );
  });

  it('tells the author an operator hid a review, and why', async () => {
    reviewsApi([
      monstera,
      {
        ...pot,
        hidden: { at: '2026-11-24T15:30:00.000Z', reason: '다른 쇼핑몰 주소가 들어 있어요.' },
      },
    ]);
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    await screen.findByText('화분 바닥에 금이 가 있었어요.');
    const [shown, hidden] = items();
    expect(shown?.textContent).not.toContain('숨겼어요');
    const notice = within(hidden as HTMLElement).getByText('운영자가 이 리뷰를 숨겼어요');
    expect(notice.parentElement?.textContent).toBe(
      // 15:30 UTC is already Nov 25 in Seoul.
      '운영자가 이 리뷰를 숨겼어요이유: 다른 쇼핑몰 주소가 들어 있어요.2026.11.25부터 쇼핑몰에 보이지 않아요',
    );
  });

  it('says what to do when there are none', async () => {
    reviewsApi([]);
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    expect(await screen.findByText('아직 쓴 리뷰가 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 내역 보기' }).getAttribute('href')).toBe(
      '/order/history',
    );
  });

  it('deletes a review only after asking once, then says so', async () => {
    const { sent } = reviewsApi([monstera, pot]);
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    await screen.findByText('화분 바닥에 금이 가 있었어요.');
    fireEvent.click(screen.getByRole('button', { name: '토분 12cm 리뷰 삭제' }));
    const dialog = await screen.findByRole('alertdialog', { name: '리뷰를 삭제할까요?' });
    expect(dialog.textContent).toContain('토분 12cm');
    expect(dialog.textContent).toContain('주문 상세에서 다시 쓸 수 있어요');
    // The safe choice first: cancelling sends nothing.
    expect(document.activeElement?.textContent).toBe('취소');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '토분 12cm 리뷰 삭제' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제하기' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('리뷰를 삭제했어요');
    await waitFor(() => expect(screen.queryByText('화분 바닥에 금이 가 있었어요.')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/v1/reviews/12', body: null }]);
    expect(items()).toHaveLength(1);
  });

  it('shows the server’s refusal when a delete fails, and keeps the review', async () => {
    reviewsApi([pot], { deleteFails: true });
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    fireEvent.click(await screen.findByRole('button', { name: '토분 12cm 리뷰 삭제' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제하기' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.reviewNotFound);
    expect(screen.getByText('화분 바닥에 금이 가 있었어요.')).toBeTruthy();
  });

  it('edits rating, text and photos with the review form, starting from the review', async () => {
    const { sent } = reviewsApi([monstera, pot]);
    await renderWithRouter(<Screen />, { entries: ['/profile/reviews'] });
    fireEvent.click(await screen.findByRole('button', { name: '몬스테라 델리시오사 리뷰 수정' }));

    const form = await screen.findByRole('form', { name: '리뷰 수정' });
    expect(screen.getByRole('heading', { level: 1, name: '리뷰 수정' })).toBeTruthy();
    expect(
      (within(form).getByRole('radio', { name: '4점, 좋아요' }) as HTMLInputElement).checked,
    ).toBe(true);
    const text = within(form).getByRole('textbox') as HTMLTextAreaElement;
    expect(text.value).toBe('잎이 크고 건강하게 잘 도착했어요.');
    expect(within(form).getAllByRole('img', { name: /첨부한 사진/ })).toHaveLength(2);

    // The same rules as writing: too short is refused before anything is sent.
    fireEvent.input(text, { target: { value: '짧아요' } });
    fireEvent.click(within(form).getByRole('button', { name: '수정 완료' }));
    expect(within(form).getByText(/리뷰는 10자 이상 써 주세요/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: '5점, 최고예요' }));
    fireEvent.input(text, { target: { value: '  한 달 지나니 새 잎이 두 장 났어요.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '사진 1 빼기' }));
    fireEvent.click(within(form).getByRole('button', { name: '수정 완료' }));

    expect((await screen.findByRole('status')).textContent).toContain('리뷰를 수정했어요');
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/v1/reviews/11',
        body: {
          rating: 5,
          content: '한 달 지나니 새 잎이 두 장 났어요.',
          keepPhotoIds: [2],
          photoIds: [],
        },
      },
    ]);
    // Back on the list, which shows the edit.
    expect(await screen.findByText('한 달 지나니 새 잎이 두 장 났어요.')).toBeTruthy();
    expect(
      within(items()[0] as HTMLElement).getAllByRole('button', { name: /크게 보기/ }),
    ).toHaveLength(1);
  });

  it('says so when the review to edit is not the shopper’s list', async () => {
    reviewsApi([pot]);
    await renderWithRouter(<Screen initial={999} />, { entries: ['/profile/reviews?edit=999'] });
    expect(await screen.findByText(MESSAGES.reviewNotFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '리뷰 관리로 돌아가기' }));
    expect(await screen.findByText('화분 바닥에 금이 가 있었어요.')).toBeTruthy();
  });
});
