import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SentNotification } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { RecentNotifications } from '@/features/notifications/recent-notifications';
import { ok, serveRoutes } from '@/test/api';

const notice = (overrides: Partial<SentNotification>): SentNotification => ({
  id: 1,
  type: 'CARE_REMINDER',
  orderId: null,
  title: '오늘 돌볼 식물이 있어요',
  body: '몬스테라에 물을 주세요',
  url: '/plants/setting/12',
  kinds: ['WATERING'],
  plantIds: [12],
  day: '2026-11-23',
  deliveries: [],
  sentAt: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

const shipped = notice({
  id: 3,
  type: 'ORDER_SHIPPED',
  orderId: 41,
  title: '주문하신 상품이 출발했어요',
  body: '몬스테라 델리시오사 외 1건 · CJ대한통운 123456789012',
  url: '/order/41',
  kinds: [],
  plantIds: [],
  sentAt: '2026-11-24T01:00:00.000Z',
});
const delivered = notice({
  id: 4,
  type: 'ORDER_DELIVERED',
  orderId: 41,
  title: '상품이 도착했어요',
  body: '몬스테라 델리시오사 외 1건 · 상자를 열어 식물 상태를 먼저 확인해 주세요.',
  url: '/order/41',
  kinds: [],
  plantIds: [],
  sentAt: '2026-11-25T06:30:00.000Z',
});

const SLOW = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useAuthStore.setState({ accessToken: 'token-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentNotifications', () => {
  it('shows order notices beside the care reminder, each with the icon of its kind', async () => {
    serveRoutes({ 'GET /notifications': ok([delivered, shipped, notice({})]) });
    await renderWithRouter(<RecentNotifications />, { entries: ['/profile/notifications'] });
    const list = await screen.findByRole('list', {}, SLOW);
    const items = within(list).getAllByRole('link');
    expect(
      items.map((item) => item.querySelector('[data-type]')?.getAttribute('data-type')),
    ).toEqual(['ORDER_DELIVERED', 'ORDER_SHIPPED', 'CARE_REMINDER']);
    // Three kinds, three different pictures; all decorative (the title says what happened).
    const icons = items.map((item) => item.querySelector('svg'));
    expect(new Set(icons.map((icon) => icon?.innerHTML)).size).toBe(3);
    for (const icon of icons) expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(within(items[1]!).getByText('CJ대한통운 123456789012', { exact: false })).toBeTruthy();
  });

  it('opens the order a notice is about', async () => {
    serveRoutes({ 'GET /notifications': ok([shipped]) });
    const { router } = await renderWithRouter(<RecentNotifications />, {
      entries: ['/profile/notifications'],
    });
    const link = await screen.findByRole('link', { name: /주문하신 상품이 출발했어요/ }, SLOW);
    expect(link.getAttribute('href')).toBe('/order/41');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/41'));
  });
});
