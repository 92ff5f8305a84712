import type { Sido, Weather } from '@chorok/contract';
import type { FastifyBaseLogger } from 'fastify';
import { climatologyWeather } from './climatology.ts';
import type { WeatherProvider } from './provider.ts';

/** How long one 시·도's weather is kept in memory. */
export const WEATHER_CACHE_MS = 30 * 60_000;

/**
 * The weather the dashboard shows: the provider's answer cached per 시·도 for 30 minutes (in
 * this process's memory; a forecast API allows only so many calls a day), and the climatology
 * when the provider fails, so a dashboard never breaks on the weather.
 */
export class WeatherService {
  private readonly cache = new Map<Sido, { at: number; weather: Promise<Weather> }>();

  constructor(
    private readonly provider: WeatherProvider,
    private readonly log?: FastifyBaseLogger,
  ) {}

  weatherIn(sido: Sido, now: Date): Promise<Weather> {
    const cached = this.cache.get(sido);
    const age = cached ? now.getTime() - cached.at : Infinity;
    // A clock that went back (tests) is a miss too.
    if (cached && age >= 0 && age < WEATHER_CACHE_MS) return cached.weather;
    const weather = this.provider.current(sido, now).catch((error: unknown) => {
      this.log?.warn({ err: error, sido }, 'weather provider failed; using the climatology');
      return climatologyWeather(sido, now);
    });
    this.cache.set(sido, { at: now.getTime(), weather });
    return weather;
  }
}
