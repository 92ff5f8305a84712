import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type PlantDashboardItem } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { PlantsManageScreen } from '@/features/plants/manage-screen';
import { dashboardItem, plant } from '@/test/fixtures/plants';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi, type Resolver } from '@/test/api';

/* Issue 18 on the dashboard: undo after 완료, 나중에 (snooze or skip), the learned interval. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const WATERING = { id: 11, todo: '물 주기', kind: 'WATERING', dueOn: '2026-11-21' } as const;

/** The dashboard as the server holds it: `server.item`, which a handler may change. */
async function renderDashboard(
  handler: Resolver,
  server: { item: PlantDashboardItem } = { item: dashboardItem() },
) {
  const queryClient = signedInClient();
  const api = serveApi((call) =>
    call.path === '/v1/plants/dashboard'
      ? { status: 200, body: body([server.item]) }
      : handler(call),
  );
  await renderWithRouter(<PlantsManageScreen />, { queryClient });
  const card = await screen.findByRole('article', { name: '몬스테라' });
  return { api, card };
}

const MY_TASK = dashboardItem().todos[1]!;
/** The server's dashboard once the watering is done (or skipped). */
const wateringClosed = () => dashboardItem({ todos: [MY_TASK], dayWithWater: 0 });

const waterMeter = (card: HTMLElement) =>
  within(card).getByRole('meter', { name: '몬스테라 물 주기' });

describe('undo after 완료', () => {
  it('offers 되돌리기: the to-do and its days come back, and the server is asked to undo', async () => {
    const server = { item: dashboardItem() };
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, card } = await renderDashboard(async (call) => {
      if (call.method === 'PATCH') {
        server.item = wateringClosed();
        return { status: 200, body: body(WATERING) };
      }
      if (call.method === 'DELETE' && call.path === '/v1/plants/3/todos/11/done') {
        await answered;
        server.item = dashboardItem();
        return { status: 200, body: body(WATERING) };
      }
      return undefined;
    }, server);
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 완료' }));
    expect(await screen.findByText('몬스테라 물 주기 완료했어요')).toBeTruthy();
    expect(waterMeter(card).getAttribute('aria-valuenow')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: '몬스테라 물 주기 되돌리기' }));
    // Before the server answers: back on the card, 9 days since watering again (overdue).
    expect(await within(card).findByRole('button', { name: '몬스테라 물 주기 완료' })).toBeTruthy();
    expect(waterMeter(card).getAttribute('aria-valuetext')).toBe('주기 7일, 2일 늦었어요');
    release();
    expect(await screen.findByText('되돌렸어요')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v1/plants/3/todos/11/done',
    ]);
  });

  it('says why when the undo is refused, and shows the to-do as done again', async () => {
    const server = { item: dashboardItem() };
    const { card } = await renderDashboard((call) => {
      if (call.method === 'PATCH') {
        server.item = wateringClosed();
        return { status: 200, body: body(WATERING) };
      }
      if (call.method === 'DELETE')
        return { status: 409, body: errorBody(MESSAGES.undoExpired, 409) };
      return undefined;
    }, server);
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 완료' }));
    fireEvent.click(await screen.findByRole('button', { name: '몬스테라 물 주기 되돌리기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.undoExpired);
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: '몬스테라 물 주기 완료' })).toBeNull(),
    );
  });
});

