import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { plant } from '@/test/fixtures/plants';
import { productFixture } from '@/test/fixtures/products';
import { LightMeterScreen } from '@/features/labs/light-meter-screen';
import { parseLux } from '@/features/labs/manual-entry';
import { handleIncomingMessage, useNativeEnvironment } from '@/native/bridge';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

const luxPage = (lux: string) => ({
  status: 200,
  body: {
    ...body([productFixture({ id: 9, name: `어울리는 식물 ${lux}` })]),
    _metadata: { page: 1, perPage: 8, total: 1, totalPage: 1 },
  },
});

beforeEach(() => {
  useNativeEnvironment.setState({
    environment: null,
    ambientLight: null,
    ambientLightUnavailable: null,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.ReactNativeWebView;
  signOutEverywhere();
});

/** What the polite status regions say now. */
const announced = () => screen.getAllByRole('status').map((el) => el.textContent);

function enter(value: string) {
  fireEvent.input(screen.getByLabelText('밝기 (lx)'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '이 값으로 보기' }));
}

describe('parseLux', () => {
  it('takes plain numbers with commas or a decimal part, within 0…200,000', () => {
    expect(parseLux(' 1,800 ')).toBe(1_800);
    expect(parseLux('0')).toBe(0);
    expect(parseLux('12.5')).toBe(12.5);
    expect(parseLux('200000')).toBe(200_000);
    for (const text of ['', 'abc', '-5', '1e3', '200001', '3 000'])
      expect(parseLux(text)).toBeNull();
  });
});

describe('/labs/ambient-light', () => {
  it('without camera permission says what to do, and a typed reading still finds plants', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const api = serveApi((call) =>
      call.path === '/v1/products/lux'
        ? luxPage(new URLSearchParams(call.search).get('lux')!)
        : undefined,
    );
    await renderWithRouter(<LightMeterScreen />, { entries: ['/labs/ambient-light'] });

    expect(screen.getByRole('img', { name: '밝기, 아직 잰 값이 없어요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '카메라로 재기' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('카메라 권한이 꺼져 있어요')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });

    enter('1,800');
    const meter = screen.getByRole('meter', { name: '밝기' });
    expect(meter.getAttribute('aria-valuetext')).toBe('1,800 lx, 반음지');
    expect(meter.getAttribute('aria-valuenow')).toBe('1800');
    expect(await screen.findByText('어울리는 식물 1800')).toBeTruthy();
    expect(api.calls.map((c) => `${c.path}${c.search}`)).toEqual([
      '/v1/products/lux?lux=1800&page=1&perPage=8',
    ]);
    // A visitor is asked to sign in to save, and brought back here.
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(
      '/auth/sign-in?redirect=%2Flabs%2Fambient-light',
    );
  });

  it('refuses a typed value that is not a reading, asking for nothing', async () => {
    const api = serveApi(() => undefined);
    await renderWithRouter(<LightMeterScreen />, { entries: ['/labs/ambient-light'] });
    enter('300000');
    expect(screen.getByRole('alert').textContent).toBe(
      '0부터 200,000 사이의 숫자로 입력해 주세요.',
    );
    expect(screen.getByLabelText('밝기 (lx)').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('inside the app asks the shell for the light and takes its reading once it holds for 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    serveApi((call) => (call.path === '/v1/products/lux' ? luxPage('shell') : undefined));
    await renderWithRouter(<LightMeterScreen />, { entries: ['/labs/ambient-light'] });
    expect(postMessage).toHaveBeenCalledWith('{"type":"GET_AMBIENT_LIGHT"}');

    act(() => handleIncomingMessage({ type: 'ambientLight', lux: 6_400 }));
    const meter = screen.getByRole('meter', { name: '밝기' });
    expect(meter.getAttribute('aria-valuetext')).toBe('6,400 lx, 반양지');
    expect(announced()).toContain('재는 중이에요. 2초 동안 움직이지 마세요');
    // The light jumps a second later (a hand moved): the two seconds start again from there.
    act(() => vi.advanceTimersByTime(1_000));
    act(() => handleIncomingMessage({ type: 'ambientLight', lux: 9_000 }));
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByRole('button', { name: '다시 재기' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(announced()).toContain('측정이 끝났어요. 9,000 lx, 반양지예요.');
    vi.useRealTimers();
    expect(await screen.findByText('어울리는 식물 shell')).toBeTruthy();
    expect(screen.getByText('앱의 조도 센서로 잰 값이에요.')).toBeTruthy();
    // A kept result needs no sensor: the shell stops it, and 다시 재기 asks again.
    expect(postMessage).toHaveBeenLastCalledWith('{"type":"STOP_AMBIENT_LIGHT"}');
    fireEvent.click(screen.getByRole('button', { name: '다시 재기' }));
    expect(postMessage).toHaveBeenLastCalledWith('{"type":"GET_AMBIENT_LIGHT"}');
  });

  it('inside an app that cannot read the light (iOS) says so and offers the camera', async () => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
    await renderWithRouter(<LightMeterScreen />, { entries: ['/labs/ambient-light'] });
    expect(
      screen.getByText('휴대폰 화면이 창 쪽을 향하게, 식물을 둘 자리에 놓아 주세요.'),
    ).toBeTruthy();
    act(() =>
      handleIncomingMessage({ type: 'ambientLightUnavailable', reason: 'no-public-light-sensor' }),
    );
    expect(
      screen.getByText(
        '이 휴대폰은 앱에서 조도 센서를 읽을 수 없어요. 카메라로 재거나 값을 직접 입력해 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '카메라로 재기' })).toBeTruthy();
  });

  it('saves the reading to the plant the shopper picks', async () => {
    const queryClient = signedInClient();
    const api = serveApi((call) => {
      if (call.path === '/v1/products/lux') return luxPage('1800');
      if (call.path === '/v1/plants' && call.method === 'GET')
        return { status: 200, body: body([plant(), plant({ id: 4, plantName: '초록이' })]) };
      if (call.path === '/v1/plants/4' && call.method === 'PATCH')
        return {
          status: 200,
          body: body(
            plant({
              id: 4,
              plantName: '초록이',
              lightLux: 1_800,
              lightMeasuredAt: '2026-11-25T00:00:00.000Z',
            }),
          ),
        };
      return undefined;
    });
    await renderWithRouter(<LightMeterScreen />, { entries: ['/labs/ambient-light'], queryClient });
    enter('1800');
    const group = await screen.findByRole('group', { name: '어느 식물의 자리인가요?' });
    fireEvent.click(screen.getByRole('button', { name: '1,800 lx로 저장하기' }));
    expect(screen.getByText('저장할 식물을 골라 주세요.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: /초록이/ }));
    fireEvent.click(screen.getByRole('button', { name: '1,800 lx로 저장하기' }));
    expect(await screen.findByText('초록이 자리의 밝기를 1,800 lx로 저장했어요.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ lightLux: 1_800 });
    expect(screen.getByRole('link', { name: '내 식물에서 조언 보기' }).getAttribute('href')).toBe(
      '/plants/manage',
    );
  });
});
