import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { PlantsManageScreen } from '@/features/plants/manage-screen';
import { plantDashboardKey } from '@/features/plants/queries';
import { dashboardItem } from '@/test/fixtures/plants';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

describe('/plants/manage', () => {
  it('invites a visitor to sign in and come back here', async () => {
    const api = serveApi(() => undefined);
    await renderWithRouter(<PlantsManageScreen />, { entries: ['/plants/manage'] });
    expect(screen.getByRole('heading', { name: '내 식물을 등록해 보세요' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '로그인하고 시작하기' });
    expect(link.getAttribute('href')).toBe('/auth/sign-in?redirect=%2Fplants%2Fmanage');
    expect(api.calls.filter((c) => c.path.startsWith('/v1/plants'))).toEqual([]);
    expect(screen.queryByRole('link', { name: '알림 설정' })).toBeNull();
  });

  it('shows care the weather holds back as waiting, not as due today', async () => {
    const queryClient = signedInClient();
    serveApi((call) =>
      call.path === '/v1/plants/dashboard'
        ? // Airing is due (4 days, every 3) but the cold holds it back; watering is due too.
          { status: 200, body: body([dashboardItem({ dayWithWind: 4, dayWithWater: 7 })]) }
        : undefined,
    );
    await renderWithRouter(<PlantsManageScreen />, { entries: ['/plants/manage'], queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    const air = within(card).getByRole('meter', { name: '몬스테라 환기' });
    expect(air.getAttribute('aria-valuetext')).toBe(
      '주기 3일, 할 때가 됐지만 오늘은 날씨 때문에 미뤄요',
    );
    expect(air.dataset.overdue).toBeUndefined();
    expect(within(card).getByText('날씨로 미룸')).toBeTruthy();
    // Watering has no SKIP advice: due today, as before.
    const water = within(card).getByRole('meter', { name: '몬스테라 물 주기' });
    expect(water.getAttribute('aria-valuetext')).toBe('주기 7일, 오늘 할 차례예요');
    expect(water.dataset.overdue).toBe('true');
  });

  it('draws a card per plant: days together, three care meters (overdue marked), to-dos and weather', async () => {
    const queryClient = signedInClient();
    serveApi((call) =>
      call.path === '/v1/plants/dashboard'
        ? { status: 200, body: body([dashboardItem()]) }
        : undefined,
    );
    await renderWithRouter(<PlantsManageScreen />, { entries: ['/plants/manage'], queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    expect(within(card).getByText('함께한 지 40일')).toBeTruthy();

    const water = within(card).getByRole('meter', { name: '몬스테라 물 주기' });
    expect(water.getAttribute('aria-valuetext')).toBe('주기 7일, 2일 늦었어요');
    expect(water.dataset.overdue).toBe('true');
    const air = within(card).getByRole('meter', { name: '몬스테라 환기' });
    expect(air.getAttribute('aria-valuetext')).toBe('주기 3일 중 1일 지남, 2일 남음');
    expect(air.dataset.overdue).toBeUndefined();
    expect(within(card).getByRole('meter', { name: '몬스테라 분갈이' })).toBeTruthy();
    expect(within(card).getByText('2일 지남')).toBeTruthy();

    expect(within(card).getByRole('button', { name: '몬스테라 물 주기 완료' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '몬스테라 잎 닦아 주기 완료' })).toBeTruthy();
    // Not done yet: each is an empty ring, no check drawn (a check says done).
    for (const name of ['몬스테라 물 주기 완료', '몬스테라 잎 닦아 주기 완료'])
      expect(within(card).getByRole('button', { name }).querySelector('svg')).toBeNull();
    expect(within(card).getByText(/서울특별시 · 맑음 3°C · 습도 40% · 미세먼지 좋음/)).toBeTruthy();
    expect(within(card).getByText('오늘은 추워서 환기를 쉬어요.')).toBeTruthy();
    expect(within(card).queryByText('평소대로 물을 주세요.')).toBeNull();
    expect(within(card).getByRole('link', { name: '몬스테라 설정' }).getAttribute('href')).toBe(
      '/plants/setting/3',
    );
    expect(screen.getByRole('link', { name: '식물 등록하기' }).getAttribute('href')).toBe(
      '/plants/new',
    );
    // Reminder settings are one tap away from the plants they are about.
    expect(screen.getByRole('link', { name: '알림 설정' }).getAttribute('href')).toBe(
      '/profile/notifications',
    );
  });

  it('shows the light where the plant stands with its advice, or invites to measure it', async () => {
    const queryClient = signedInClient();
    serveApi(() => ({
      status: 200,
      body: body([
        dashboardItem({
          light: {
            lux: 1_500,
            measuredAt: '2026-11-24T16:00:00.000Z',
            level: 'PARTIAL_SHADE',
            fit: 'DARK',
            range: { minLux: 2_000, maxLux: 10_000 },
            message: '이 자리는 몬스테라에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.',
          },
        }),
        dashboardItem({ id: 4, plantName: '초록이', light: null }),
      ]),
    }));
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    // Measured just after midnight in Seoul: that Seoul day.
    expect(within(card).getByText(/1,500 lx · 반음지/).textContent).toBe(
      '이 자리의 빛 1,500 lx · 반음지 · 2026.11.25 측정',
    );
    expect(
      within(card).getByText('이 자리는 몬스테라에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: '다시 재기' }).getAttribute('href')).toBe(
      '/labs/ambient-light',
    );
    const unmeasured = screen.getByRole('article', { name: '초록이' });
    expect(
      within(unmeasured).getByText('자리의 밝기를 재 두면 빛이 알맞은지도 알려 드려요.'),
    ).toBeTruthy();
    expect(within(unmeasured).getByRole('link', { name: '빛 재기' }).getAttribute('href')).toBe(
      '/labs/ambient-light',
    );
  });

  it('a plant without a picture is drawn', async () => {
    const queryClient = signedInClient();
    serveApi(() => ({
      status: 200,
      body: body([
        dashboardItem({
          productName: null,
          productCutoutImageUrl: null,
          mainImageUrl: null,
          todos: [],
        }),
      ]),
    }));
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    expect(within(card).getByTestId('drawn-plant')).toBeTruthy();
    expect(within(card).getByText('오늘은 할 일이 없어요. 푹 쉬게 해 주세요.')).toBeTruthy();
  });

  it('with no plants, leads to registering one or to the shop', async () => {
    const queryClient = signedInClient();
    serveApi(() => ({ status: 200, body: body([]) }));
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    expect(await screen.findByRole('heading', { name: '아직 등록한 식물이 없어요' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '식물 등록하기' });
    expect(links.some((l) => l.getAttribute('href') === '/plants/new')).toBe(true);
    expect(screen.getByRole('link', { name: '식물 구경하러 가기' }).getAttribute('href')).toBe(
      '/products/recommend',
    );
  });

  it('a failed load says so and retries', async () => {
    const queryClient = signedInClient();
    // The dashboard's own retry rule (two more tries on a 500) runs, without waiting.
    queryClient.setQueryDefaults(plantDashboardKey, { retryDelay: 0 });
    let fail = true;
    serveApi(() =>
      fail
        ? {
            status: 500,
            body: errorBody('일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.', 500),
          }
        : { status: 200, body: body([dashboardItem()]) },
    );
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    expect(await screen.findByText('식물을 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByText('일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '몬스테라' })).toBeTruthy();
  });

  it('one tap marks a to-do done at once, and puts it back when the server refuses', async () => {
    const queryClient = signedInClient();
    let release: (ok: boolean) => void = () => undefined;
    const answer = new Promise<boolean>((resolve) => {
      release = resolve;
    });
    serveApi(async (call) => {
      if (call.path === '/v1/plants/dashboard')
        return { status: 200, body: body([dashboardItem()]) };
      if (call.method === 'PATCH' && call.path === '/v1/plants/3/todos/11/done') {
        const ok = await answer;
        return ok
          ? {
              status: 200,
              body: body({ id: 11, todo: '물 주기', kind: 'WATERING', dueOn: '2026-11-21' }),
            }
          : { status: 500, body: errorBody(MESSAGES.serverError, 500) };
      }
      return undefined;
    });
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 완료' }));
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: '몬스테라 물 주기 완료' })).toBeNull(),
    );
    expect(
      within(card).getByRole('meter', { name: '몬스테라 물 주기' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    release(false);
    expect(await within(card).findByRole('button', { name: '몬스테라 물 주기 완료' })).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.serverError);
  });

  it('a done to-do stays gone when the server agrees', async () => {
    const queryClient = signedInClient();
    let done = false;
    serveApi((call) => {
      if (call.path === '/v1/plants/dashboard')
        return {
          status: 200,
          body: body([
            dashboardItem(done ? { todos: [dashboardItem().todos[1]!], dayWithWater: 0 } : {}),
          ]),
        };
      if (call.method === 'PATCH') {
        done = true;
        return {
          status: 200,
          body: body({ id: 11, todo: '물 주기', kind: 'WATERING', dueOn: '2026-11-21' }),
        };
      }
      return undefined;
    });
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 완료' }));
    expect(await screen.findByText('몬스테라 물 주기 완료했어요')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '몬스테라 물 주기 완료' })).toBeNull();
  });

  it('draws a ring for each kind that is on: the three always, an optional one once its interval is set', async () => {
    const queryClient = signedInClient();
    serveApi((call) =>
      call.path === '/v1/plants/dashboard'
        ? {
            status: 200,
            body: body([
              dashboardItem(),
              dashboardItem({ id: 4, plantName: '초록이', mistingFrequency: 3, dayWithMist: 4 }),
            ]),
          }
        : undefined,
    );
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const plain = await screen.findByRole('article', { name: '몬스테라' });
    const names = (card: HTMLElement) =>
      within(card)
        .getAllByRole('meter')
        .map((m) => m.getAttribute('aria-label'));
    expect(names(plain)).toEqual(['몬스테라 물 주기', '몬스테라 환기', '몬스테라 분갈이']);

    const misted = screen.getByRole('article', { name: '초록이' });
    expect(names(misted)).toEqual([
      '초록이 물 주기',
      '초록이 환기',
      '초록이 분갈이',
      '초록이 분무',
    ]);
    const mist = within(misted).getByRole('meter', { name: '초록이 분무' });
    expect(mist.getAttribute('aria-valuetext')).toBe('주기 3일, 1일 늦었어요');
    expect(mist.dataset.overdue).toBe('true');
  });

  it('fits six rings, and shows fertilizing out of its season as resting, not due', async () => {
    const queryClient = signedInClient();
    serveApi((call) =>
      call.path === '/v1/plants/dashboard'
        ? {
            status: 200,
            body: body([
              dashboardItem({
                fertilizingFrequency: 14,
                dayWithFertilizer: 40,
                mistingFrequency: 3,
                dayWithMist: 1,
                leafWipingFrequency: 14,
                dayWithLeafWipe: 2,
                resting: ['FERTILIZING'],
              }),
            ]),
          }
        : undefined,
    );
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    expect(within(card).getAllByRole('meter')).toHaveLength(6);
    const feed = within(card).getByRole('meter', { name: '몬스테라 영양제' });
    // 40 days since, every 14: it would be overdue, but it is resting until March.
    expect(feed.getAttribute('aria-valuetext')).toBe(
      '주기 14일, 지금은 쉬는 철이에요. 3월부터 다시 챙겨요',
    );
    expect(feed.dataset.overdue).toBeUndefined();
    expect(feed.dataset.resting).toBe('true');
    expect(within(feed).getByText('쉬는 철')).toBeTruthy();
    expect(
      within(card).getByRole('meter', { name: '몬스테라 잎 닦기' }).getAttribute('aria-valuetext'),
    ).toBe('주기 14일 중 2일 지남, 12일 남음');
  });

  it('a 분무 to-do is done with one tap, and its ring starts again', async () => {
    const queryClient = signedInClient();
    const misting = { id: 21, todo: '분무하기', kind: 'MISTING' as const, dueOn: '2026-11-23' };
    let done = false;
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/dashboard')
        return {
          status: 200,
          body: body([
            dashboardItem({
              mistingFrequency: 3,
              ...(done ? { dayWithMist: 0, todos: [] } : { dayWithMist: 5, todos: [misting] }),
            }),
          ]),
        };
      if (call.method === 'PATCH' && call.path === '/v1/plants/3/todos/21/done') {
        done = true;
        return { status: 200, body: body(misting) };
      }
      return undefined;
    });
    await renderWithRouter(<PlantsManageScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: '몬스테라' });
    expect(within(card).getByRole('button', { name: '몬스테라 분무하기 나중에' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 분무하기 완료' }));
    await waitFor(() =>
      expect(
        within(card).getByRole('meter', { name: '몬스테라 분무' }).getAttribute('aria-valuenow'),
      ).toBe('0'),
    );
    expect(await screen.findByText('몬스테라 분무하기 완료했어요')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/v1/plants/3/todos/21/done')).toBe(true);
  });
});
