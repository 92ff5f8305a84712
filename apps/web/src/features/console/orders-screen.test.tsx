import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, seoulDate } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { OrdersScreen } from '@/features/console/orders-screen';
import { orderListQuery, type OrdersSearch } from '@/features/console/search';
import { orderRow } from '@/test/fixtures/console';
import { type ApiRequest, fail, okList, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

/** The screen as its route uses it: the search lives in the address (here, in state). */
function Harness({ initial }: { initial: OrdersSearch }) {
  const [search, setSearch] = useState(initial);
  return <OrdersScreen search={search} onSearch={setSearch} />;
}

const queryOf = (call: ApiRequest | undefined) =>
  Object.fromEntries(call ? [...call.url.searchParams] : []);

async function open(initial: OrdersSearch = {}, total = 1) {
  useAuthStore.getState().signIn('token', 'demo');
  const api = serveApi('GET', '/admin/orders', okList([orderRow()], total));
  await renderWithRouter(<Harness initial={initial} />, { entries: ['/admin/orders'] });
  await screen.findAllByText('CHR20261123A1B2C3D4');
  return api;
}

describe('orderListQuery', () => {
  it('turns each chip into the order state or the line state the API filters by', () => {
    expect(orderListQuery({})).toEqual({ page: 1 });
    expect(orderListQuery({ state: 'unpaid' })).toEqual({ page: 1, status: 'PAYMENT_PENDING' });
    expect(orderListQuery({ state: 'toPrepare' })).toEqual({ page: 1, lineStatus: 'PAID' });
    expect(orderListQuery({ state: 'preparing' })).toEqual({ page: 1, lineStatus: 'PREPARING' });
    expect(orderListQuery({ state: 'shipping' })).toEqual({ page: 1, lineStatus: 'SHIPPING' });
    expect(orderListQuery({ state: 'delivered' })).toEqual({ page: 1, lineStatus: 'DELIVERED' });
    expect(orderListQuery({ state: 'cancelled' })).toEqual({ page: 1, status: 'CANCELLED' });
    expect(orderListQuery({ q: '  ', page: 3 })).toEqual({ page: 3 });
  });
});

describe('the order list', () => {
  it('asks for what the address says: state, Seoul days, words and page', async () => {
    const api = await open({
      state: 'toPrepare',
      from: '2026-11-01',
      to: '2026-11-23',
      q: ' 김초록 ',
      page: 2,
    });
    expect(queryOf(api.calls[0])).toEqual({
      page: '2',
      lineStatus: 'PAID',
      from: '2026-11-01',
      to: '2026-11-23',
      q: '김초록',
    });
  });

  it('a chip, the words and the days each ask again from page 1', async () => {
    const api = await open({ state: 'toPrepare', page: 3 });

    fireEvent.click(screen.getByRole('button', { name: '취소됨' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(queryOf(api.calls[1])).toEqual({ page: '1', status: 'CANCELLED' });
    expect(screen.getByRole('button', { name: '취소됨' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const words = screen.getByRole('searchbox', { name: '주문 검색' });
    fireEvent.input(words, { target: { value: '010-1234-5678' } });
    fireEvent.submit(within(screen.getByRole('search')).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(queryOf(api.calls[2])).toEqual({ page: '1', status: 'CANCELLED', q: '010-1234-5678' });

    fireEvent.click(screen.getByRole('button', { name: '최근 7일' }));
    await waitFor(() => expect(api.calls).toHaveLength(4));
    const today = seoulDate();
    expect(queryOf(api.calls[3])).toEqual({
      page: '1',
      status: 'CANCELLED',
      q: '010-1234-5678',
      from: addDays(today, -6),
      to: today,
    });

    fireEvent.input(screen.getByLabelText('시작일'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(queryOf(api.calls[4])).toMatchObject({ from: '2026-11-20', to: today });

    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(api.calls).toHaveLength(6));
    expect(queryOf(api.calls[5])).toEqual({
      page: '1',
      q: '010-1234-5678',
      from: '2026-11-20',
      to: today,
    });
  });

  it('pages through the list', async () => {
    const api = await open({}, 45);
    const pages = screen.getByRole('navigation', { name: '주문 목록 페이지' });
    expect(pages.textContent).toContain('모두 45건');
    expect(pages.textContent).toContain('1 / 3 페이지');
    expect(within(pages).getByRole('button', { name: /이전/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(queryOf(api.calls[1])).toEqual({ page: '2' });
  });

  it('shows each order: number (to its page), when, buyer, items, total and line states', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    serveApi(
      'GET',
      '/admin/orders',
      okList([
        orderRow({
          lines: [
            { status: 'SHIPPING', count: 1 },
            { status: 'CANCELLED', count: 2 },
          ],
          refundedAmount: 12_900,
          recipientName: '김엄마',
        }),
      ]),
    );
    await renderWithRouter(<Harness initial={{}} />, { entries: ['/admin/orders'] });
    const table = await screen.findByRole('table', { name: '주문 목록' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'CHR20261123A1B2C3D4',
      // 15:05 UTC is 00:05 the next day in Seoul.
      '2026.11.24 00:05',
      '김초록010-1234-5678받는 분 김엄마',
      '몬스테라 델리시오사 외 1건',
      '32,900원환불 12,900원',
      '배송중취소됨2건',
    ]);
    expect(
      within(row!)
        .getByRole('link', { name: '주문 CHR20261123A1B2C3D4 보기' })
        .getAttribute('href'),
    ).toBe('/admin/orders/41');
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const api = serveApi('GET', '/admin/orders', okList([]));
    await renderWithRouter(<Harness initial={{ state: 'shipping' }} />, { entries: ['/admin'] });
    expect(await screen.findByText('주문이 없어요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '조건 지우기' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(queryOf(api.calls[1])).toEqual({ page: '1' });
  });

  it("shows the API's refusal (a bad date range) with a retry", async () => {
    useAuthStore.getState().signIn('token', 'demo');
    serveApi(
      'GET',
      '/admin/orders',
      fail(400, '기간은 YYYY-MM-DD로, 시작일이 종료일보다 앞서게 골라 주세요.'),
    );
    await renderWithRouter(<Harness initial={{ from: '2026-11-23', to: '2026-11-01' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('주문을 불러오지 못했어요');
    expect(alert.textContent).toContain('시작일이 종료일보다 앞서게 골라 주세요');
  });
});