describe('나중에', () => {
  it('only for care to-dos', async () => {
    const { card } = await renderDashboard(() => undefined);
    expect(within(card).getByRole('button', { name: '몬스테라 물 주기 나중에' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '몬스테라 잎 닦아 주기 나중에' })).toBeNull();
  });

  it('내일: the to-do leaves the card and the ring says it was put off', async () => {
    const server = { item: dashboardItem() };
    const { api, card } = await renderDashboard((call) => {
      if (call.method !== 'POST' || call.path !== '/v1/plants/3/care/WATERING/snooze')
        return undefined;
      server.item = dashboardItem({
        todos: [MY_TASK],
        snoozes: [{ kind: 'WATERING', until: '2026-11-28' }],
      });
      return { status: 200, body: body({ kind: 'WATERING', until: '2026-11-28' }) };
    }, server);
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 나중에' }));
    const sheet = await screen.findByRole('dialog', { name: '물 주기, 언제 할까요?' });
    fireEvent.click(within(sheet).getByRole('button', { name: /^내일/ }));
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: '몬스테라 물 주기 완료' })).toBeNull(),
    );
    expect(within(card).getByText('미뤘어요')).toBeTruthy();
    expect(waterMeter(card).dataset.overdue).toBeUndefined();
    expect(await screen.findByText('몬스테라 물 주기, 내일 다시 알려 드릴게요')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ days: 1 });
  });

  it('건너뛰기 with a reason: the to-do closes, with 되돌리기 offered', async () => {
    const server = { item: dashboardItem() };
    const { api, card } = await renderDashboard((call) => {
      if (call.method !== 'POST' || call.path !== '/v1/plants/3/care/WATERING/skip')
        return undefined;
      server.item = wateringClosed();
      return {
        status: 201,
        body: body(
          {
            id: 5,
            kind: 'WATERING',
            date: '2026-11-27',
            outcome: 'SKIPPED',
            skipReason: 'SOIL_WET',
            createdAt: '2026-11-27T01:00:00.000Z',
          },
          201,
        ),
      };
    }, server);
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 나중에' }));
    const sheet = await screen.findByRole('dialog', { name: '물 주기, 언제 할까요?' });
    fireEvent.click(within(sheet).getByRole('button', { name: '흙이 아직 촉촉해요' }));
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: '몬스테라 물 주기 완료' })).toBeNull(),
    );
    expect(await screen.findByText('몬스테라 물 주기, 이번엔 건너뛰었어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '몬스테라 물 주기 되돌리기' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'SOIL_WET' });
  });
});

describe('the interval learned from skips', () => {
  const withSuggestion = dashboardItem({
    wateringFrequency: 8,
    suggestion: {
      kind: 'WATERING',
      currentDays: 8,
      suggestedDays: 10,
      reason: 'SOIL_WET',
      skips: 2,
      outOf: 3,
    },
  });

  it('says why and asks; 늘리기 sends the days agreed to', async () => {
    const server = { item: withSuggestion };
    const { api, card } = await renderDashboard((call) => {
      if (call.method !== 'POST' || call.path !== '/v1/plants/3/care/WATERING/suggestion')
        return undefined;
      server.item = dashboardItem({ wateringFrequency: 10 });
      return { status: 200, body: body(plant({ wateringFrequency: 10 })) };
    }, server);
    const note = within(card).getByRole('region', { name: '몬스테라에게 맞춘 물 주기 제안' });
    expect(note.textContent).toContain(
      '최근 물 주기 3번 중 2번을 흙이 촉촉해서 건너뛰었어요. 8일 → 10일로 늘릴까요?',
    );
    fireEvent.click(within(note).getByRole('button', { name: '몬스테라 물 주기 10일로 늘리기' }));
    await waitFor(() =>
      expect(within(card).queryByRole('region', { name: /물 주기 제안/ })).toBeNull(),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ days: 10 });
  });

  it('그대로 두기 turns it down', async () => {
    const server = { item: withSuggestion };
    const { api, card } = await renderDashboard((call) => {
      if (call.method !== 'DELETE' || call.path !== '/v1/plants/3/care/WATERING/suggestion')
        return undefined;
      server.item = dashboardItem({ wateringFrequency: 8 });
      return { status: 200, body: body(null) };
    }, server);
    fireEvent.click(within(card).getByRole('button', { name: '몬스테라 물 주기 그대로 두기' }));
    expect(await screen.findByText('몬스테라, 지금 주기를 그대로 둘게요')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
