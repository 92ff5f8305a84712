import type { Config } from '../../env.ts';
import { ClimatologyProvider } from './climatology.ts';
import { KmaWeatherProvider } from './kma.ts';
import type { WeatherProvider } from './provider.ts';

/** WEATHER_PROVIDER=kma → the KMA forecast API with its key; otherwise the local climatology. */
export function createWeatherProvider(config: Config): WeatherProvider {
  const kma = config.weather.kma;
  if (config.weather.provider === 'kma' && kma)
    return new KmaWeatherProvider({ apiKey: kma.apiKey, baseUrl: kma.baseUrl });
  return new ClimatologyProvider();
}
