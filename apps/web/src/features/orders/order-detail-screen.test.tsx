import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isNotFound } from '@tanstack/react-router';
import { MESSAGES, type Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { checkoutNavigation } from '@/features/purchase/checkout';
import { useOrderFlash } from '@/features/orders/flash';
import { canCancelWholeOrder } from '@/features/orders/cancel-whole-order';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { PayAgain } from '@/features/purchase/pay-again';
import { ensureOrder } from '@/features/orders/queries';
import {
  checkoutOf,
  order,
  orderProduct,
  signOutEverywhere,
  signedInClient,
} from '@/test/fixtures/orders';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

/** One line in every state worth an action. */
const mixed = order({
  items: [
    orderProduct({ id: 1, name: '몬스테라 델리시오사', status: 'PREPARING' }),
    orderProduct({
      id: 2,
      productId: 8,
      name: '필로덴드론 버킨',
      status: 'SHIPPING',
      canCancel: false,
      canConfirm: true,
      cancelRefundAmount: 0,
      shippedAt: '2026-11-24T01:00:00.000Z',
    }),
    orderProduct({
      id: 3,
      productId: 9,
      name: '스킨답서스',
      status: 'CONFIRMED',
      canCancel: false,
      canReview: true,
      cancelRefundAmount: 0,
      confirmedAt: '2026-11-26T01:00:00.000Z',
    }),
    orderProduct({
      id: 4,
      productId: 10,
      name: '테라코타 화분',
      status: 'CONFIRMED',
      canCancel: false,
      reviewId: 501,
      cancelRefundAmount: 0,
    }),
    orderProduct({
      id: 5,
      productId: 11,
      name: '분갈이 흙',
      status: 'CANCELLED',
      canCancel: false,
      cancelRefundAmount: 0,
      cancelReason: 'CHANGED_MIND',
      cancelledAt: '2026-11-23T16:00:00.000Z',
    }),
  ],
  refundedAmount: 12_900,
  refunds: [
    {
      id: 900,
      amount: 12_900,
      shippingFeeAmount: 0,
      orderProductIds: [5],
      pointsAmount: 0,
      reason: 'CHANGED_MIND',
      claimId: null,
      createdAt: '2026-11-23T16:00:00.000Z',
    },
  ],
});

async function renderDetail(
  answer: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  const api = serveApi(answer);
  const result = await renderWithRouter(
    <OrderDetailScreen
      orderId={41}
      payAgain={(order) => <PayAgain order={order} className="mt-m" />}
    />,
    {
      entries: ['/order/41'],
      queryClient: signedInClient(),
    },
  );
  return { ...result, api };
}

const serves = (o: Order) => (call: ApiRequest) =>
  call.path === `/v1/users/5/orders/${o.id}` ? { status: 200, body: body(o) } : undefined;

const lineOf = (name: string) => {
  const lines = screen.getByRole('region', { name: /^주문 상품/ });
  const item = within(lines).getByText(name).closest('li');
  if (!item) throw new Error(`no line for ${name}`);
  return item;
};

describe('OrderDetailScreen', () => {
  it('offers on each line exactly the actions its flags allow', async () => {
    await renderDetail(serves(mixed));
    await screen.findByText('몬스테라 델리시오사');

    const preparing = lineOf('몬스테라 델리시오사');
    expect(within(preparing).getByText('상품 준비중')).toBeTruthy();
    expect(
      within(preparing)
        .getByRole('link', { name: '몬스테라 델리시오사 취소하기' })
        .getAttribute('href'),
    ).toBe('/order/41/cancel/1');
    expect(within(preparing).queryByRole('button')).toBeNull();

    const shipping = lineOf('필로덴드론 버킨');
    expect(within(shipping).getByText('배송중')).toBeTruthy();
    expect(within(shipping).getByText('2026.11.24 발송')).toBeTruthy();
    expect(
      within(shipping).getByRole('button', { name: '필로덴드론 버킨 구매 확정' }),
    ).toBeTruthy();
    expect(within(shipping).queryByRole('link', { name: /취소하기/ })).toBeNull();

    const reviewable = lineOf('스킨답서스');
    expect(
      within(reviewable).getByRole('link', { name: '스킨답서스 리뷰 쓰기' }).getAttribute('href'),
    ).toBe('/order/41/review/3');

    const reviewed = lineOf('테라코타 화분');
    expect(
      within(reviewed).getByRole('link', { name: '테라코타 화분 리뷰 보기' }).getAttribute('href'),
    ).toBe('/products/detail/10/review?sort=LATEST');
    expect(within(reviewed).queryByRole('link', { name: /리뷰 쓰기/ })).toBeNull();

    const cancelled = lineOf('분갈이 흙');
    expect(within(cancelled).getByText('취소됨')).toBeTruthy();
    expect(within(cancelled).getByText('취소 사유 · 단순 변심')).toBeTruthy();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(within(cancelled).queryByRole('link', { name: /취소하기|리뷰/ })).toBeNull();

    // One line is shipping: the order cannot be cancelled as a whole.
    expect(screen.queryByRole('button', { name: '주문 전체 취소' })).toBeNull();
  });

  it('shows the address, the payment in Seoul time, the totals and the refunds', async () => {
    await renderDetail(serves(mixed));
    const address = await screen.findByRole('region', { name: '배송지' });
    expect(within(address).getByText(/서울 중구 세종대로 110 3층 초록실/)).toBeTruthy();
    expect(within(address).getByText(/문 앞에 놓아 주세요/)).toBeTruthy();
    const payment = screen.getByRole('region', { name: '결제 정보' });
    expect(within(payment).getByText('신한카드')).toBeTruthy();
    expect(within(payment).getByText('4330-12**-****-***1')).toBeTruthy();
    expect(within(payment).getByText('2026.11.24 00:10')).toBeTruthy();
    const totals = screen.getByRole('region', { name: '결제 금액' });
    expect(within(totals).getByText('−12,900원')).toBeTruthy();
    const refunds = screen.getByRole('region', { name: '환불 내역' });
    expect(within(refunds).getByText('분갈이 흙')).toBeTruthy();
    expect(within(refunds).getByText('12,900원')).toBeTruthy();
    expect(within(refunds).getByText('사유 · 단순 변심')).toBeTruthy();
  });

  it('shows the coupon and 적립금 used, what confirming earns, and 적립금 given back', async () => {
    const withBenefits = order({
      ...mixed,
      coupon: { id: 31, name: '웰컴 쿠폰' },
      couponDiscount: 3_000,
      pointsUsed: 2_000,
      earnPoints: 645,
      refunds: [{ ...mixed.refunds[0]!, pointsAmount: 300 }],
    });
    await renderDetail(serves(withBenefits));
    const totals = await screen.findByRole('region', { name: '결제 금액' });
    const row = (term: string) => within(totals).getByText(term).nextElementSibling?.textContent;
    expect(row('쿠폰 할인')).toBe('−3,000원웰컴 쿠폰');
    expect(row('적립금 사용')).toBe('−2,000원');
    expect(within(totals).getByText('구매 확정하면 645원 적립돼요')).toBeTruthy();
    const refunds = screen.getByRole('region', { name: '환불 내역' });
    expect(within(refunds).getByText('적립금 300원 돌려받음')).toBeTruthy();
  });

  it('says the 적립금 was earned once every line left is confirmed, and nothing of benefits unused', async () => {
    const confirmed = order({
      items: order().items.map((item) => ({
        ...item,
        status: 'CONFIRMED' as const,
        canCancel: false,
        cancelRefundAmount: 0,
      })),
    });
    await renderDetail(serves(confirmed));
    const totals = await screen.findByRole('region', { name: '결제 금액' });
    expect(within(totals).getByText('329원 적립됐어요')).toBeTruthy();
    expect(within(totals).queryByText('쿠폰 할인')).toBeNull();
    expect(within(totals).queryByText('적립금 사용')).toBeNull();
  });

  it('confirms a purchase only after the dialog, then shows the answer and a toast', async () => {
    const confirmed = order({
      ...mixed,
      items: mixed.items.map((item) =>
        item.id === 2
          ? { ...item, status: 'CONFIRMED' as const, canConfirm: false, canReview: true }
          : item,
      ),
    });
    const { api } = await renderDetail((call) => {
      if (call.path === '/v1/orders/41/confirm' && call.method === 'POST')
        return { status: 200, body: body(confirmed) };
      return serves(mixed)(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: '필로덴드론 버킨 구매 확정' }));
    let dialog = screen.getByRole('alertdialog', { name: '구매를 확정할까요?' });
    expect(within(dialog).getByText(/필로덴드론 버킨, 잘 받으셨나요\?/)).toBeTruthy();
    // The safe choice has the focus, and closes without a request.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '아직이요' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '아직이요' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((c) => c.path === '/v1/orders/41/confirm')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '필로덴드론 버킨 구매 확정' }));
    dialog = screen.getByRole('alertdialog', { name: '구매를 확정할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '구매 확정' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/v1/orders/41/confirm')?.body).toEqual({
      orderProductIds: [2],
    });
    expect(await screen.findByText('구매를 확정했어요. 리뷰를 남겨 주세요!')).toBeTruthy();
    expect(
      within(lineOf('필로덴드론 버킨')).getByRole('link', { name: '필로덴드론 버킨 리뷰 쓰기' }),
    ).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    await renderDetail((call) => {
      if (call.path === '/v1/orders/41/confirm')
        return { status: 409, body: errorBody(MESSAGES.alreadyConfirmed, 409) };
      return serves(mixed)(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: '필로덴드론 버킨 구매 확정' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '구매 확정' }));
    expect(await within(dialog).findByText(MESSAGES.alreadyConfirmed)).toBeTruthy();
  });

  it("shows '주문서를 찾을 수 없습니다.' for an order that is not there", async () => {
    await renderDetail((call) =>
      call.path === '/v1/users/5/orders/41'
        ? { status: 404, body: errorBody(MESSAGES.orderNotFound, 404) }
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: '주문서를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 내역 보기' }).getAttribute('href')).toBe(
      '/order/history',
    );
  });

  it("makes the route loader end at the route's not-found screen on a 404", async () => {
    serveApi(() => ({ status: 404, body: errorBody(MESSAGES.orderNotFound, 404) }));
    const error = await ensureOrder(signedInClient(), 41).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  describe('an unpaid order', () => {
    const original = checkoutNavigation.assign;
    let assign: ReturnType<typeof vi.fn<(path: string) => void>>;
    beforeEach(() => {
      assign = vi.fn<(path: string) => void>();
      checkoutNavigation.assign = assign;
    });
    afterEach(() => {
      checkoutNavigation.assign = original;
    });

    const unpaid = order({
      status: 'PAYMENT_PENDING',
      payment: null,
      paymentDueAt: '2026-11-23T15:35:00.000Z',
      items: order().items.map((item) => ({
        ...item,
        status: 'PAYMENT_PENDING' as const,
        canCancel: false,
        cancelRefundAmount: 0,
        paidAt: null,
      })),
    });

    it('once expired, says how long an order waits: the contract window', async () => {
      await renderDetail(serves({ ...unpaid, status: 'EXPIRED', paymentDueAt: null }));
      expect(
        await screen.findByText(
          '결제하지 않은 주문은 10분이 지나면 자동으로 취소돼요. 장바구니에서 다시 주문해 주세요.',
        ),
      ).toBeTruthy();
    });

    it('shows its deadline and pays through the checkout page', async () => {
      const { api } = await renderDetail((call) => {
        if (call.path === '/v1/orders/41/checkout')
          return {
            status: 200,
            body: body(checkoutOf(unpaid, '/v1/payments/sandbox/checkout/abc')),
          };
        return serves(unpaid)(call);
      });
      expect(
        await screen.findByText('2026.11.24 00:35까지 결제하지 않으면 주문이 자동으로 취소돼요.'),
      ).toBeTruthy();
      expect(
        screen.getByText(
          '새로 주문하면 결제를 기다리던 이 주문은 취소되고, 담아 둔 재고도 풀려요.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('region', { name: '결제 정보' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '32,900원 결제하기' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/payments/sandbox/checkout/abc'));
      const sent = api.calls.find((c) => c.path === '/v1/orders/41/checkout');
      expect(sent?.method).toBe('POST');
      expect(sent?.body).toEqual({ payment: { method: 'CARD' } });
      // It can also simply be dropped.
      expect(screen.getByRole('button', { name: '주문 취소' })).toBeTruthy();
    });
  });

  it('cancels the whole order with a reason, showing the refund first', async () => {
    const cancellable = order();
    const cancelled = order({
      status: 'CANCELLED',
      items: cancellable.items.map((item) => ({
        ...item,
        status: 'CANCELLED' as const,
        canCancel: false,
        cancelRefundAmount: 0,
        cancelReason: 'ORDERED_BY_MISTAKE' as const,
      })),
      refundedAmount: 32_900,
      payment: { ...cancellable.payment!, balanceAmount: 0 },
    });
    expect(canCancelWholeOrder(cancellable)).toBe(true);
    const { api } = await renderDetail((call) => {
      if (call.path === '/v1/orders/41/cancel') return { status: 200, body: body(cancelled) };
      return serves(cancellable)(call);
    });
    fireEvent.click(await screen.findByRole('button', { name: '주문 전체 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '주문 전체를 취소할까요?' });
    expect(within(dialog).getByText('32,900원')).toBeTruthy();
    // Nothing is sent without a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(api.calls.some((c) => c.path === '/v1/orders/41/cancel')).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: '상품을 잘못 주문했어요' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(await screen.findByText('취소되었어요 · 32,900원 환불')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/orders/41/cancel')?.body).toEqual({
      reason: 'ORDERED_BY_MISTAKE',
    });
    expect(screen.getAllByText('취소됨')).toHaveLength(2);
  });
});
