import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CareCalendar, CareCalendarItem } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { PlantsManageScreen } from '@/features/plants/manage-screen';
import { dashboardItem } from '@/test/fixtures/plants';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const item = (over: Partial<CareCalendarItem>): CareCalendarItem => ({
  plantId: 1,
  plantName: '몬스테라',
  imageUrl: null,
  kind: 'WATERING',
  state: 'DUE',
  reminded: true,
  hold: null,
  ...over,
});

/** 2026-05-10 (Sunday) on: overdue watering and held airing today, a snoozed care on day 2. */
function calendar(): CareCalendar {
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 4, 10 + i)).toISOString().slice(0, 10);
    return {
      date,
      weekday: ((0 + i) % 7) as CareCalendar['days'][number]['weekday'],
      quiet: i % 7 === 3,
      items: [] as CareCalendarItem[],
    };
  });
  days[0]!.items = [
    item({ state: 'OVERDUE' }),
    item({
      kind: 'AIR_EXPOSURE',
      reminded: false,
      hold: '기온이 2°C로 낮아요. 오늘은 창문을 닫아 두세요.',
    }),
  ];
  days[2]!.items = [
    item({ plantId: 2, plantName: '고사리', state: 'SNOOZED' }),
    item({ plantId: 3, plantName: '고무나무', kind: 'LEAF_WIPING' }),
  ];
  return {
    from: '2026-05-10',
    days,
    reminderHour: 20,
    remindersOn: {
      watering: true,
      airExposure: true,
      repotting: true,
      fertilizing: true,
      misting: true,
      leafWiping: true,
    },
  };
}

describe('the 14-day care calendar on the plants tab', () => {
  it('switches to the calendar, shows today first, and lists a picked day', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) =>
      call.path === '/v1/plants/dashboard'
        ? { status: 200, body: body([dashboardItem()]) }
        : call.path === '/v1/plants/calendar'
          ? { status: 200, body: body(calendar()) }
          : undefined,
    );
    await renderWithRouter(<PlantsManageScreen />, { entries: ['/plants/manage'], queryClient });
    fireEvent.click(await screen.findByRole('tab', { name: '14일 달력' }));

    const strip = await screen.findByRole('list', { name: '날짜 고르기' });
    const chips = within(strip).getAllByRole('button');
    expect(chips).toHaveLength(14);
    expect(chips[0]!.getAttribute('aria-label')).toBe('5월 10일 일요일, 오늘, 돌봄 2개');
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(chips[3]!.getAttribute('aria-label')).toBe('5월 13일 수요일, 돌봄 없음, 알림 쉬는 날');

    const today = screen.getByRole('list', { name: '이날 챙길 돌봄' });
    const rows = within(today).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('물 주기');
    expect(rows[0]!.textContent).toContain('밀린 돌봄');
    expect(rows[0]!.textContent).toContain('오후 8시 알림');
    expect(rows[1]!.textContent).toContain('환기');
    expect(rows[1]!.textContent).toContain('기온이 2°C로 낮아요');
    expect(rows[1]!.textContent).not.toContain('알림');

    fireEvent.click(chips[2]!);
    expect(chips[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: '5월 12일 (화)' })).toBeTruthy();
    const picked = screen.getByRole('list', { name: '이날 챙길 돌봄' });
    expect(within(picked).getByText('고사리')).toBeTruthy();
    expect(within(picked).getByText('미룬 돌봄')).toBeTruthy();
    // An optional care has its words (and icon) like the others.
    const wipe = within(picked).getAllByRole('listitem')[1]!;
    expect(wipe.textContent).toContain('고무나무');
    expect(wipe.textContent).toContain('잎 닦기');
    expect(wipe.querySelector('svg')).toBeTruthy();

    fireEvent.click(chips[1]!);
    expect(screen.getByText('이날은 챙길 돌봄이 없어요. 식물도 쉬어 가는 날이에요.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '이날 챙길 돌봄' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/v1/plants/calendar')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: '오늘' }));
    expect(await screen.findByRole('article', { name: '몬스테라' })).toBeTruthy();
  });
});
