import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@chorok/contract';
import { PlantCreateBody } from '@chorok/contract/schemas';
import { renderWithRouter } from '@/test/render';
import { productDetail, productSummary } from '@/test/fixtures/product-detail';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { todayInSeoul } from '@/features/plants/dates';
import { NewPlantScreen } from '@/features/plants/new-plant-screen';
import { plant, purchasedPlant } from '@/test/fixtures/plants';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('/plants/new', () => {
  it('from a purchased plant: the species frequencies are filled in and sent with the form', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/purchased')
        return { status: 200, body: body([purchasedPlant()]) };
      if (call.method === 'POST' && call.path === '/v1/plants')
        return { status: 201, body: body(plant({ id: 8, productId: 9 }), 201) };
      if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
      return undefined;
    });
    const { router } = await renderWithRouter(<NewPlantScreen />, {
      entries: ['/plants/new'],
      queryClient,
    });
    expect(screen.getByRole('tab', { name: '구매한 식물' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const row = await screen.findByRole('button', { name: '스투키 선택' });
    expect(row.textContent).toContain('2026.11.01 구매');
    fireEvent.click(row);

    expect(field('물 주기').value).toBe('21');
    expect(field('환기').value).toBe('5');
    expect(field('분갈이').value).toBe('540');
    expect(field('함께하기 시작한 날').value).toBe(todayInSeoul());
    expect(screen.getByText('비워 두면 스투키로 등록돼요.')).toBeTruthy();
    expect(screen.getByText(/^스투키에 맞춰 채워 두었어요/)).toBeTruthy();

    fireEvent.change(field('시·도'), { target: { value: '서울특별시' } });
    fireEvent.input(field('시·군·구'), { target: { value: '강남구' } });
    fireEvent.click(screen.getByRole('switch', { name: '환기 알림' }));
    fireEvent.input(field('물 주기'), { target: { value: '14' } });
    // When was it last cared for: each kind starts at 모르겠어요; a day typed replaces it.
    const unknownWater = screen.getByRole('checkbox', { name: '마지막으로 물 준 날 모르겠어요' });
    expect((unknownWater as HTMLInputElement).checked).toBe(true);
    fireEvent.input(field('마지막으로 물 준 날'), { target: { value: '2026-01-02' } });
    expect((unknownWater as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      plantName: '',
      plantedAt: todayInSeoul(),
      productId: 9,
      address: '서울특별시 강남구',
      isWateringAlarm: true,
      isWindAlarm: false,
      isRepottingAlarm: true,
      isMyTaskAlarm: true,
      wateringFrequency: 14,
      airExposureFrequency: 5,
      repottingFrequency: 540,
      lastCare: { WATERING: '2026-01-02', AIR_EXPOSURE: 'UNKNOWN', REPOTTING: 'UNKNOWN' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
  });

  it('asks for a day, or 모르겠어요, for each last care', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) =>
      call.path === '/v1/plants/purchased' ? { status: 200, body: body([]) } : undefined,
    );
    await renderWithRouter(<NewPlantScreen initialWay="manual" />, { queryClient });
    fireEvent.input(field('식물 이름'), { target: { value: '거실 고무나무' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '마지막 환기 모르겠어요' }));
    fireEvent.input(field('마지막 분갈이'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));

    expect(screen.getByText('날짜를 고르거나 ‘모르겠어요’를 선택해 주세요.')).toBeTruthy();
    expect(field('마지막 분갈이').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('마지막 환기'));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('checks the form before sending, with Korean messages', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) =>
      call.path === '/v1/plants/purchased' ? { status: 200, body: body([]) } : undefined,
    );
    await renderWithRouter(<NewPlantScreen />, { queryClient });
    fireEvent.click(screen.getByRole('tab', { name: '직접 입력' }));
    // By hand: default frequencies, a name is required.
    expect(field('물 주기').value).toBe('7');
    // Nothing was filled in for this plant: the hint says they are the defaults.
    expect(screen.queryByText(/맞춰 채워 두었어요/)).toBeNull();
    expect(screen.getByText(/^많이 키우는 관엽식물 기준으로 채워 두었어요/)).toBeTruthy();
    fireEvent.input(field('물 주기'), { target: { value: '0' } });
    fireEvent.input(field('분갈이'), { target: { value: '731' } });
    fireEvent.input(field('함께하기 시작한 날'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));

    expect(screen.getByText('식물 이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.plantDateRange)).toBeTruthy();
    expect(screen.getByText(MESSAGES.plantFrequencyRange)).toBeTruthy();
    expect(field('식물 이름').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('식물 이름'));

    fireEvent.input(field('식물 이름'), { target: { value: '가'.repeat(21) } });
    expect(screen.getByText(MESSAGES.plantNameMax)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('by hand with a photo: uploads it, then sends it as mainPhoto (its id and url)', async () => {
    const queryClient = signedInClient();
    const uploaded = {
      id: 31,
      url: '/images/plants/uploads/leaf.webp',
      width: 640,
      height: 480,
      alt: '식물 사진',
    };
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
      if (call.method === 'POST' && call.path === '/v1/plants/photos')
        return { status: 201, body: body(uploaded, 201) };
      if (call.method === 'POST' && call.path === '/v1/plants')
        return { status: 201, body: body(plant({ plantImageUrl: uploaded.url }), 201) };
      if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
      return undefined;
    });
    const { container, router } = await renderWithRouter(<NewPlantScreen initialWay="manual" />, {
      entries: ['/plants/new'],
      queryClient,
    });
    fireEvent.input(field('식물 이름'), { target: { value: '거실 고무나무' } });
    const photo = new File([new Uint8Array([0x89, 0x50])], 'leaf.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [photo] },
    });
    expect(await screen.findByRole('img', { name: '내 식물 사진' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/v1/plants')?.body;
    // The strict create body takes id and url only: width, height and alt were "Invalid input".
    expect(sent).toMatchObject({
      plantName: '거실 고무나무',
      mainPhoto: { id: 31, url: uploaded.url },
    });
    expect(PlantCreateBody.safeParse(sent).success).toBe(true);
  });

  it("shows the server's reason when it refuses", async () => {
    const queryClient = signedInClient();
    serveApi((call) => {
      if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
      if (call.method === 'POST') return { status: 409, body: errorBody(MESSAGES.plantLimit, 409) };
      return undefined;
    });
    await renderWithRouter(<NewPlantScreen initialWay="manual" />, { queryClient });
    fireEvent.input(field('식물 이름'), { target: { value: '거실 고무나무' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.plantLimit);
  });

  it("never shows the API's English 'Invalid input': the refusal reads in Korean", async () => {
    const queryClient = signedInClient();
    serveApi((call) => {
      if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
      if (call.method === 'POST')
        return { status: 400, body: errorBody(MESSAGES.invalidInput, 400) };
      return undefined;
    });
    await renderWithRouter(<NewPlantScreen initialWay="manual" />, { queryClient });
    fireEvent.input(field('식물 이름'), { target: { value: '거실 고무나무' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('식물을 등록하지 못했어요.');
  });

  it('from the catalogue: a plant found by name brings its care frequencies', async () => {
    const queryClient = signedInClient();
    const base = productDetail();
    const detail = productDetail({
      care: base.care && {
        ...base.care,
        wateringFrequency: 10,
        airExposureFrequency: 4,
        repottingFrequency: 400,
      },
    });
    const api = serveApi((call) => {
      if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
      if (call.path === '/v1/products') return { status: 200, body: listBody([productSummary()]) };
      if (call.path === '/v1/products/7') return { status: 200, body: body(detail) };
      if (call.path === '/v1/species') return { status: 200, body: body([]) };
      return undefined;
    });
    await renderWithRouter(<NewPlantScreen initialWay="catalogue" />, { queryClient });
    fireEvent.input(screen.getByLabelText('식물 이름으로 찾기'), { target: { value: '몬스' } });
    fireEvent.click(await screen.findByRole('button', { name: '몬스테라 델리시오사 선택' }));
    expect(((await screen.findByLabelText('물 주기')) as HTMLInputElement).value).toBe('10');
    expect(field('환기').value).toBe('4');
    expect(field('분갈이').value).toBe('400');
    const search = api.calls.find((c) => c.path === '/v1/products')?.search ?? '';
    expect(search).toContain('category=PLANT');
  });
});
