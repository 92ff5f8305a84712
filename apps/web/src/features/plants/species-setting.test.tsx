import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { PlantSettingScreen } from '@/features/plants/setting-screen';
import { dashboardItem, plant, species } from '@/test/fixtures/plants';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const monstera = species({
  key: 'monstera-deliciosa',
  nameKo: '몬스테라 델리시오사',
  botanicalName: 'Monstera deliciosa',
  careNote: '잎이 크면 지지대를 세워 주세요.',
});
const hoya = species({
  key: 'hoya-carnosa',
  nameKo: '호야 카르노사',
  botanicalName: 'Hoya carnosa',
  careNote: '흙이 완전히 마르면 물을 줘요.',
});

/** The settings of a plant whose species the PATCH changes (the server's answer is the plant). */
function api() {
  let current = plant();
  return serveApi((call) => {
    if (call.path === '/v1/plants/3' && call.method === 'GET')
      return { status: 200, body: body(current) };
    if (call.path === '/v1/plants/3' && call.method === 'PATCH') {
      const { speciesKey } = call.body as { speciesKey: string | null };
      const chosen = [monstera, hoya].find((s) => s.key === speciesKey);
      current = plant({ speciesKey: chosen?.key ?? null, speciesName: chosen?.nameKo ?? null });
      return { status: 200, body: body(current) };
    }
    if (call.path === '/v1/species/monstera-deliciosa')
      return { status: 200, body: body(monstera) };
    if (call.path === '/v1/species/hoya-carnosa') return { status: 200, body: body(hoya) };
    if (call.path === '/v1/species') return { status: 200, body: body([hoya]) };
    if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([dashboardItem()]) };
    if (call.path === '/v1/plants') return { status: 200, body: body([current]) };
    return undefined;
  });
}

describe("a plant's species on its settings", () => {
  it('changes the species: saves its key and shows the new care note; the intervals stay', async () => {
    const calls = api();
    await renderWithRouter(<PlantSettingScreen plantId={3} />, { queryClient: signedInClient() });
    const note = await screen.findByRole('region', { name: '식물 종' });
    await within(note).findByText('잎이 크면 지지대를 세워 주세요.');

    fireEvent.click(
      screen.getByRole('button', { name: '몬스테라 델리시오사 말고 다른 종으로 바꾸기' }),
    );
    expect(screen.getByText(/^종을 바꿔도 지금의 돌봄 주기는 그대로예요/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('식물 종 찾기'));
    fireEvent.input(screen.getByLabelText('식물 종 찾기'), { target: { value: '호야' } });
    fireEvent.click(await screen.findByRole('button', { name: /호야 카르노사/ }));

    await waitFor(() => expect(calls.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patches = calls.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ speciesKey: 'hoya-carnosa' }]);
    expect(await screen.findByText('흙이 완전히 마르면 물을 줘요.')).toBeTruthy();
    expect(screen.getByRole('region', { name: '식물 종' }).textContent).toContain('호야 카르노사');
    expect(screen.getByText('호야 카르노사로 바꿨어요').getAttribute('role')).toBe('status');
    // Back where the picker was opened.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '호야 카르노사 말고 다른 종으로 바꾸기' }),
    );
    expect((screen.getByLabelText('물 주기') as HTMLInputElement).value).toBe('7');
  });

  it('choosing none clears it', async () => {
    const calls = api();
    await renderWithRouter(<PlantSettingScreen plantId={3} />, { queryClient: signedInClient() });
    fireEvent.click(
      await screen.findByRole('button', { name: '몬스테라 델리시오사 말고 다른 종으로 바꾸기' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '종 지우기' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '식물 종' })).toBeNull());
    expect(calls.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ speciesKey: null });
    expect(screen.getByText('아직 고른 식물 종이 없어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '식물 종 고르기' })).toBeTruthy();
  });
});
