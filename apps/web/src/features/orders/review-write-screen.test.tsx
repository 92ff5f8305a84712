import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { review } from '@/test/fixtures/product-detail';
import { useOrderFlash } from '@/features/orders/flash';
import { orderDetailKey } from '@/features/orders/queries';
import { ReviewWriteScreen } from '@/features/orders/review-write-screen';
import { order, orderProduct, signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

const confirmedLine = orderProduct({
  id: 3,
  name: '스킨답서스',
  status: 'CONFIRMED',
  canCancel: false,
  canReview: true,
  cancelRefundAmount: 0,
});

async function renderScreen(o: Order, orderProductId = 3) {
  const api = serveApi((call) => {
    if (call.path === '/v1/users/5/orders/41') return { status: 200, body: body(o) };
    if (call.path === '/v1/reviews' && call.method === 'POST')
      return { status: 201, body: body(review({ id: 777 }), 201) };
    return undefined;
  });
  const queryClient = signedInClient();
  const result = await renderWithRouter(
    <ReviewWriteScreen orderId={41} orderProductId={orderProductId} />,
    { entries: ['/order/41', `/order/41/review/${orderProductId}`], queryClient },
  );
  return { ...result, api, queryClient };
}

describe('ReviewWriteScreen', () => {
  it('posts the review of a confirmed line and returns to the order, marked as reviewed', async () => {
    const { router, api, queryClient } = await renderScreen(order({ items: [confirmedLine] }));
    expect(await screen.findByText('스킨답서스')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5점, 최고예요' }));
    fireEvent.input(screen.getByRole('textbox', { name: '어떤 점이 좋았나요?' }), {
      target: { value: '새 잎이 벌써 두 장 났어요.' },
    });
    fireEvent.click(screen.getByRole('button', { name: '리뷰 등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/41'));
    expect(api.calls.find((c) => c.path === '/v1/reviews')?.body).toMatchObject({
      orderProductId: 3,
      rating: 5,
    });
    expect(useOrderFlash.getState().message).toBe('리뷰를 등록했어요. 고마워요!');
    const cached = queryClient.getQueryData<Order>(orderDetailKey(5, 41));
    expect(cached?.items[0]).toMatchObject({ reviewId: 777, canReview: false });
  });

  it('says when the purchase is not confirmed yet', async () => {
    await renderScreen(
      order({
        items: [orderProduct({ id: 3, status: 'DELIVERED', canCancel: false, canConfirm: true })],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: '구매 확정한 상품에만 리뷰를 쓸 수 있어요' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세로' }).getAttribute('href')).toBe(
      '/order/41',
    );
    expect(screen.queryByRole('button', { name: '리뷰 등록하기' })).toBeNull();
  });

  it('leads to the review already written', async () => {
    await renderScreen(
      order({ items: [{ ...confirmedLine, canReview: false, reviewId: 777, productId: 9 }] }),
    );
    expect(
      await screen.findByRole('heading', { name: '이미 리뷰를 작성한 상품이에요' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '리뷰 보기' }).getAttribute('href')).toBe(
      '/products/detail/9/review?sort=LATEST',
    );
  });
});
