import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { AuditScreen } from '@/features/console/audit-screen';
import type { AuditSearch } from '@/features/console/search';
import { auditEntry } from '@/test/fixtures/console';
import { okList, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

function Harness({ initial }: { initial: AuditSearch }) {
  const [search, setSearch] = useState(initial);
  return <AuditScreen search={search} onSearch={setSearch} />;
}

const entries = [
  auditEntry(),
  auditEntry({
    id: 5,
    action: 'order.deliver',
    before: {
      lines: [
        { id: 1, status: 'SHIPPING' },
        { id: 2, status: 'SHIPPING' },
      ],
      parcel: { courier: 'cj', trackingNumber: '654321098765', delivered: false },
    },
    after: {
      lines: [
        { id: 1, status: 'DELIVERED' },
        { id: 2, status: 'DELIVERED' },
      ],
      parcel: { courier: 'cj', trackingNumber: '654321098765', delivered: true },
    },
  }),
  auditEntry({
    id: 2,
    action: 'review.hide',
    targetType: 'REVIEW',
    targetId: '31',
    before: { hidden: false, reason: null },
    after: { hidden: true, reason: '욕설이 들어 있어요.' },
  }),
  auditEntry({
    id: 3,
    actor: { userId: null, label: 'CLI' },
    action: 'role.set',
    targetType: 'USER',
    targetId: '9',
    before: { role: 'SHOPPER' },
    after: { role: 'OPERATOR' },
  }),
  auditEntry({
    id: 4,
    action: 'product.price',
    targetType: 'PRODUCT',
    targetId: '7',
    before: { price: 12_900 },
    after: { price: 9_900 },
  }),
  auditEntry({
    id: 6,
    action: 'product.stock',
    targetType: 'PRODUCT',
    targetId: '7',
    before: { stock: 3 },
    after: { stock: 23, delta: 20, reason: 'RECEIVED' },
  }),
];

describe('the audit log', () => {
  it('says who did what to which, and what changed, in words', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    serveApi('GET', '/admin/audit', okList(entries));
    await renderWithRouter(<Harness initial={{}} />, { entries: ['/admin/audit'] });
    const table = await screen.findByRole('table', { name: '활동 기록' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '2026.11.24 12:00',
        'seoyun@chorok.kr',
        '발송',
        '주문 #41',
        '상태 상품 준비중 1건 → 바뀐 값: 배송중 1건택배 CJ대한통운 654321098765',
      ],
      [
        '2026.11.24 12:00',
        'seoyun@chorok.kr',
        '배송 완료',
        '주문 #41',
        // Of a parcel, only what changed.
        '상태 배송중 2건 → 바뀐 값: 배송 완료 2건택배 CJ대한통운 654321098765 · 도착 아니요 → 바뀐 값: 예',
      ],
      [
        '2026.11.24 12:00',
        'seoyun@chorok.kr',
        '리뷰 숨김',
        '리뷰 #31',
        '숨김 아니요 → 바뀐 값: 예이유 없음 → 바뀐 값: 욕설이 들어 있어요.',
      ],
      ['2026.11.24 12:00', '관리 도구', '운영 권한 변경', '회원 #9', '역할 회원 → 바뀐 값: 운영자'],
      // An action this screen has no words for yet shows as the server names it.
      [
        '2026.11.24 12:00',
        'seoyun@chorok.kr',
        'product.price',
        '상품 #7',
        '정가 12,900원 → 바뀐 값: 9,900원',
      ],
      [
        '2026.11.24 12:00',
        'seoyun@chorok.kr',
        '재고 조정',
        '상품 #7',
        '재고 3 → 바뀐 값: 23수량 20이유 입고',
      ],
    ]);
    for (const link of within(table).getAllByRole('link', { name: '상품 #7' }))
      expect(link.getAttribute('href')).toBe('/admin/products/7');
    for (const link of within(table).getAllByRole('link', { name: '주문 #41' }))
      expect(link.getAttribute('href')).toBe('/admin/orders/41');
  });

  it('filters by kind of target, and shows one target’s entries until asked for all', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const api = serveApi('GET', '/admin/audit', okList(entries.slice(0, 1)));
    await renderWithRouter(<Harness initial={{ targetType: 'ORDER', targetId: '41' }} />);
    expect(await screen.findByText('주문 #41의 기록만 보고 있어요.')).toBeTruthy();
    expect(api.calls[0]?.search).toBe('?page=1&targetType=ORDER&targetId=41');
    fireEvent.click(screen.getByRole('button', { name: '리뷰' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.search).toBe('?page=1&targetType=REVIEW');
    expect(screen.queryByText(/기록만 보고 있어요/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls[2]?.search).toBe('?page=1');
  });

  it('names a 라이프 article’s entries: the action, its times, a link to the article', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    serveApi(
      'GET',
      '/admin/audit',
      okList([
        auditEntry({
          id: 9,
          action: 'curation.schedule',
          targetType: 'CURATION',
          targetId: '12',
          before: { publishedAt: null, unpublishedAt: null },
          after: { publishedAt: '2026-12-01T00:00:00.000Z', unpublishedAt: null },
        }),
      ]),
    );
    await renderWithRouter(<Harness initial={{}} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('라이프 글 발행 예약')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '라이프 글 #12' }).getAttribute('href')).toBe(
      '/admin/articles/12',
    );
    expect(within(table).getByText('2026.12.01 09:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '라이프' })).toBeTruthy();
  });
});
