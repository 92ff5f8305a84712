import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { climatologyWeather } from './climatology.ts';
import { createWeatherProvider } from './create.ts';
import { baseTimes, KmaError, KmaWeatherProvider } from './kma.ts';

/*
 * A local server speaking the data.go.kr JSON of 기상청 단기예보 (VilageFcstInfoService_2.0):
 * getUltraSrtNcst answers the observation items, getUltraSrtFcst the forecast items.
 */

interface Seen {
  path: string;
  query: Record<string, string>;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let ncst: { T1H: string; REH: string; PTY: string } = { T1H: '3.2', REH: '41', PTY: '0' };
let sky = '4';
let mode: 'ok' | 'error-code' | 'http-500' | 'xml' = 'ok';

const envelope = (items: object[], resultCode = '00', resultMsg = 'NORMAL_SERVICE') => ({
  response: {
    header: { resultCode, resultMsg },
    body: {
      dataType: 'JSON',
      items: { item: items },
      pageNo: 1,
      numOfRows: 1000,
      totalCount: items.length,
    },
  },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    seen.push({ path: url.pathname, query });
    if (mode === 'http-500') {
      response.writeHead(500).end('oops');
      return;
    }
    if (mode === 'xml') {
      response
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          '<OpenAPI_ServiceResponse><cmmMsgHeader><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg></cmmMsgHeader></OpenAPI_ServiceResponse>',
        );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    if (mode === 'error-code') {
      response.end(JSON.stringify(envelope([], '03', 'NO_DATA')));
      return;
    }
    const common = {
      baseDate: query.base_date,
      baseTime: query.base_time,
      nx: Number(query.nx),
      ny: Number(query.ny),
    };
    if (url.pathname.endsWith('/getUltraSrtNcst')) {
      response.end(
        JSON.stringify(
          envelope([
            { ...common, category: 'PTY', obsrValue: ncst.PTY },
            { ...common, category: 'REH', obsrValue: ncst.REH },
            { ...common, category: 'RN1', obsrValue: '0' },
            { ...common, category: 'T1H', obsrValue: ncst.T1H },
            { ...common, category: 'WSD', obsrValue: '1.9' },
          ]),
        ),
      );
    } else if (url.pathname.endsWith('/getUltraSrtFcst')) {
      response.end(
        JSON.stringify(
          envelope([
            { ...common, category: 'SKY', fcstDate: '20260401', fcstTime: '1100', fcstValue: '1' },
            { ...common, category: 'SKY', fcstDate: '20260401', fcstTime: '1000', fcstValue: sky },
            { ...common, category: 'T1H', fcstDate: '20260401', fcstTime: '1000', fcstValue: '4' },
          ]),
        ),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1360000/VilageFcstInfoService_2.0`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// 09:50 on 1 April in Seoul.
const NOW = new Date('2026-04-01T00:50:00Z');

describe('KMA adapter', () => {
  it('asks for the 시·도 grid point and the latest base times, and reads the items', async () => {
    mode = 'ok';
    ncst = { T1H: '3.2', REH: '41', PTY: '0' };
    sky = '4';
    seen.length = 0;
    const provider = new KmaWeatherProvider({ apiKey: 'key+with/odd=chars', baseUrl });
    const weather = await provider.current('부산광역시', NOW);
    expect(weather).toEqual({
      sido: '부산광역시',
      source: 'forecast',
      temperatureC: 3.2,
      humidityPct: 41,
      condition: 'CLOUDY',
      airQuality: climatologyWeather('부산광역시', NOW).airQuality,
      observedAt: NOW.toISOString(),
    });
    expect(seen.map((s) => s.path)).toEqual([
      '/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst',
      '/1360000/VilageFcstInfoService_2.0/getUltraSrtFcst',
    ]);
    expect(seen[0]!.query).toMatchObject({
      serviceKey: 'key+with/odd=chars',
      dataType: 'JSON',
      base_date: '20260401',
      base_time: '0900',
      nx: '98',
      ny: '76',
    });
    expect(seen[1]!.query).toMatchObject({ base_date: '20260401', base_time: '0900' });
  });

  it('reads rain and snow from PTY without asking for the sky', async () => {
    mode = 'ok';
    const provider = new KmaWeatherProvider({ apiKey: 'k', baseUrl });
    ncst = { T1H: '12', REH: '90', PTY: '1' };
    seen.length = 0;
    expect((await provider.current('서울특별시', NOW)).condition).toBe('RAIN');
    expect(seen).toHaveLength(1);
    ncst = { T1H: '-1', REH: '85', PTY: '3' };
    expect((await provider.current('서울특별시', NOW)).condition).toBe('SNOW');
    ncst = { T1H: '20', REH: '50', PTY: '0' };
    sky = '1';
    expect((await provider.current('서울특별시', NOW)).condition).toBe('CLEAR');
  });

  it('throws on an error code, an HTTP error or an XML error page', async () => {
    const provider = new KmaWeatherProvider({ apiKey: 'k', baseUrl });
    for (const m of ['error-code', 'http-500', 'xml'] as const) {
      mode = m;
      await expect(provider.current('서울특별시', NOW)).rejects.toBeInstanceOf(KmaError);
    }
    mode = 'ok';
  });

  it('picks base times across midnight in Seoul', () => {
    // 00:20 on 1 April in Seoul: the 23:00 observation of 31 March.
    expect(baseTimes(new Date('2026-03-31T15:20:00Z'))).toEqual({
      ncst: { date: '20260331', time: '2300' },
      fcst: { date: '20260331', time: '2330' },
    });
  });

  it('is chosen by WEATHER_PROVIDER=kma with WEATHER_API_KEY, which it requires', () => {
    const env = {
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(32),
      ADMIN_SECRET: 'y'.repeat(16),
      DATA_DIR: '/tmp/chorok-weather-env',
    };
    const kma = loadEnv({
      ...env,
      WEATHER_PROVIDER: 'kma',
      WEATHER_API_KEY: 'abc',
      WEATHER_API_BASE_URL: `${baseUrl}/`,
    });
    expect(kma.weather).toEqual({ provider: 'kma', kma: { apiKey: 'abc', baseUrl } });
    expect(createWeatherProvider(kma)).toBeInstanceOf(KmaWeatherProvider);
    expect(loadEnv(env).weather).toEqual({ provider: 'climatology', kma: null });
    expect(() => loadEnv({ ...env, WEATHER_PROVIDER: 'kma' })).toThrow(/WEATHER_API_KEY/);
    expect(() => loadEnv({ ...env, WEATHER_PROVIDER: 'accuweather' })).toThrow(/WEATHER_PROVIDER/);
  });
});
