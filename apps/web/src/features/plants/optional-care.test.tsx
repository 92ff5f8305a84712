import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PLANT } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { NewPlantScreen } from '@/features/plants/new-plant-screen';
import { PlantSettingScreen } from '@/features/plants/setting-screen';
import { dashboardItem, plant, species } from '@/test/fixtures/plants';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const switchOf = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => switchOf(name).getAttribute('aria-checked') === 'true';
// 스트렐리치아: 영양제 every 21 days, no misting, 잎 닦기 every 10.
const strelitzia = species();

describe('더 챙길 돌봄 when registering', () => {
  function api() {
    return serveApi((call) => {
      if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
      if (call.path === '/v1/species') return { status: 200, body: body([strelitzia]) };
      if (call.method === 'POST' && call.path === '/v1/plants')
        return { status: 201, body: body(plant({ productId: null }), 201) };
      if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
      return undefined;
    });
  }

  it('starts with every optional care off, and sends none of them', async () => {
    const calls = api();
    const { router } = await renderWithRouter(<NewPlantScreen initialWay="manual" />, {
      queryClient: signedInClient(),
    });
    expect(screen.getByRole('group', { name: '더 챙길 돌봄' })).toBeTruthy();
    for (const care of ['영양제', '분무', '잎 닦기']) {
      expect(isOn(care)).toBe(false);
      expect(screen.queryByLabelText(`${care} 주기`)).toBeNull();
      expect(screen.queryByLabelText(`마지막 ${care}`)).toBeNull();
    }
    // No species: the why of each, not a species' verdict.
    expect(switchOf('분무').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('잎에 물을 뿌려 마르지 않게 해 줘요.')).toBeTruthy();
    expect(screen.getByText('자라는 철(3~9월)에만 챙기고 겨울엔 쉬어요.')).toBeTruthy();

    fireEvent.input(field('식물 이름'), { target: { value: '초록이' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    const sent = calls.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    for (const key of [
      'fertilizingFrequency',
      'mistingFrequency',
      'leafWipingFrequency',
      'isFertilizingAlarm',
      'isMistingAlarm',
      'isLeafWipingAlarm',
    ])
      expect(sent).not.toHaveProperty(key);
    expect(Object.keys(sent.lastCare as object)).toEqual(['WATERING', 'AIR_EXPOSURE', 'REPOTTING']);
  });

  it("switched on: the species' interval (or the usual one), its reminder and its last day are sent", async () => {
    const calls = api();
    const { router } = await renderWithRouter(<NewPlantScreen initialWay="manual" />, {
      queryClient: signedInClient(),
    });
    // Turned on before a species is chosen: the app's usual interval.
    fireEvent.click(switchOf('잎 닦기'));
    expect(field('잎 닦기 주기').value).toBe(String(PLANT.optionalFrequencies.LEAF_WIPING));
    expect(
      screen.getByText(`보통 ${PLANT.optionalFrequencies.LEAF_WIPING}일마다 해요.`),
    ).toBeTruthy();

    fireEvent.input(field('식물 종 찾기'), { target: { value: 'ㅅㅌㄹ' } });
    fireEvent.click(await screen.findByRole('button', { name: /스트렐리치아 레기나에/ }));
    // The species chosen: its interval for the kind that is on, and its verdict on misting.
    expect(field('잎 닦기 주기').value).toBe('10');
    expect(screen.getByText('스트렐리치아 레기나에에게 알맞은 주기는 10일이에요.')).toBeTruthy();
    expect(screen.getByText('스트렐리치아 레기나에에게는 분무가 필요 없어요.')).toBeTruthy();

    fireEvent.click(switchOf('영양제'));
    expect(field('영양제 주기').value).toBe('21');
    expect(isOn('영양제 알림')).toBe(true);
    fireEvent.click(switchOf('영양제 알림'));
    // The species does without misting, but the shopper may still turn it on: the usual interval.
    fireEvent.click(switchOf('분무'));
    expect(field('분무 주기').value).toBe(String(PLANT.optionalFrequencies.MISTING));
    fireEvent.click(switchOf('분무'));
    expect(screen.queryByLabelText('분무 주기')).toBeNull();

    // Their last day is asked only for the kinds on.
    expect(field('마지막 영양제')).toBeTruthy();
    expect(screen.queryByLabelText('마지막 분무')).toBeNull();
    fireEvent.input(field('마지막 잎 닦기'), { target: { value: '2026-01-02' } });
    fireEvent.input(field('잎 닦기 주기'), { target: { value: '12' } });

    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    const sent = calls.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      speciesKey: 'strelitzia-reginae',
      fertilizingFrequency: 21,
      isFertilizingAlarm: false,
      leafWipingFrequency: 12,
      isLeafWipingAlarm: true,
      lastCare: {
        WATERING: 'UNKNOWN',
        AIR_EXPOSURE: 'UNKNOWN',
        REPOTTING: 'UNKNOWN',
        FERTILIZING: 'UNKNOWN',
        LEAF_WIPING: '2026-01-02',
      },
    });
    expect(sent).not.toHaveProperty('mistingFrequency');
    expect(sent.lastCare).not.toHaveProperty('MISTING');
  });

  it('checks the interval of a kind that is on', async () => {
    const calls = api();
    await renderWithRouter(<NewPlantScreen initialWay="manual" />, {
      queryClient: signedInClient(),
    });
    fireEvent.input(field('식물 이름'), { target: { value: '초록이' } });
    fireEvent.click(switchOf('분무'));
    fireEvent.input(field('분무 주기'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('주기는 1일 이상 730일 이하로 입력해 주세요.')).toBeTruthy();
    expect(field('분무 주기').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('분무 주기'));
    expect(calls.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe("더 챙길 돌봄 in a plant's settings", () => {
  it('shows the kinds on with their interval; off sends null, on sends the offered interval', async () => {
    const mine = plant({ mistingFrequency: 5, isMistingAlarm: 0 });
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/3' && call.method === 'GET')
        return { status: 200, body: body(mine) };
      if (call.path === '/v1/species/monstera-deliciosa')
        return {
          status: 200,
          body: body(species({ key: 'monstera-deliciosa', nameKo: '몬스테라 델리시오사' })),
        };
      if (call.path === '/v1/plants/3' && call.method === 'PATCH')
        return { status: 200, body: body(mine) };
      if (call.path === '/v1/plants/dashboard')
        return { status: 200, body: body([dashboardItem()]) };
      if (call.path === '/v1/plants') return { status: 200, body: body([mine]) };
      return undefined;
    });
    await renderWithRouter(<PlantSettingScreen plantId={3} />, { queryClient: signedInClient() });
    await screen.findByLabelText('식물 이름');
    expect(isOn('분무')).toBe(true);
    expect(field('분무 주기').value).toBe('5');
    expect(isOn('분무 알림')).toBe(false);
    expect(isOn('잎 닦기')).toBe(false);
    // The linked species' interval is offered once it has come.
    await screen.findByText('몬스테라 델리시오사에게는 분무가 필요 없어요.');
    fireEvent.click(switchOf('잎 닦기'));
    expect(field('잎 닦기 주기').value).toBe('10');
    fireEvent.click(switchOf('분무'));

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      fertilizingFrequency: null,
      mistingFrequency: null,
      isMistingAlarm: false,
      leafWipingFrequency: 10,
      isLeafWipingAlarm: true,
    });
  });
});
