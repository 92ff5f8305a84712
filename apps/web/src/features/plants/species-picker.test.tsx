import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PLANT } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { NewPlantScreen } from '@/features/plants/new-plant-screen';
import { plant, species } from '@/test/fixtures/plants';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const strelitzia = species();
const hoya = species({
  key: 'hoya-carnosa',
  nameKo: '호야 카르노사',
  botanicalName: 'Hoya carnosa',
  difficulty: 'EASY',
  defaultFrequencies: {
    wateringFrequency: 12,
    airExposureFrequency: 4,
    repottingFrequency: 540,
    fertilizingFrequency: 30,
    mistingFrequency: 4,
    leafWipingFrequency: 14,
  },
});

function api() {
  return serveApi((call) => {
    if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
    if (call.path === '/v1/species') {
      const q = new URLSearchParams(call.search).get('q');
      return { status: 200, body: body(q === '호야' ? [hoya] : [strelitzia]) };
    }
    if (call.method === 'POST' && call.path === '/v1/plants')
      return { status: 201, body: body(plant({ productId: null }), 201) };
    if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
    return undefined;
  });
}

describe('the species picker on /plants/new (직접 입력)', () => {
  it('fills the frequencies and the name from the chosen species, says so, and sends its key', async () => {
    const queryClient = signedInClient();
    const calls = api();
    const { router } = await renderWithRouter(<NewPlantScreen initialWay="manual" />, {
      entries: ['/plants/new'],
      queryClient,
    });
    // Before a choice: the generic defaults, said as such; nothing asked of the server.
    expect(field('물 주기').value).toBe(String(PLANT.defaultFrequencies.watering));
    expect(screen.getByText(/^많이 키우는 관엽식물 기준으로 채워 두었어요/)).toBeTruthy();
    expect(calls.calls.some((c) => c.path === '/v1/species')).toBe(false);

    fireEvent.input(field('식물 종 찾기'), { target: { value: 'ㅅㅌㄹ' } });
    const row = await screen.findByRole('button', { name: /스트렐리치아 레기나에/ });
    expect(row.textContent).toContain('Strelitzia reginae');
    expect(row.textContent).toContain('키우기 보통');
    const asked = calls.calls.find((c) => c.path === '/v1/species')!;
    expect(new URLSearchParams(asked.search).get('q')).toBe('ㅅㅌㄹ');
    fireEvent.click(row);

    expect(field('물 주기').value).toBe('8');
    expect(field('환기').value).toBe('2');
    expect(field('분갈이').value).toBe('720');
    expect(field('식물 이름').value).toBe('스트렐리치아 레기나에');
    expect(
      screen.getByText(/^스트렐리치아 레기나에에 맞춰 물 주기·환기·분갈이 주기를 채워 두었어요/),
    ).toBeTruthy();
    expect(screen.queryByText(/^많이 키우는 관엽식물 기준으로/)).toBeNull();
    // Focus stays with the choice: on the button that changes it.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '스트렐리치아 레기나에 말고 다른 종 고르기' }),
    );

    fireEvent.input(field('물 주기'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      plantName: '스트렐리치아 레기나에',
      productId: null,
      speciesKey: 'strelitzia-reginae',
      wateringFrequency: 6,
      airExposureFrequency: 2,
      repottingFrequency: 720,
    });
  });

  it('keeps a name the shopper typed; choosing again or none changes the numbers back', async () => {
    const queryClient = signedInClient();
    api();
    await renderWithRouter(<NewPlantScreen initialWay="manual" />, { queryClient });
    fireEvent.input(field('식물 이름'), { target: { value: '베란다 친구' } });
    fireEvent.input(field('식물 종 찾기'), { target: { value: 'ㅅㅌㄹ' } });
    fireEvent.click(await screen.findByRole('button', { name: /스트렐리치아 레기나에/ }));
    expect(field('식물 이름').value).toBe('베란다 친구');
    expect(field('물 주기').value).toBe('8');

    // Another species: its numbers.
    fireEvent.click(screen.getByRole('button', { name: /다른 종 고르기/ }));
    expect(document.activeElement).toBe(field('식물 종 찾기'));
    fireEvent.input(field('식물 종 찾기'), { target: { value: '호야' } });
    fireEvent.click(await screen.findByRole('button', { name: /호야 카르노사/ }));
    expect(field('물 주기').value).toBe('12');
    expect(field('분갈이').value).toBe('540');
    expect(field('식물 이름').value).toBe('베란다 친구');

    // None: the generic defaults and their hint again.
    fireEvent.click(screen.getByRole('button', { name: /다른 종 고르기/ }));
    expect(field('물 주기').value).toBe(String(PLANT.defaultFrequencies.watering));
    expect(field('분갈이').value).toBe(String(PLANT.defaultFrequencies.repotting));
    expect(screen.getByText(/^많이 키우는 관엽식물 기준으로 채워 두었어요/)).toBeTruthy();
  });
});
