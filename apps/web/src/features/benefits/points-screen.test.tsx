import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PointsSummary } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { pointEntry } from '@/test/fixtures/benefits';
import { PointsScreen } from '@/features/benefits/points-screen';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { formatDate, monthDayOf } from '@/lib/format';
import { body, listBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const monthDay = (iso: string) => {
  const day = monthDayOf(iso);
  return `${day?.month}월 ${day?.day}일`;
};

const summary: PointsSummary = {
  balance: 2_300,
  pending: 1_290,
  expiringSoon: 200,
  expiringSoonAt: inDays(12),
};

const earnExpiry = inDays(300);
const history = [
  pointEntry({
    id: 7,
    kind: 'ADJUST',
    amount: 1_000,
    orderId: null,
    title: null,
    note: '이벤트 보상',
    expiresAt: null,
  }),
  pointEntry({ id: 6, kind: 'EXPIRE', amount: -200, orderId: null, title: null, expiresAt: null }),
  pointEntry({ id: 5, kind: 'REVOKE', amount: -278, expiresAt: null }),
  pointEntry({ id: 4, kind: 'RESTORE', amount: 300, title: '스투키', expiresAt: null }),
  pointEntry({ id: 3, kind: 'SPEND', amount: -1_000, title: '스투키', expiresAt: null }),
  pointEntry({
    id: 2,
    kind: 'REVIEW_BONUS',
    amount: 500,
    title: '몬스테라 델리시오사',
    expiresAt: earnExpiry,
  }),
  pointEntry({ id: 1, kind: 'EARN', amount: 278, expiresAt: earnExpiry }),
];

async function renderPoints(
  answer: (call: ApiRequest) => { status: number; body: unknown } | undefined,
) {
  const api = serveApi(answer);
  await renderWithRouter(<PointsScreen />, {
    entries: ['/profile/points'],
    queryClient: signedInClient(),
  });
  return api;
}

const lineOf = (title: string | RegExp) => {
  const list = screen.getByRole('list', { name: '적립금 내역' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => {
      const text = li.textContent ?? '';
      return typeof title === 'string' ? text.includes(title) : title.test(text);
    });
  if (!item) throw new Error(`no line for ${String(title)}`);
  return item;
};

describe('PointsScreen', () => {
  it('shows the balance, what is on its way and what expires soon', async () => {
    await renderPoints((call) => {
      if (call.path === '/v1/users/5/points') return { status: 200, body: body(summary) };
      if (call.path === '/v1/users/5/points/history')
        return { status: 200, body: listBody(history) };
      return undefined;
    });
    const balance = await screen.findByRole('region', { name: '사용할 수 있는 적립금' });
    expect(within(balance).getByText('2,300원')).toBeTruthy();
    expect(within(balance).getByText('1,290원')).toBeTruthy();
    expect(within(balance).getByText('구매 확정하면 적립돼요')).toBeTruthy();
    expect(within(balance).getByText(/30일 안에 사라질 적립금/)).toBeTruthy();
    expect(within(balance).getByText('200원')).toBeTruthy();
    expect(
      within(balance).getByText(`${monthDay(summary.expiringSoonAt ?? '')}부터 사라져요`),
    ).toBeTruthy();
  });

  it('lists the history with each kind named, signed amounts and when earned points expire', async () => {
    await renderPoints((call) => {
      if (call.path === '/v1/users/5/points') return { status: 200, body: body(summary) };
      if (call.path === '/v1/users/5/points/history')
        return { status: 200, body: listBody(history) };
      return undefined;
    });
    const list = await screen.findByRole('list', { name: '적립금 내역' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const kinds = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')?.textContent);
    expect(kinds).toEqual([
      '조정',
      '소멸',
      '적립 취소',
      '돌려받음',
      '사용',
      '사진 리뷰 적립',
      '적립',
    ]);

    const earned = lineOf(/^적립몬스테라 델리시오사 외 1건/);
    expect(within(earned).getByText('+278원')).toBeTruthy();
    expect(within(earned).getByText(`${formatDate(earnExpiry)} 소멸 예정`)).toBeTruthy();
    expect(within(earned).getByText('2026.11.25')).toBeTruthy();
    const spent = lineOf(/^사용스투키/);
    expect(within(spent).getByText('−1,000원')).toBeTruthy();
    expect(within(spent).queryByText(/소멸 예정/)).toBeNull();
    expect(within(lineOf('이벤트 보상')).getByText('+1,000원')).toBeTruthy();
    expect(within(lineOf(/^소멸/)).getByText('−200원')).toBeTruthy();
  });

  it('reads older history on demand', async () => {
    const api = await renderPoints((call) => {
      if (call.path === '/v1/users/5/points') return { status: 200, body: body(summary) };
      if (call.path === '/v1/users/5/points/history')
        return call.search.includes('page=2')
          ? {
              status: 200,
              body: listBody([pointEntry({ id: 99, title: '오래된 주문' })], 21, 2, 20),
            }
          : { status: 200, body: listBody(history, 21, 1, 20) };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: '내역 더 보기' }));
    expect(await screen.findByText('오래된 주문')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/v1/users/5/points/history')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: '내역 더 보기' })).toBeNull());
  });

  it('with no history yet says how points come, and explains them by the contract’s numbers', async () => {
    await renderPoints((call) => {
      if (call.path === '/v1/users/5/points')
        return {
          status: 200,
          body: body({ balance: 0, pending: 0, expiringSoon: 0, expiringSoonAt: null }),
        };
      if (call.path === '/v1/users/5/points/history') return { status: 200, body: listBody([]) };
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: '아직 적립금 내역이 없어요' })).toBeTruthy();
    expect(screen.getByText('구매 확정하면 결제한 금액의 1%가 적립돼요.')).toBeTruthy();
    expect(screen.queryByText(/사라질 적립금/)).toBeNull();
    const guide = screen.getByRole('region', { name: '적립금 안내' });
    expect(within(guide).getByText(/결제한 금액의 1%를 적립해 드려요/)).toBeTruthy();
    expect(within(guide).getByText('사진을 담아 리뷰를 쓰면 500원 더 적립돼요.')).toBeTruthy();
    expect(within(guide).getByText('적립금은 적립된 날부터 365일 동안 쓸 수 있어요.')).toBeTruthy();
  });
});
