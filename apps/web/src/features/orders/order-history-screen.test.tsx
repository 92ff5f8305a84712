import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { OrderHistoryScreen } from '@/features/orders/order-history-screen';
import { orderListQueryOptions } from '@/features/orders/queries';
import { order, orderProduct, signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import type { Order } from '@chorok/contract';
import { CACHE } from '@/lib/config';
import { errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

/** `count` orders, newest first, ids 100, 99, … */
function orders(count: number, from = 100): Order[] {
  return Array.from({ length: count }, (_, i) =>
    order({
      id: from - i,
      orderNumber: `CHR20261123${String(from - i).padStart(8, '0')}`,
      items: [orderProduct({ id: (from - i) * 10, name: `식물 ${from - i}` })],
    }),
  );
}

describe('OrderHistoryScreen', () => {
  it('is never cached and refetches every 5 minutes (spec §9)', () => {
    const options = orderListQueryOptions(5);
    expect(options.staleTime).toBe(0);
    expect(options.gcTime).toBe(0);
    expect(options.refetchInterval).toBe(CACHE.listRefetchIntervalMs);
    expect(options.queryKey).toEqual(['orders', 5, 'list']);
  });

  it('shows each order as a card: date in Seoul, number, line states, first item 외 N건, total', async () => {
    const mixed = order({
      // 15:05 UTC on Nov 23 is Nov 24 in Seoul.
      createdAt: '2026-11-23T15:05:00.000Z',
      items: [
        orderProduct({ status: 'SHIPPING', canCancel: false }),
        orderProduct({ id: 2, name: '필로덴드론 버킨', status: 'SHIPPING', canCancel: false }),
        orderProduct({ id: 3, name: '스킨답서스', status: 'CANCELLED', canCancel: false }),
      ],
      refundedAmount: 12_900,
    });
    const unpaid = order({ id: 40, orderNumber: 'CHR20261122UNPAID00', status: 'PAYMENT_PENDING' });
    const expired = order({ id: 39, orderNumber: 'CHR20261121EXPIRED0', status: 'EXPIRED' });
    const single = order({
      id: 38,
      orderNumber: 'CHR20261120SINGLE00',
      items: [orderProduct({ status: 'CONFIRMED', canCancel: false })],
    });
    serveApi((call) =>
      call.path === '/v1/users/5/orders'
        ? { status: 200, body: listBody([mixed, unpaid, expired, single]) }
        : undefined,
    );
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    const [first, second, third, fourth] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('heading', { name: '2026.11.24 주문' })).toBeTruthy();
    expect(within(first).getByText('주문번호 CHR20261123A1B2C3D4')).toBeTruthy();
    const states = within(first).getByRole('list', { name: '주문 상품 상태' });
    expect(states.textContent).toBe('배송중2건취소됨1건');
    expect(within(first).getByText('몬스테라 델리시오사 외 2건')).toBeTruthy();
    expect(within(first).getByText('12,900원 환불')).toBeTruthy();
    const link = within(first).getByRole('link', {
      name: '2026.11.24 주문, 몬스테라 델리시오사 외 2건 상세 보기',
    });
    expect(link.getAttribute('href')).toBe('/order/41');
    expect(within(second).getByText('결제 대기')).toBeTruthy();
    expect(within(third).getByText('결제 시간 만료')).toBeTruthy();
    expect(within(fourth).getByText('구매 확정')).toBeTruthy();
    expect(within(fourth).getByText('몬스테라 델리시오사')).toBeTruthy();
    expect(within(fourth).getByText('15,900원')).toBeTruthy();
  });

  it('pages through the list, 20 at a time, until the last page', async () => {
    const all = orders(25);
    const api = serveApi((call) => {
      if (call.path !== '/v1/users/5/orders') return undefined;
      const page = Number(new URLSearchParams(call.search).get('page'));
      return { status: 200, body: listBody(all.slice((page - 1) * 20, page * 20), 25, page) };
    });
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('주문 25건')).toBeTruthy();
    // No IntersectionObserver in jsdom: the visible button does what scrolling near it would.
    fireEvent.click(screen.getByRole('button', { name: '주문 더 보기' }));
    expect(await screen.findByText('식물 76')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: '주문 더 보기' })).toBeNull();
    expect(screen.getByText('주문을 모두 봤어요')).toBeTruthy();
    expect(api.calls.map((c) => c.search)).toEqual(['?page=1&perPage=20', '?page=2&perPage=20']);
  });

  it('leads to the shop when there are no orders', async () => {
    serveApi(() => ({ status: 200, body: listBody([], 0) }));
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    expect(await screen.findByRole('heading', { name: '아직 주문한 상품이 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '식물 둘러보기' }).getAttribute('href')).toBe(
      '/products/recommend',
    );
  });

  it('says why the list failed and tries again', async () => {
    let fail = true;
    serveApi(() =>
      fail
        ? {
            status: 500,
            body: errorBody('일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.', 500),
          }
        : { status: 200, body: listBody(orders(1)) },
    );
    await renderWithRouter(<OrderHistoryScreen />, {
      entries: ['/order/history'],
      queryClient: signedInClient(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('주문 내역을 불러오지 못했어요')).toBeTruthy();
    expect(
      within(alert).getByText('일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('식물 100')).toBeTruthy();
  });
});
