import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Order } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { OrderScreen } from '@/features/console/order-screen';
import { checkParcel } from '@/features/console/ship-dialog';
import { auditEntry } from '@/test/fixtures/console';
import { order, orderProduct } from '@/test/fixtures/orders';
import { fail, ok, okList, sentOf, serveRoutes } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const buyer = {
  userId: 5,
  name: '김초록',
  email: 'chorok@example.kr',
  phoneNumber: '010-1234-5678',
};

const shipped = (base: Order): Order => ({
  ...base,
  items: base.items.map((item) => ({
    ...item,
    status: 'SHIPPING' as const,
    shippedAt: '2026-11-24T01:00:00.000Z',
  })),
  shipments: [
    {
      id: 3,
      courier: 'cj',
      trackingNumber: '654321098765',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
      claimId: null,
      shippedAt: '2026-11-24T01:00:00.000Z',
      deliveredAt: null,
    },
  ],
});

/** GET the order (as `current` is now) and its audit entries; the test adds the step it expects. */
function orderApi(
  initial: Order,
  steps: Record<string, Parameters<typeof serveRoutes>[0][string]> = {},
) {
  const state = { current: initial };
  const api = serveRoutes({
    'GET /admin/orders/41': () => ok({ order: state.current, buyer }),
    'GET /admin/audit': okList([]),
    ...steps,
  });
  return { api, state };
}

async function open() {
  useAuthStore.getState().signIn('token', 'demo');
  await renderWithRouter(<OrderScreen orderId="41" />, { entries: ['/admin/orders/41'] });
  await screen.findByRole('heading', { level: 1, name: '주문 CHR20261123A1B2C3D4' });
}

describe('checkParcel (the contract’s OrderShipBody)', () => {
  it('asks for a courier and a waybill the courier issues, kept as digits', () => {
    expect(checkParcel({ courier: '', trackingNumber: '' })).toEqual({
      errors: {
        courier: MESSAGES.courierRequired,
        trackingNumber: MESSAGES.trackingNumberRequired,
      },
    });
    expect(checkParcel({ courier: 'cj', trackingNumber: '1234' })).toEqual({
      errors: { trackingNumber: MESSAGES.trackingNumberFormat.cj },
    });
    expect(checkParcel({ courier: 'cj', trackingNumber: '6543-2109 8765' })).toEqual({
      parcel: { courier: 'cj', trackingNumber: '654321098765' },
    });
  });
});

