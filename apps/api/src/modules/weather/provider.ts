import type { Sido, Weather } from '@chorok/contract';

/** Where the weather comes from (ARCHITECTURE.md: an interface, a real adapter, a local default). */
export interface WeatherProvider {
  /** The weather in a 시·도 at `now`. May throw (network, quota); callers fall back. */
  current(sido: Sido, now: Date): Promise<Weather>;
}
