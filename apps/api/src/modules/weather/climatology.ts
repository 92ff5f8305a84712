import { createHash } from 'node:crypto';
import type { Sido, Weather } from '@chorok/contract';
import { seoulDate, seoulMonth } from '../plants/seoul-date.ts';
import { DUST_BY_MONTH, NORMALS } from './normals.ts';
import type { WeatherProvider } from './provider.ts';

/** How far a day strays from the month's normal: ± this many °C and % humidity. */
const TEMPERATURE_SPREAD_C = 4;
const HUMIDITY_SPREAD_PCT = 12;

/** Four numbers in [0, 1) that belong to one Seoul day and one 시·도, always the same. */
function dayDice(date: string, sido: Sido): [number, number, number, number, number] {
  const hash = createHash('sha256').update(`${date}|${sido}`).digest();
  const at = (i: number) => hash.readUInt32BE(i * 4) / 2 ** 32;
  return [at(0), at(1), at(2), at(3), at(4)];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The weather a Seoul day "typically" has in a 시·도: the month's normals moved by a variation
 * drawn from a hash of the day and the place, so the days differ but one day always gives the
 * same answer (no network, no state). Used when no forecast API is configured.
 */
export function climatologyWeather(sido: Sido, now: Date): Weather {
  const date = seoulDate(now);
  const month = seoulMonth(now) - 1;
  const normals = NORMALS[sido];
  const [t, h, wet, sky, air] = dayDice(date, sido);

  const temperatureC = round1(normals.temperatureC[month]! + (t * 2 - 1) * TEMPERATURE_SPREAD_C);
  const rains = wet < normals.wetDayShare[month]!;
  const humidityPct = Math.round(
    clamp(
      normals.humidityPct[month]! + (h * 2 - 1) * HUMIDITY_SPREAD_PCT + (rains ? 15 : 0),
      15,
      100,
    ),
  );
  const condition = rains ? (temperatureC <= 1 ? 'SNOW' : 'RAIN') : sky < 0.45 ? 'CLOUDY' : 'CLEAR';

  const dust = DUST_BY_MONTH[month]!;
  const bad = Math.min(0.9, dust.bad * normals.dustFactor);
  // Rain washes fine dust out of the air.
  const airQuality =
    air < bad * (rains ? 0.3 : 1)
      ? air < bad * 0.2
        ? 'VERY_BAD'
        : 'BAD'
      : air > 1 - dust.good / normals.dustFactor
        ? 'GOOD'
        : 'MODERATE';

  return {
    sido,
    source: 'climatology',
    temperatureC,
    humidityPct,
    condition,
    airQuality,
    observedAt: now.toISOString(),
  };
}

export class ClimatologyProvider implements WeatherProvider {
  async current(sido: Sido, now: Date): Promise<Weather> {
    return climatologyWeather(sido, now);
  }
}
