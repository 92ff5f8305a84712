import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type CancelReason, type Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { CancelConfirmScreen, CancelReasonScreen } from '@/features/orders/cancel-screens';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { useOrderFlash } from '@/features/orders/flash';
import {
  depositedOrder,
  easyPayOrder,
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

/** Two lines under 30,000원: 3,000원 shipping, kept when the first of them is cancelled. */
const twoLines = order({
  items: [
    orderProduct({ id: 1, amount: 12_900, cancelRefundAmount: 12_900 }),
    orderProduct({
      id: 2,
      productId: 8,
      name: '필로덴드론 버킨',
      unitPrice: 9_900,
      originalUnitPrice: 9_900,
      amount: 9_900,
      cancelRefundAmount: 9_900,
    }),
  ],
});

/** The last line left: cancelling it gives the shipping fee back too. */
const lastLine = order({
  items: [
    orderProduct({ id: 1, amount: 12_900, cancelRefundAmount: 15_900 }),
    orderProduct({
      id: 2,
      productId: 8,
      name: '필로덴드론 버킨',
      status: 'CANCELLED',
      canCancel: false,
      cancelRefundAmount: 0,
      cancelReason: 'OTHER',
    }),
  ],
});

function api(
  o: Order,
  extra?: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  return serveApi((call) => {
    if (call.path === `/v1/users/5/orders/${o.id}`) return { status: 200, body: body(o) };
    return extra?.(call);
  });
}

describe('CancelReasonScreen (step 1)', () => {
  it('shows the line and the refund before anything is sent, and needs a reason to go on', async () => {
    const fetch = api(twoLines);
    const onReasonChange = vi.fn<(reason: CancelReason) => void>();
    await renderWithRouter(
      <CancelReasonScreen
        orderId={41}
        orderProductId={1}
        reason={undefined}
        onReasonChange={onReasonChange}
      />,
      { entries: ['/order/41/cancel/1'], queryClient: signedInClient() },
    );
    expect(await screen.findByText('몬스테라 델리시오사')).toBeTruthy();
    expect(screen.getByTestId('refund-amount').textContent).toBe('12,900원');
    expect(screen.getByText('남은 상품이 배송되므로 배송비는 환불되지 않아요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
    const group = screen.getByRole('group', { name: '취소 사유를 선택해 주세요' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(group).getByRole('radio', { name: '단순 변심' }));
    expect(onReasonChange).toHaveBeenCalledWith('CHANGED_MIND');
    expect(fetch.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('leads to the confirmation step with the chosen reason', async () => {
    api(twoLines);
    await renderWithRouter(
      <CancelReasonScreen
        orderId={41}
        orderProductId={1}
        reason="FOUND_CHEAPER"
        onReasonChange={() => undefined}
      />,
      { entries: ['/order/41/cancel/1?reason=FOUND_CHEAPER'], queryClient: signedInClient() },
    );
    const next = await screen.findByRole('link', { name: '다음' });
    expect(next.getAttribute('href')).toBe('/order/41/cancel/1/confirm?reason=FOUND_CHEAPER');
    expect(
      (screen.getByRole('radio', { name: '더 저렴한 곳을 찾았어요' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('explains when the shipping fee comes back with the last line', async () => {
    api(lastLine);
    await renderWithRouter(
      <CancelReasonScreen
        orderId={41}
        orderProductId={1}
        reason={undefined}
        onReasonChange={() => undefined}
      />,
      { entries: ['/order/41/cancel/1'], queryClient: signedInClient() },
    );
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('15,900원');
    expect(screen.getByText('마지막 남은 상품이라 배송비 3,000원도 함께 환불돼요.')).toBeTruthy();
  });

  it('says why a line that has shipped cannot be cancelled', async () => {
    const shipped = order({
      items: [orderProduct({ status: 'SHIPPING', canCancel: false, cancelRefundAmount: 0 })],
    });
    api(shipped);
    await renderWithRouter(
      <CancelReasonScreen
        orderId={41}
        orderProductId={1}
        reason={undefined}
        onReasonChange={() => undefined}
      />,
      { entries: ['/order/41/cancel/1'], queryClient: signedInClient() },
    );
    expect(await screen.findByRole('heading', { name: '취소할 수 없는 상품이에요' })).toBeTruthy();
    expect(screen.getByText('배송이 시작된 상품은 취소할 수 없어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 상세로' }).getAttribute('href')).toBe(
      '/order/41',
    );
  });
});

describe('CancelConfirmScreen (step 2, .../confirm)', () => {
  it('sends the partial cancel with cancelProduct and its orderId, then returns with the refund', async () => {
    const after = order({
      ...lastLine,
      status: 'CANCELLED',
      items: lastLine.items.map((item) => ({
        ...item,
        status: 'CANCELLED' as const,
        canCancel: false,
        cancelRefundAmount: 0,
      })),
      refundedAmount: 15_900,
      refunds: [
        {
          id: 901,
          amount: 15_900,
          shippingFeeAmount: 3_000,
          orderProductIds: [1],
          pointsAmount: 0,
          reason: 'CHANGED_MIND',
          claimId: null,
          createdAt: '2026-11-24T00:00:00.000Z',
        },
      ],
    });
    const fetch = api(lastLine, (call) =>
      call.path === '/v1/orders/41/partial-cancel' && call.method === 'POST'
        ? { status: 200, body: body(after) }
        : undefined,
    );
    const { router } = await renderWithRouter(
      <CancelConfirmScreen orderId={41} orderProductId={1} reason="CHANGED_MIND" />,
      {
        entries: ['/order/41', '/order/41/cancel/1/confirm?reason=CHANGED_MIND'],
        queryClient: signedInClient(),
      },
    );
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('15,900원');
    expect(screen.getByText('단순 변심')).toBeTruthy();
    // Card money goes back to the card: no account is asked for.
    expect(screen.queryByRole('group', { name: '환불받을 계좌' })).toBeNull();
    expect(screen.getByText(/결제한 카드로 환불돼요/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '취소 요청' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/41'));
    const sent = fetch.calls.find((c) => c.path === '/v1/orders/41/partial-cancel');
    expect(sent?.body).toEqual({
      cancelProduct: { orderId: 41, orderProductId: 1, reason: 'CHANGED_MIND' },
    });
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(useOrderFlash.getState().message).toBe('취소되었어요 · 15,900원 환불');
  });

  it("shows the server's refusal and stays", async () => {
    const fetch = api(twoLines, (call) =>
      call.path === '/v1/orders/41/partial-cancel'
        ? { status: 409, body: errorBody(MESSAGES.cancelNotAllowed, 409) }
        : undefined,
    );
    const { router } = await renderWithRouter(
      <CancelConfirmScreen orderId={41} orderProductId={1} reason="OTHER" />,
      { entries: ['/order/41/cancel/1/confirm?reason=OTHER'], queryClient: signedInClient() },
    );
    fireEvent.click(await screen.findByRole('button', { name: '취소 요청' }));
    expect(await screen.findByText(MESSAGES.cancelNotAllowed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/41/cancel/1/confirm');
    expect(useOrderFlash.getState().message).toBeNull();
    // The order is read again: it may have moved on.
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.path === '/v1/users/5/orders/41')).toHaveLength(2),
    );
  });
});

describe('환불받을 계좌 (money that came by deposit)', () => {
  const deposited = depositedOrder();
  const account = { bankCode: '20', accountNumber: '110123456789', holderName: '김초록' };
  const fill = (scope: HTMLElement) => {
    fireEvent.change(within(scope).getByLabelText('은행'), { target: { value: '20' } });
    fireEvent.input(within(scope).getByLabelText('계좌번호'), {
      target: { value: '110-123-456789' },
    });
    fireEvent.input(within(scope).getByLabelText('예금주'), { target: { value: ' 김초록 ' } });
  };

  it('a partial cancel asks for the account, says what is wrong next to each field, then sends it', async () => {
    const fetch = api(deposited, (call) =>
      call.path === '/v1/orders/41/partial-cancel' && call.method === 'POST'
        ? { status: 200, body: body(deposited) }
        : undefined,
    );
    await renderWithRouter(
      <CancelConfirmScreen orderId={41} orderProductId={1} reason="CHANGED_MIND" />,
      {
        entries: ['/order/41', '/order/41/cancel/1/confirm?reason=CHANGED_MIND'],
        queryClient: signedInClient(),
      },
    );
    const form = await screen.findByRole('group', { name: '환불받을 계좌' });
    expect(screen.getByText(/입력한 계좌로 환불돼요/)).toBeTruthy();
    const bank = within(form).getByLabelText('은행') as HTMLSelectElement;
    expect(within(bank).getAllByRole('option')).toHaveLength(25);
    expect(within(form).getByLabelText('계좌번호').getAttribute('inputmode')).toBe('numeric');

    // The button stays usable: pressed empty, each field says what it needs.
    const submit = screen.getByRole('button', { name: '취소 요청' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    expect(within(form).getByText(MESSAGES.refundAccountBank)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.refundAccountNumber)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.refundAccountHolder)).toBeTruthy();
    expect(document.activeElement).toBe(bank);
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bank.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      MESSAGES.refundAccountBank,
    );
    expect(fetch.calls.some((c) => c.path === '/v1/orders/41/partial-cancel')).toBe(false);

    // A number too short is the first problem left: it gets the focus.
    fireEvent.change(bank, { target: { value: '20' } });
    fireEvent.input(within(form).getByLabelText('계좌번호'), { target: { value: '12-34' } });
    fireEvent.input(within(form).getByLabelText('예금주'), { target: { value: '김초록' } });
    fireEvent.click(submit);
    expect(document.activeElement).toBe(within(form).getByLabelText('계좌번호'));
    expect(within(form).queryByText(MESSAGES.refundAccountBank)).toBeNull();
    expect(fetch.calls.some((c) => c.path === '/v1/orders/41/partial-cancel')).toBe(false);

    fill(form);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.path === '/v1/orders/41/partial-cancel')?.body).toEqual({
        cancelProduct: { orderId: 41, orderProductId: 1, reason: 'CHANGED_MIND' },
        refundAccount: account,
      }),
    );
  });

  it("shows the server's refusal of the account", async () => {
    api(deposited, (call) =>
      call.path === '/v1/orders/41/partial-cancel'
        ? { status: 400, body: errorBody(MESSAGES.refundAccountRequired, 400) }
        : undefined,
    );
    await renderWithRouter(<CancelConfirmScreen orderId={41} orderProductId={1} reason="OTHER" />, {
      entries: ['/order/41/cancel/1/confirm?reason=OTHER'],
      queryClient: signedInClient(),
    });
    fill(await screen.findByRole('group', { name: '환불받을 계좌' }));
    fireEvent.click(screen.getByRole('button', { name: '취소 요청' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.refundAccountRequired);
  });

  it('an easy payment goes back the way it was paid: no account asked', async () => {
    api(easyPayOrder());
    await renderWithRouter(<CancelConfirmScreen orderId={41} orderProductId={1} reason="OTHER" />, {
      entries: ['/order/41/cancel/1/confirm?reason=OTHER'],
      queryClient: signedInClient(),
    });
    expect(await screen.findByText(/결제한 수단으로 환불돼요/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: '환불받을 계좌' })).toBeNull();
  });

  it('the whole-order cancel asks for it in its dialog and sends it with the reason', async () => {
    const fetch = api(deposited, (call) =>
      call.path === '/v1/orders/41/cancel' && call.method === 'POST'
        ? {
            status: 200,
            body: body({
              ...deposited,
              status: 'CANCELLED',
              items: deposited.items.map((item) => ({
                ...item,
                status: 'CANCELLED' as const,
                canCancel: false,
                cancelRefundAmount: 0,
              })),
              refundedAmount: deposited.totalAmount,
              payment: { ...deposited.payment!, status: 'CANCELED', balanceAmount: 0 },
            }),
          }
        : undefined,
    );
    await renderWithRouter(<OrderDetailScreen orderId={41} />, {
      entries: ['/order/41'],
      queryClient: signedInClient(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '주문 전체 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '주문 전체를 취소할까요?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '단순 변심' }));
    const form = within(dialog).getByRole('group', { name: '환불받을 계좌' });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(within(form).getByText(MESSAGES.refundAccountHolder)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('은행'));
    expect(fetch.calls.some((c) => c.path === '/v1/orders/41/cancel')).toBe(false);
    fill(form);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(await screen.findByText('취소되었어요 · 32,900원 환불')).toBeTruthy();
    expect(fetch.calls.find((c) => c.path === '/v1/orders/41/cancel')?.body).toEqual({
      reason: 'CHANGED_MIND',
      refundAccount: account,
    });
  });
});

describe('an order that used a coupon and 적립금', () => {
  /** 32,900원 of goods, 3,000원 off with a coupon, 2,000원 of 적립금: 27,900원 paid. */
  const withBenefits = order({
    coupon: { id: 31, name: '웰컴 쿠폰' },
    couponDiscount: 3_000,
    pointsUsed: 2_000,
    totalAmount: 27_900,
    items: [
      orderProduct({ id: 1, cancelRefundAmount: 10_400, cancelRefundPoints: 800 }),
      orderProduct({
        id: 2,
        productId: 8,
        name: '필로덴드론 버킨',
        unitPrice: 20_000,
        originalUnitPrice: 20_000,
        amount: 20_000,
        cancelRefundAmount: 17_500,
        cancelRefundPoints: 1_200,
      }),
    ],
    payment: { ...order().payment!, amount: 27_900, balanceAmount: 27_900 },
  });

  it('a line gives back its share of the money and the 적립금 it used', async () => {
    const after = order({
      ...withBenefits,
      items: withBenefits.items.map((item) =>
        item.id === 1
          ? { ...item, status: 'CANCELLED' as const, canCancel: false, cancelRefundAmount: 0 }
          : item,
      ),
      refundedAmount: 10_400,
      refunds: [
        {
          id: 902,
          amount: 10_400,
          shippingFeeAmount: 0,
          orderProductIds: [1],
          pointsAmount: 800,
          reason: 'CHANGED_MIND',
          claimId: null,
          createdAt: '2026-11-24T00:00:00.000Z',
        },
      ],
    });
    api(withBenefits, (call) =>
      call.path === '/v1/orders/41/partial-cancel' ? { status: 200, body: body(after) } : undefined,
    );
    await renderWithRouter(
      <CancelConfirmScreen orderId={41} orderProductId={1} reason="CHANGED_MIND" />,
      {
        entries: ['/order/41', '/order/41/cancel/1/confirm?reason=CHANGED_MIND'],
        queryClient: signedInClient(),
      },
    );
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('10,400원');
    const refund = screen.getByRole('region', { name: '환불 정보' });
    expect(within(refund).getByText('적립금').nextElementSibling?.textContent).toBe('800원');
    expect(within(refund).getByText('이 상품에 쓴 적립금 800원도 돌려드려요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '취소 요청' }));
    await waitFor(() =>
      expect(useOrderFlash.getState().message).toBe(
        '취소되었어요 · 10,400원 환불, 적립금 800원 돌려받음',
      ),
    );
  });

  it('the whole order gives back what is left paid and the 적립금 it still holds', async () => {
    const cancelled = order({
      ...withBenefits,
      status: 'CANCELLED',
      items: withBenefits.items.map((item) => ({
        ...item,
        status: 'CANCELLED' as const,
        canCancel: false,
        cancelRefundAmount: 0,
        cancelRefundPoints: 0,
      })),
      refundedAmount: 27_900,
      refunds: [
        {
          id: 903,
          amount: 27_900,
          shippingFeeAmount: 0,
          orderProductIds: [1, 2],
          pointsAmount: 2_000,
          reason: 'CHANGED_MIND',
          claimId: null,
          createdAt: '2026-11-24T00:00:00.000Z',
        },
      ],
      payment: { ...withBenefits.payment!, balanceAmount: 0 },
    });
    api(withBenefits, (call) =>
      call.path === '/v1/orders/41/cancel' ? { status: 200, body: body(cancelled) } : undefined,
    );
    await renderWithRouter(<OrderDetailScreen orderId={41} />, {
      entries: ['/order/41'],
      queryClient: signedInClient(),
    });
    fireEvent.click(await screen.findByRole('button', { name: '주문 전체 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '주문 전체를 취소할까요?' });
    expect(within(dialog).getByText('27,900원')).toBeTruthy();
    expect(within(dialog).getByText('적립금').nextElementSibling?.textContent).toBe('2,000원');
    fireEvent.click(within(dialog).getByRole('radio', { name: '단순 변심' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(
      await screen.findByText('취소되었어요 · 27,900원 환불, 적립금 2,000원 돌려받음'),
    ).toBeTruthy();
  });
});
