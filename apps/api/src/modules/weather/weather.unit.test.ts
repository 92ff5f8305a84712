import { SIDO, type Weather } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import {
  airExposureAdvice,
  careAdvice,
  repottingAdvice,
  shownReading,
  wateringAdvice,
} from './advice.ts';
import { climatologyWeather } from './climatology.ts';
import { DEFAULT_SIDO, sidoOf, weatherSidoOf } from './region.ts';
import { WeatherService, WEATHER_CACHE_MS } from './service.ts';
import type { WeatherProvider } from './provider.ts';

const at = (iso: string) => new Date(iso);

/** Every day of a month at noon in Seoul. */
function monthDays(year: number, month: number): Date[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(year, month - 1, i + 1, 3)));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('climatology', () => {
  it('gives the same answer for the same day and place, and differs from day to day', () => {
    const a = climatologyWeather('서울특별시', at('2026-01-15T03:00:00Z'));
    const b = climatologyWeather('서울특별시', at('2026-01-15T12:00:00Z'));
    expect({ ...a, observedAt: '' }).toEqual({ ...b, observedAt: '' });
    const temperatures = new Set(
      monthDays(2026, 1).map((d) => climatologyWeather('서울특별시', d).temperatureC),
    );
    expect(temperatures.size).toBeGreaterThan(10);
  });

  it('follows the seasons: Seoul near −2 °C in January and 26 °C in August', () => {
    const jan = mean(
      monthDays(2026, 1).map((d) => climatologyWeather('서울특별시', d).temperatureC),
    );
    const aug = mean(
      monthDays(2026, 8).map((d) => climatologyWeather('서울특별시', d).temperatureC),
    );
    expect(jan).toBeGreaterThan(-4);
    expect(jan).toBeLessThan(0);
    expect(aug).toBeGreaterThan(24);
    expect(aug).toBeLessThan(28);
  });

  it('keeps Jeju milder than Seoul in winter and Daegu hotter in summer', () => {
    const janOf = (sido: (typeof SIDO)[number]) =>
      mean(monthDays(2026, 1).map((d) => climatologyWeather(sido, d).temperatureC));
    const augOf = (sido: (typeof SIDO)[number]) =>
      mean(monthDays(2026, 8).map((d) => climatologyWeather(sido, d).temperatureC));
    expect(janOf('제주특별자치도')).toBeGreaterThan(janOf('서울특별시') + 5);
    expect(augOf('대구광역시')).toBeGreaterThan(augOf('강원특별자치도'));
  });

  it('has plausible figures everywhere, snow only in the cold, worse air in spring than summer', () => {
    let springBad = 0;
    let summerBad = 0;
    for (const sido of SIDO) {
      for (const month of [1, 4, 7, 10]) {
        for (const day of monthDays(2026, month)) {
          const w = climatologyWeather(sido, day);
          expect(w.sido).toBe(sido);
          expect(w.source).toBe('climatology');
          expect(w.temperatureC).toBeGreaterThan(-15);
          expect(w.temperatureC).toBeLessThan(36);
          expect(w.humidityPct).toBeGreaterThanOrEqual(15);
          expect(w.humidityPct).toBeLessThanOrEqual(100);
          if (w.condition === 'SNOW') expect(w.temperatureC).toBeLessThanOrEqual(1);
          const bad = w.airQuality === 'BAD' || w.airQuality === 'VERY_BAD';
          if (month === 4 && bad) springBad++;
          if (month === 7 && bad) summerBad++;
        }
      }
    }
    expect(springBad).toBeGreaterThan(summerBad * 2);
  });

  it('rains on a plausible share of summer days', () => {
    const days = monthDays(2026, 7).concat(monthDays(2025, 7), monthDays(2024, 7));
    const wet = days.filter((d) => climatologyWeather('서울특별시', d).condition === 'RAIN').length;
    expect(wet / days.length).toBeGreaterThan(0.3);
    expect(wet / days.length).toBeLessThan(0.7);
  });
});

