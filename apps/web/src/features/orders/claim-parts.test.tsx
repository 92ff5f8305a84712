import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useOrderFlash } from '@/features/orders/flash';
import { OrderDetailScreen } from '@/features/orders/order-detail-screen';
import {
  claim,
  order,
  orderProduct,
  signOutEverywhere,
  signedInClient,
} from '@/test/fixtures/orders';
import { body } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
  useOrderFlash.getState().clear();
});

const SLOW = { timeout: 20_000 };

const delivered = {
  status: 'DELIVERED' as const,
  canCancel: false,
  cancelRefundAmount: 0,
  canConfirm: true,
  shippedAt: '2026-11-22T01:00:00.000Z',
  deliveredAt: '2026-11-23T05:00:00.000Z',
  claimDeadline: '2026-11-30T05:00:00.000Z',
};

/** A line in each claim state a shopper meets. */
const withClaims = order({
  items: [
    orderProduct({ id: 1, ...delivered, canClaim: true }),
    orderProduct({ id: 2, productId: 8, name: '필로덴드론 버킨', ...delivered, canConfirm: false }),
    orderProduct({
      id: 3,
      productId: 9,
      name: '스킨답서스',
      ...delivered,
      status: 'RETURNED',
      canConfirm: false,
    }),
    orderProduct({ id: 4, productId: 10, name: '테라코타 화분', ...delivered, canClaim: true }),
  ],
  refundedAmount: 12_900,
  refunds: [
    {
      id: 910,
      amount: 12_900,
      shippingFeeAmount: 0,
      orderProductIds: [3],
      pointsAmount: 0,
      reason: 'OTHER',
      claimId: 73,
      createdAt: '2026-11-25T06:00:00.000Z',
    },
  ],
  shipments: [
    {
      id: 5,
      courier: 'cj',
      trackingNumber: '123456789012',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      claimId: 72,
      shippedAt: '2026-11-25T05:00:00.000Z',
      deliveredAt: null,
    },
  ],
  claims: [
    claim({
      id: 74,
      orderProductId: 4,
      status: 'REJECTED',
      rejectReason: '사진으로는 손상이 보이지 않아요.',
    }),
    claim({
      id: 73,
      orderProductId: 3,
      status: 'COMPLETED',
      refundAmount: 12_900,
      completedAt: '2026-11-25T06:00:00.000Z',
    }),
    claim({ id: 72, orderProductId: 2, kind: 'EXCHANGE', reason: 'DEFECTIVE', status: 'APPROVED' }),
    claim({ id: 71, orderProductId: 1, status: 'WITHDRAWN', detail: '' }),
  ],
});

function api(
  o: Order,
  extra?: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  return serveApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === `/v1/users/5/orders/${o.id}`) return { status: 200, body: body(o) };
    return undefined;
  });
}

async function renderDetail(o: Order, fetch = api(o)) {
  const result = await renderWithRouter(<OrderDetailScreen orderId={o.id} />, {
    entries: [`/order/${o.id}`],
    queryClient: signedInClient(),
  });
  await screen.findByText('몬스테라 델리시오사');
  return { ...result, fetch };
}

describe('claims on the order screen', SLOW, () => {
  it('offers 반품·교환 신청 until the deadline on lines that may be claimed', async () => {
    await renderDetail(withClaims);
    const link = screen.getByRole('link', { name: '몬스테라 델리시오사 반품·교환 신청' });
    expect(link.getAttribute('href')).toBe('/order/41/claim/1');
    expect(screen.getByRole('link', { name: '테라코타 화분 반품·교환 신청' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '필로덴드론 버킨 반품·교환 신청' })).toBeNull();
    expect(screen.getAllByText('반품·교환은 11월 30일까지 신청할 수 있어요.')).toHaveLength(2);
  });

  it("shows each claim's state: 거절됨 with the reason, 완료 with the refund, 승인됨 with the parcel, 철회됨", async () => {
    await renderDetail(withClaims);
    const rejected = screen.getByTestId('claim-74');
    expect(within(rejected).getByText('거절됨')).toBeTruthy();
    expect(within(rejected).getByText('거절 사유 · 사진으로는 손상이 보이지 않아요.')).toBeTruthy();

    const done = screen.getByTestId('claim-73');
    expect(within(done).getByText('완료')).toBeTruthy();
    expect(within(done).getByText('반품 · 배송 중 손상')).toBeTruthy();
    expect(within(done).getByText('12,900원 환불')).toBeTruthy();
    expect(screen.getByText('반품 완료')).toBeTruthy();
    expect(screen.getByText('2026.11.25 반품')).toBeTruthy();

    const exchange = screen.getByTestId('claim-72');
    expect(within(exchange).getByText('승인됨')).toBeTruthy();
    expect(within(exchange).getByText('교환 · 상품 불량')).toBeTruthy();
    expect(within(exchange).getByText('교환 상품 운송장 123456789012')).toBeTruthy();
    expect(
      within(exchange)
        .getByRole('link', { name: '교환 상품 배송 조회 (새 창)' })
        .getAttribute('href'),
    ).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');

    expect(within(screen.getByTestId('claim-71')).getByText('철회됨')).toBeTruthy();
    // Only a waiting claim may be withdrawn.
    expect(screen.queryByRole('button', { name: /신청 철회/ })).toBeNull();
    // The refund list names the return and its reason.
    const refunds = screen.getByRole('region', { name: '환불 내역' });
    expect(within(refunds).getByText('반품 · 배송 중 손상')).toBeTruthy();
    expect(within(refunds).queryByText(/기타/)).toBeNull();
  });

  it('withdraws a waiting claim after asking once, with a toast', async () => {
    const waiting = order({
      items: [orderProduct({ id: 1, ...delivered, canConfirm: false })],
      claims: [claim()],
    });
    const withdrawn = order({
      ...waiting,
      items: [orderProduct({ id: 1, ...delivered, canClaim: true })],
      claims: [claim({ status: 'WITHDRAWN', completedAt: '2026-11-25T04:00:00.000Z' })],
    });
    const fetch = api(waiting, (call) =>
      call.path === '/v1/orders/41/claims/71/withdraw' && call.method === 'POST'
        ? { status: 200, body: body(withdrawn) }
        : undefined,
    );
    await renderDetail(waiting, fetch);
    const card = screen.getByTestId('claim-71');
    expect(within(card).getByText('신청됨')).toBeTruthy();
    expect(within(card).getByText('잎이 꺾여서 왔어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /구매 확정/ })).toBeNull();

    fireEvent.click(
      within(card).getByRole('button', { name: '몬스테라 델리시오사 반품 신청 철회' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('철회해도 11월 30일까지 다시 신청할 수 있어요.')).toBeTruthy();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '철회하기' }));
    await waitFor(() => expect(screen.getByText('철회됨')).toBeTruthy());
    expect(fetch.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(useOrderFlash.getState().message).toBe('신청을 철회했어요.');
  });
});
