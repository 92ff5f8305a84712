import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { MESSAGES } from '@chorok/contract';
import { PlantUpdateBody } from '@chorok/contract/schemas';
import { renderWithRouter } from '@/test/render';
import { createAppRouter } from '@/app/router';
import { routeParamErrorOf } from '@/lib/route-params';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { PlantSettingScreen } from '@/features/plants/setting-screen';
import { dashboardItem, plant } from '@/test/fixtures/plants';
import { body, errorBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

async function load(path: string) {
  const router = createAppRouter(signedInClient(), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router;
}

describe('/plants/setting/{plantsId}', () => {
  it("a non-integer id is 'Invalid id'", async () => {
    const api = serveApi(() => undefined);
    for (const bad of ['abc', '1.5', '0']) {
      const router = await load(`/plants/setting/${bad}`);
      const match = router.state.matches.at(-1);
      expect(match?.status).toBe('error');
      expect(routeParamErrorOf(match?.error)?.message).toBe('Invalid id');
    }
    expect(api.calls.filter((c) => c.path.startsWith('/v1/plants'))).toEqual([]);
  });

  it("a plant the API does not know ends at the route's not-found", async () => {
    serveApi(() => ({ status: 404, body: errorBody(MESSAGES.plantNotFound, 404) }));
    const router = await load('/plants/setting/41');
    expect(router.state.matches.at(-1)?.status).toBe('notFound');
  });

  it('edits the plant with the same form, prefilled', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/3' && call.method === 'GET')
        return { status: 200, body: body(plant()) };
      if (call.path === '/v1/plants/3' && call.method === 'PATCH')
        return { status: 200, body: body(plant({ plantName: '몬순이' })) };
      if (call.path === '/v1/plants/dashboard')
        return { status: 200, body: body([dashboardItem()]) };
      if (call.path === '/v1/plants') return { status: 200, body: body([plant()]) };
      return undefined;
    });
    await renderWithRouter(<PlantSettingScreen plantId={3} />, { queryClient });
    const name = (await screen.findByLabelText('식물 이름')) as HTMLInputElement;
    expect(name.value).toBe('몬스테라');
    expect((screen.getByLabelText('시·도') as HTMLSelectElement).value).toBe('서울특별시');
    expect((screen.getByLabelText('시·군·구') as HTMLInputElement).value).toBe('강남구');
    expect(screen.getByRole('switch', { name: '환기 알림' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.input(name, { target: { value: '몬순이' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      plantName: '몬순이',
      address: '서울특별시 강남구',
      isWindAlarm: false,
      wateringFrequency: 7,
    });
    expect(await screen.findByText('저장했어요')).toBeTruthy();
  });

  it('changes the photo: the new upload is sent as mainPhoto (its id and url)', async () => {
    const queryClient = signedInClient();
    const mine = plant({ plantImageUrl: '/images/plants/uploads/old.webp' });
    const uploaded = {
      id: 32,
      url: '/images/plants/uploads/new.webp',
      width: 800,
      height: 600,
      alt: '식물 사진',
    };
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/3' && call.method === 'GET')
        return { status: 200, body: body(mine) };
      if (call.path === '/v1/plants/photos' && call.method === 'POST')
        return { status: 201, body: body(uploaded, 201) };
      if (call.path === '/v1/plants/3' && call.method === 'PATCH')
        return { status: 200, body: body({ ...mine, plantImageUrl: uploaded.url }) };
      if (call.path === '/v1/plants/dashboard')
        return { status: 200, body: body([dashboardItem()]) };
      if (call.path === '/v1/plants') return { status: 200, body: body([mine]) };
      return undefined;
    });
    const { container } = await renderWithRouter(<PlantSettingScreen plantId={3} />, {
      queryClient,
    });
    await screen.findByLabelText('식물 이름');
    const photo = new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [photo] },
    });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/plants/photos')).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '내 식물 사진' }).getAttribute('src')).toContain(
        'new.webp',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('저장했어요')).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'PATCH')?.body;
    expect(sent).toMatchObject({ mainPhoto: { id: 32, url: uploaded.url } });
    expect(PlantUpdateBody.safeParse(sent).success).toBe(true);
  });

  it('deletes the plant after a confirmation, then goes back to /plants/manage', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/3' && call.method === 'GET')
        return { status: 200, body: body(plant()) };
      if (call.path === '/v1/plants/3' && call.method === 'DELETE')
        return { status: 200, body: { data: null, message: 'OK', status: 200 } };
      if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
      return undefined;
    });
    const { router } = await renderWithRouter(<PlantSettingScreen plantId={3} />, {
      entries: ['/plants/setting/3'],
      queryClient,
    });
    fireEvent.click(await screen.findByRole('button', { name: '식물 삭제하기' }));
    const dialog = screen.getByRole('alertdialog', { name: '몬스테라를 삭제할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/plants/3')).toBe(true);
  });

  it('records care on a past day and lists the history per kind', async () => {
    const queryClient = signedInClient();
    let events = [
      {
        id: 1,
        kind: 'WATERING',
        date: '2026-11-14',
        outcome: 'DONE',
        skipReason: null,
        createdAt: '2026-11-14T01:00:00.000Z',
      },
      {
        id: 4,
        kind: 'WATERING',
        date: '2026-11-07',
        outcome: 'SKIPPED',
        skipReason: 'SOIL_WET',
        createdAt: '2026-11-07T01:00:00.000Z',
      },
    ];
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/3' && call.method === 'GET')
        return { status: 200, body: body(plant()) };
      if (call.path === '/v1/plants/3/care-events' && call.method === 'GET')
        return { status: 200, body: body(events) };
      if (call.path === '/v1/plants/3/care-events' && call.method === 'POST') {
        const created = {
          id: 2,
          ...(call.body as { kind: string; date: string }),
          outcome: 'DONE',
          skipReason: null,
          createdAt: '2026-11-20T01:00:00.000Z',
        };
        events = [created, ...events];
        return { status: 201, body: body(created, 201) };
      }
      if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
      if (call.path === '/v1/plants') return { status: 200, body: body([]) };
      return undefined;
    });
    await renderWithRouter(<PlantSettingScreen plantId={3} />, { queryClient });
    fireEvent.click(await screen.findByRole('tab', { name: '돌봄 기록' }));
    const list = await screen.findByRole('list', { name: '물 주기 기록 목록' });
    expect(within(list).getByText('2026.11.14')).toBeTruthy();
    // A skipped watering says so, with its reason.
    expect(within(list).getByText('건너뜀 · 흙이 아직 촉촉해요')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('물 주기 한 날'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: '물 주기 기록하기' }));
    expect(await within(list).findByText('2026.11.20')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'WATERING',
      date: '2026-11-20',
    });
  });
});
