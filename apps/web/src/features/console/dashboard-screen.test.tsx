import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DASHBOARD, type AdminDashboard, type DashboardDay } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { DashboardScreen } from '@/features/console/dashboard-screen';
import { fail, ok, serveRoutes } from '@/test/api';

beforeAll(() => {
  // recharts sizes its chart by observing the box; jsdom has no layout, so nothing to observe.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const days: DashboardDay[] = Array.from({ length: DASHBOARD.days }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  orders: index === DASHBOARD.days - 1 ? 3 : 1,
  revenue: index === DASHBOARD.days - 1 ? 84_000 : 20_000,
  refunds: index === 10 ? 12_000 : 0,
}));

const board: AdminDashboard = {
  today: days.at(-1)!,
  days,
  bestSellers: [
    { productId: 7, name: '몬스테라 델리시오사', quantity: 12, revenue: 348_000 },
    { productId: 9, name: '토분', quantity: 4, revenue: 36_000 },
  ],
  lowStock: [
    { productId: 3, name: '필로덴드론 버킨', stock: 0, status: 'OUT_OF_STOCK' },
    { productId: 4, name: '스투키', stock: 2, status: 'ON_SALE' },
  ],
  waitingToShip: {
    count: 1,
    orders: [
      {
        id: 41,
        orderNumber: 'CHR20261123A1B2C3D4',
        orderName: '몬스테라 델리시오사 외 1건',
        recipientName: '박수령',
        paidAt: '2026-11-28T01:00:00.000Z',
      },
    ],
  },
  at: '2026-11-30T05:00:00.000Z',
};

async function open() {
  useAuthStore.getState().signIn('token', 'demo');
  await renderWithRouter(<DashboardScreen />, { entries: ['/admin'] });
  await screen.findByRole('heading', { level: 1, name: '오늘' });
}

describe('오늘 in the console', () => {
  it("shows today's and the month's figures, the chart's numbers, and what waits", async () => {
    serveRoutes({ 'GET /admin/dashboard': ok(board) });
    await open();
    const figures = await screen.findByText('오늘 주문');
    const list = figures.closest('dl')!;
    expect(list.textContent).toContain('오늘 주문3건');
    expect(list.textContent).toContain('오늘 매출84,000원');
    // 29 days of 20,000 and today's 84,000; 32 orders; one refund.
    expect(list.textContent).toContain('최근 30일 매출664,000원32건');
    expect(list.textContent).toContain('최근 30일 환불12,000원');
    expect(screen.getByText('2026.11.30 14:00 기준 · 1분마다 새로 불러와요')).toBeTruthy();

    // The chart's figures are a table too, newest first.
    fireEvent.click(await screen.findByText('표로 보기'));
    const table = screen.getByRole('table', { name: '최근 30일 매출과 환불' });
    const [, first] = within(table).getAllByRole('row');
    expect(first!.textContent).toBe('2026-11-30' + '3' + '84,000원' + '0원');

    const waiting = screen.getByRole('region', { name: '발송 대기' });
    expect(waiting.textContent).toContain(
      '결제하고 하루가 넘도록 발송하지 않은 주문이 1건 있어요.',
    );
    expect(
      within(waiting)
        .getByRole('link', { name: '몬스테라 델리시오사 외 1건' })
        .getAttribute('href'),
    ).toBe('/admin/orders/41');
    expect(within(waiting).getByText('2026.11.28 10:00 결제')).toBeTruthy();

    const best = screen.getByRole('region', { name: '많이 팔린 상품 · 30일' });
    expect(
      within(best)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1몬스테라 델리시오사12개348,000원', '2토분4개36,000원']);
    const low = screen.getByRole('region', { name: '재고 부족' });
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['필로덴드론 버킨품절', '스투키2개 남음']);
    expect(within(low).getByRole('link', { name: '필로덴드론 버킨' }).getAttribute('href')).toBe(
      '/admin/products/3',
    );
  });

  it('says so when nothing waits, nothing sold and stock is fine', async () => {
    serveRoutes({
      'GET /admin/dashboard': ok({
        ...board,
        bestSellers: [],
        lowStock: [],
        waitingToShip: { count: 0, orders: [] },
      }),
    });
    await open();
    expect(await screen.findByText('하루 넘게 기다리는 주문이 없어요.')).toBeTruthy();
    expect(screen.getByText('아직 팔린 상품이 없어요.')).toBeTruthy();
    expect(screen.getByText('재고가 넉넉해요.')).toBeTruthy();
  });

  it('offers to try again when the figures do not load', async () => {
    serveRoutes({ 'GET /admin/dashboard': fail(500, '잠시 후 다시 시도해 주세요.') });
    await open();
    expect(await screen.findByText('오늘의 숫자를 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시/ })).toBeTruthy();
  });
});
