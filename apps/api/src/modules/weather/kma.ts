import type { Sido, Weather } from '@chorok/contract';
import { climatologyWeather } from './climatology.ts';
import type { WeatherProvider } from './provider.ts';
import { seoulClock, twoDigits, type SeoulClock } from '@chorok/contract';

/**
 * The Korea Meteorological Administration's short-term forecast API on data.go.kr
 * (기상청_단기예보 조회서비스, VilageFcstInfoService_2.0): getUltraSrtNcst (초단기실황, the
 * observation of the hour) for temperature (T1H), humidity (REH) and precipitation type (PTY),
 * and getUltraSrtFcst (초단기예보) for the sky (SKY) of the coming hour. It reports no air
 * quality (that is AirKorea's), so the air quality is the climatology's for the day.
 */
export const KMA_DEFAULT_BASE_URL = 'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0';

/** The forecast grid point (nx, ny) of each 시·도's seat of government. */
export const KMA_GRID: Record<Sido, { nx: number; ny: number }> = {
  서울특별시: { nx: 60, ny: 127 },
  부산광역시: { nx: 98, ny: 76 },
  대구광역시: { nx: 89, ny: 90 },
  인천광역시: { nx: 55, ny: 124 },
  광주광역시: { nx: 58, ny: 74 },
  대전광역시: { nx: 67, ny: 100 },
  울산광역시: { nx: 102, ny: 84 },
  세종특별자치시: { nx: 66, ny: 103 },
  경기도: { nx: 60, ny: 121 },
  강원특별자치도: { nx: 73, ny: 134 },
  충청북도: { nx: 69, ny: 106 },
  충청남도: { nx: 55, ny: 106 },
  전북특별자치도: { nx: 63, ny: 89 },
  전라남도: { nx: 51, ny: 67 },
  경상북도: { nx: 91, ny: 106 },
  경상남도: { nx: 91, ny: 77 },
  제주특별자치도: { nx: 52, ny: 38 },
};

interface KmaItem {
  category: string;
  obsrValue?: string;
  fcstValue?: string;
  fcstDate?: string;
  fcstTime?: string;
}

interface KmaResponse {
  response?: {
    header?: { resultCode?: string; resultMsg?: string };
    body?: { items?: { item?: KmaItem[] } };
  };
}

export class KmaError extends Error {}

export interface KmaOptions {
  /** The data.go.kr service key, the "Decoding" one (it is URL-encoded here). */
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * The latest base time whose data is out: the observation of HH:00 is published at about HH:40,
 * the forecast of HH:30 at about HH:45.
 */
export function baseTimes(now: Date): {
  ncst: { date: string; time: string };
  fcst: { date: string; time: string };
} {
  const ncst = seoulClock(new Date(now.getTime() - 40 * 60_000));
  const fcst = seoulClock(new Date(now.getTime() - 45 * 60_000));
  const ymd = (clock: SeoulClock) => clock.date.replaceAll('-', '');
  return {
    ncst: { date: ymd(ncst), time: `${twoDigits(ncst.hour)}00` },
    fcst: { date: ymd(fcst), time: `${twoDigits(fcst.hour)}${fcst.minute >= 30 ? '30' : '00'}` },
  };
}

/** PTY: 0 none, 1 rain, 2 rain and snow, 3 snow, 5 drizzle, 6 drizzle and snow, 7 snow flurries. */
function conditionOf(pty: number, sky: number | null): Weather['condition'] {
  if (pty === 3 || pty === 7) return 'SNOW';
  if (pty > 0) return 'RAIN';
  // SKY: 1 clear, 3 mostly cloudy, 4 overcast.
  return sky !== null && sky >= 3 ? 'CLOUDY' : 'CLEAR';
}

export class KmaWeatherProvider implements WeatherProvider {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: KmaOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? KMA_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async current(sido: Sido, now: Date): Promise<Weather> {
    const { nx, ny } = KMA_GRID[sido];
    const base = baseTimes(now);
    const observed = await this.items('getUltraSrtNcst', base.ncst, nx, ny);
    const value = (category: string) => {
      const raw = observed.find((item) => item.category === category)?.obsrValue;
      const number = raw === undefined ? NaN : Number(raw);
      if (!Number.isFinite(number)) throw new KmaError(`getUltraSrtNcst: no ${category}`);
      return number;
    };
    const temperatureC = value('T1H');
    const humidityPct = value('REH');
    const pty = value('PTY');
    // The sky is a nicety: without it the condition is read from the precipitation alone.
    let sky: number | null = null;
    if (pty === 0) {
      const forecast = await this.items('getUltraSrtFcst', base.fcst, nx, ny).catch(() => []);
      const first = forecast
        .filter((item) => item.category === 'SKY')
        .sort((a, b) =>
          `${a.fcstDate}${a.fcstTime}`.localeCompare(`${b.fcstDate}${b.fcstTime}`),
        )[0];
      sky = first?.fcstValue === undefined ? null : Number(first.fcstValue);
    }
    return {
      sido,
      source: 'forecast',
      temperatureC,
      humidityPct,
      condition: conditionOf(pty, sky),
      airQuality: climatologyWeather(sido, now).airQuality,
      observedAt: now.toISOString(),
    };
  }

  private async items(
    operation: string,
    base: { date: string; time: string },
    nx: number,
    ny: number,
  ): Promise<KmaItem[]> {
    const query = new URLSearchParams({
      serviceKey: this.apiKey,
      pageNo: '1',
      numOfRows: '1000',
      dataType: 'JSON',
      base_date: base.date,
      base_time: base.time,
      nx: String(nx),
      ny: String(ny),
    });
    const response = await fetch(`${this.baseUrl}/${operation}?${query}`, {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new KmaError(`${operation}: HTTP ${response.status}`);
    // An unregistered key gets an XML error page with status 200; json() then throws.
    const body = (await response.json().catch(() => {
      throw new KmaError(`${operation}: not JSON`);
    })) as KmaResponse;
    const header = body.response?.header;
    if (header?.resultCode !== '00')
      throw new KmaError(`${operation}: ${header?.resultCode ?? '?'} ${header?.resultMsg ?? ''}`);
    return body.response?.body?.items?.item ?? [];
  }
}