describe('region of an address', () => {
  it.each([
    ['서울특별시 강남구 테헤란로', '서울특별시'],
    ['서울 강남구', '서울특별시'],
    ['서울시 마포구', '서울특별시'],
    ['부산 해운대구', '부산광역시'],
    ['경기 성남시', '경기도'],
    ['경기도 수원시', '경기도'],
    ['강원 춘천시', '강원특별자치도'],
    ['강원도 춘천시', '강원특별자치도'],
    ['전북 전주시', '전북특별자치도'],
    ['전라북도 전주시', '전북특별자치도'],
    ['충남 천안시', '충청남도'],
    ['경북 포항시', '경상북도'],
    ['제주 제주시', '제주특별자치도'],
    ['제주도', '제주특별자치도'],
    ['세종', '세종특별자치시'],
    ['  광주광역시 북구', '광주광역시'],
  ])('%s → %s', (address, sido) => {
    expect(sidoOf(address)).toBe(sido);
    expect(weatherSidoOf(address)).toBe(sido);
  });

  it('falls back to Seoul for an empty or unknown address', () => {
    for (const address of ['', '   ', '우리 집 베란다', 'Tokyo']) {
      expect(sidoOf(address)).toBeNull();
      expect(weatherSidoOf(address)).toBe(DEFAULT_SIDO);
    }
  });
});

const weather = (overrides: Partial<Weather> = {}): Weather => ({
  sido: '서울특별시',
  source: 'climatology',
  temperatureC: 20,
  humidityPct: 60,
  condition: 'CLEAR',
  airQuality: 'GOOD',
  observedAt: '2026-04-01T00:00:00.000Z',
  ...overrides,
});