describe('an order in the console', () => {
  it('shows the lines, buyer, address, amounts and payment; the next steps by state', async () => {
    orderApi(
      order({
        items: [
          orderProduct({ id: 1, status: 'PAID' }),
          orderProduct({ id: 2, productId: 8, name: '필로덴드론 버킨', status: 'PREPARING' }),
        ],
      }),
    );
    await open();
    const lines = screen.getByRole('region', { name: '주문 상품' });
    expect(within(lines).getByText('결제 완료')).toBeTruthy();
    expect(within(lines).getByText('상품 준비중')).toBeTruthy();
    const who = screen.getByRole('region', { name: '구매자와 배송지' });
    expect(who.textContent).toContain('chorok@example.kr');
    expect(who.textContent).toContain('서울 중구 세종대로 110 3층 초록실');
    const money = screen.getByRole('region', { name: '금액' });
    expect(money.textContent).toContain('배송비3,000원결제 금액28,800원');
    expect(money.textContent).toContain('환불 금액0원');
    expect(screen.getByRole('region', { name: '결제 정보' }).textContent).toContain('신한카드');
    expect(screen.getByRole('button', { name: '준비 시작' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '발송' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '배송 완료' })).toBeNull();
    expect(await screen.findByText('아직 운영자가 이 주문을 처리한 기록이 없어요.')).toBeTruthy();
  });

  it('ships with a courier and waybill the contract accepts, then shows the parcel', async () => {
    const { api, state } = orderApi(order({ items: [orderProduct({ status: 'PREPARING' })] }), {
      'POST /admin/orders/41/ship': () => {
        state.current = shipped(state.current);
        return ok(state.current);
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '발송' }));
    const dialog = screen.getByRole('dialog', { name: '발송' });
    const courier = within(dialog).getByRole('combobox', { name: '택배사' });
    const waybill = within(dialog).getByRole('textbox', { name: '운송장 번호' });
    expect(document.activeElement).toBe(courier);

    fireEvent.click(within(dialog).getByRole('button', { name: '발송하기' }));
    expect(within(dialog).getByText(MESSAGES.courierRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.trackingNumberRequired)).toBeTruthy();
    expect(courier.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(courier, { target: { value: 'cj' } });
    fireEvent.input(waybill, { target: { value: '1234' } });
    expect(within(dialog).getByText(MESSAGES.trackingNumberFormat.cj)).toBeTruthy();
    expect(waybill.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(waybill, { target: { value: '6543-2109-8765' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '발송하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/orders/41/ship',
        body: { courier: 'cj', trackingNumber: '654321098765' },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain(
      '발송했어요 · CJ대한통운 654321098765',
    );
    const parcel = await screen.findByRole('region', { name: '배송 정보' });
    expect(parcel.textContent).toContain('CJ대한통운');
    expect(parcel.textContent).toContain('654321098765');
    expect(
      within(parcel)
        .getByRole('link', { name: /배송 조회/ })
        .getAttribute('href'),
    ).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765');
    // The detail and its history were read again.
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'GET' && call.path === '/v1/admin/orders/41'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: '발송' })).toBeNull();
    expect(screen.getByRole('button', { name: '배송 완료' })).toBeTruthy();
  });

  it('cancels chosen lines for the buyer with a reason, and says what was refunded', async () => {
    const { api, state } = orderApi(
      order({
        items: [
          orderProduct({ id: 1, status: 'PAID' }),
          orderProduct({ id: 2, productId: 8, name: '필로덴드론 버킨', status: 'PREPARING' }),
        ],
      }),
      {
        'POST /admin/orders/41/cancellations': () => {
          state.current = {
            ...state.current,
            refundedAmount: state.current.refundedAmount + 12_000,
            items: state.current.items.map((item) =>
              item.id === 2
                ? { ...item, status: 'CANCELLED' as const, cancelReason: 'SOLD_OUT' as const }
                : item,
            ),
          };
          return ok(state.current);
        },
      },
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '구매자 대신 주문을 취소할까요?' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(document.activeElement).toBe(boxes[0]);

    // Nothing sent without a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: '2개 상품 취소하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('취소 사유를 골라 주세요.');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(within(dialog).getByRole('radio', { name: '품절' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '0개 상품 취소하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '취소할 상품을 하나 이상 골라 주세요.',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(boxes[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '1개 상품 취소하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/orders/41/cancellations',
        body: { orderProductIds: [2], reason: 'SOLD_OUT' },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain(
      '상품 1개를 취소하고 12,000원을 환불했어요',
    );
    const lines = screen.getByRole('region', { name: '주문 상품' });
    expect(lines.textContent).toContain('품절(판매자 취소)');
  });

  it("keeps the cancel dialog open with the server's refusal", async () => {
    orderApi(order({ items: [orderProduct({ status: 'PAID' })] }), {
      'POST /admin/orders/41/cancellations': fail(
        409,
        '결제를 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
      ),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('dialog', { name: '구매자 대신 주문을 취소할까요?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '구매자 요청 (고객센터 접수)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '1개 상품 취소하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '결제를 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
    );
  });

  it("keeps the dialog open with the server's refusal", async () => {
    orderApi(order({ items: [orderProduct({ status: 'PAID' })] }), {
      'POST /admin/orders/41/ship': fail(409, '이미 발송한 주문이에요.'),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '발송' }));
    const dialog = screen.getByRole('dialog', { name: '발송' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '택배사' }), {
      target: { value: 'epost' },
    });
    fireEvent.input(within(dialog).getByRole('textbox', { name: '운송장 번호' }), {
      target: { value: '1234567890123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '발송하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('이미 발송한 주문이에요.');
  });

  it('starts preparing at once, and says why when the server refuses', async () => {
    const { api } = orderApi(order({ items: [orderProduct({ status: 'PAID' })] }), {
      'POST /admin/orders/41/prepare': fail(409, '준비할 상품이 없어요.'),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: '준비 시작' }));
    expect((await screen.findByRole('alert')).textContent).toBe('준비할 상품이 없어요.');
    expect(api.calls.filter((call) => call.method === 'POST').map(sentOf)).toEqual([
      { method: 'POST', path: '/v1/admin/orders/41/prepare', body: undefined },
    ]);
  });

  it('marks delivered after asking, and lists what operators did to the order', async () => {
    const { api, state } = orderApi(shipped(order()), {
      'POST /admin/orders/41/deliver': () => {
        state.current = {
          ...state.current,
          items: state.current.items.map((item) => ({ ...item, status: 'DELIVERED' as const })),
        };
        return ok(state.current);
      },
      'GET /admin/audit': okList([auditEntry()]),
    });
    await open();
    const history = screen.getByRole('region', { name: '이 주문의 활동 기록' });
    expect((await within(history).findByText('발송')).textContent).toBe('발송');
    expect(history.textContent).toContain('처리: seoyun@chorok.kr');
    expect(history.textContent).toContain('상태 상품 준비중 1건 → 바뀐 값: 배송중 1건');
    expect(history.textContent).toContain('택배 CJ대한통운 654321098765');

    fireEvent.click(screen.getByRole('button', { name: '배송 완료' }));
    const confirm = screen.getByRole('alertdialog', { name: '배송 완료로 바꿀까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '배송 완료로 바꾸기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/v1/admin/orders/41/deliver',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '배송 완료' })).toBeNull());
    expect(
      api.calls.filter((call) => call.path === '/v1/admin/audit').map((call) => call.search),
    ).toContain('?targetType=ORDER&targetId=41&page=1');
  });

  it('says when there is no such order', async () => {
    serveRoutes({ 'GET /admin/orders/41': fail(404, MESSAGES.orderNotFound) });
    useAuthStore.getState().signIn('token', 'demo');
    await renderWithRouter(<OrderScreen orderId="41" />);
    expect(await screen.findByText('주문을 찾을 수 없어요')).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: '주문 목록' }))
      expect(link.getAttribute('href')).toBe('/admin/orders');
  });

  it('asks nothing for an address that is not an order id', async () => {
    const api = serveRoutes({});
    useAuthStore.getState().signIn('token', 'demo');
    await renderWithRouter(<OrderScreen orderId="abc" />);
    expect(screen.getByText('주문을 찾을 수 없어요')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