describe('advice', () => {
  it('air exposure: skipped in the cold, rain, snow and bad air, with the reason', () => {
    expect(airExposureAdvice(weather({ temperatureC: 4.4 }))).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('4°C'),
    });
    expect(airExposureAdvice(weather({ temperatureC: 5 })).effect).toBe('OK');
    // 4.5 °C is shown as 5 °C, which is not below 5 °C.
    expect(airExposureAdvice(weather({ temperatureC: 4.5 })).effect).toBe('OK');
    expect(airExposureAdvice(weather({ condition: 'RAIN' }))).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('비'),
    });
    expect(airExposureAdvice(weather({ condition: 'SNOW' }))).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('눈'),
    });
    expect(airExposureAdvice(weather({ airQuality: 'BAD' }))).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('미세먼지가 나쁨'),
    });
    expect(airExposureAdvice(weather({ airQuality: 'VERY_BAD' }))).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('매우 나쁨'),
    });
    expect(airExposureAdvice(weather({ airQuality: 'MODERATE', condition: 'CLOUDY' })).effect).toBe(
      'OK',
    );
  });

  it('watering: sooner when hot or dry, later when cold, otherwise as usual', () => {
    expect(wateringAdvice(weather({ temperatureC: 28 })).effect).toBe('SOONER');
    expect(wateringAdvice(weather({ temperatureC: 27.4 })).effect).toBe('OK');
    expect(wateringAdvice(weather({ humidityPct: 35 })).effect).toBe('SOONER');
    expect(wateringAdvice(weather({ humidityPct: 36 })).effect).toBe('OK');
    expect(wateringAdvice(weather({ temperatureC: 10 })).effect).toBe('LATER');
    expect(wateringAdvice(weather({ temperatureC: 10.5 })).effect).toBe('OK');
    // The rules judge the whole figures the sentence quotes: 27.5 °C is 28 °C, 10.4 °C is 10 °C.
    expect(wateringAdvice(weather({ temperatureC: 27.5 })).effect).toBe('SOONER');
    expect(wateringAdvice(weather({ temperatureC: 10.4 })).effect).toBe('LATER');
    expect(wateringAdvice(weather({ humidityPct: 35.4 })).effect).toBe('SOONER');
    // Dry winter air: the dryness wins over the cold.
    expect(wateringAdvice(weather({ temperatureC: 0, humidityPct: 30 })).effect).toBe('SOONER');
  });

  it('quotes the temperature and humidity in whole numbers, as the weather line shows them', () => {
    // The dashboard's weather line: Math.round(weather.temperatureC)°C, Math.round(humidityPct)%.
    const line = (w: Weather) => `${Math.round(w.temperatureC)}°C`;
    const cold = weather({ temperatureC: 3.8 });
    expect(line(cold)).toBe('4°C');
    expect(airExposureAdvice(cold).message).toBe(
      '기온이 4°C로 낮아요. 찬 바람은 잎을 상하게 하니 오늘은 창문을 닫아 두세요.',
    );
    expect(wateringAdvice(cold).message).toBe(
      '기온이 4°C로 쌀쌀해요. 흙이 천천히 마르니 물은 하루 늦게 주세요.',
    );
    expect(wateringAdvice(weather({ temperatureC: 31.26 })).message).toContain('기온이 31°C로');
    expect(wateringAdvice(weather({ humidityPct: 29.7 })).message).toContain('습도가 30%로');
    // Just below zero is shown as 0 °C, never "-0°C"; a half rounds up as the web rounds it.
    expect(airExposureAdvice(weather({ temperatureC: -0.4 })).message).toContain('기온이 0°C로');
    expect(airExposureAdvice(weather({ temperatureC: -2.5 })).message).toContain('기온이 -2°C로');
    expect(shownReading(weather({ temperatureC: -2.5, humidityPct: 40.5 }))).toEqual({
      temperatureC: -2,
      humidityPct: 41,
    });
    for (const temperatureC of [-12.35, -0.5, 0.49, 3.8, 4.5, 9.99, 27.5, 33.3])
      for (const a of careAdvice({
        weather: weather({ temperatureC }),
        month: 1,
        daysSinceRepot: 0,
        repottingFrequency: 365,
      }))
        expect(a.message).not.toMatch(/\d\.\d/);
  });

  it('repotting: in season, otherwise wait unless overdue', () => {
    const base = { month: 4, daysSinceRepot: 10, repottingFrequency: 365 };
    expect(repottingAdvice(base)).toEqual({
      kind: 'REPOTTING',
      effect: 'SEASON',
      message: '분갈이하기 좋은 계절이에요.',
    });
    expect(repottingAdvice({ ...base, month: 10 }).effect).toBe('SEASON');
    expect(repottingAdvice({ ...base, month: 7 }).effect).toBe('LATER');
    expect(repottingAdvice({ ...base, month: 1, daysSinceRepot: 365 }).effect).toBe('OK');
  });

  it('gives one piece of advice per care kind in friendly Korean', () => {
    const advice = careAdvice({
      weather: weather(),
      month: 6,
      daysSinceRepot: 0,
      repottingFrequency: 365,
    });
    expect(advice.map((a) => a.kind)).toEqual(['WATERING', 'AIR_EXPOSURE', 'REPOTTING']);
    for (const a of advice) expect(a.message).toMatch(/(요|세요)\.$/);
  });
});

describe('weather cache', () => {
  it('asks the provider once per 시·도 in 30 minutes, and falls back to the climatology', async () => {
    let calls = 0;
    let fail = false;
    const provider: WeatherProvider = {
      current: async (sido, now) => {
        calls++;
        if (fail) throw new Error('quota');
        return { ...weather({ sido, source: 'forecast' }), observedAt: now.toISOString() };
      },
    };
    const service = new WeatherService(provider);
    const t0 = at('2026-04-01T00:00:00Z');
    await service.weatherIn('서울특별시', t0);
    await service.weatherIn('서울특별시', new Date(t0.getTime() + WEATHER_CACHE_MS - 1));
    expect(calls).toBe(1);
    await service.weatherIn('부산광역시', t0);
    expect(calls).toBe(2);
    fail = true;
    const fallback = await service.weatherIn(
      '서울특별시',
      new Date(t0.getTime() + WEATHER_CACHE_MS),
    );
    expect(calls).toBe(3);
    expect(fallback.source).toBe('climatology');
  });
});
