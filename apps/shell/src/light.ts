/**
 * The ambient light sensor behind GET_AMBIENT_LIGHT and the environment: one live subscription
 * for the page that asked, paused in the background, and single readings for the environment.
 */

export type LightAvailability = { available: true } | { available: false; reason: string };

export interface AmbientLightSource {
  /** Whether this phone has a light sensor the app may read (Android does; iOS has no public one). */
  availability(): Promise<LightAvailability>;
  /** Start readings in lux; the returned function stops them. */
  subscribe(onLux: (lux: number) => void): () => void;
}

export interface LightRelay {
  /** Looked up once; a source that fails counts as no sensor. */
  availability(): Promise<LightAvailability>;
  /** Live readings for the page at `path` (one subscription however often it asks); the latest, if any. */
  want(path: string): number | null;
  /** The page path that wants readings, or null. */
  wantedBy(): string | null;
  /** The live reading, or the first one within `waitMs`, or null. */
  readOnce(waitMs: number): Promise<number | null>;
  /** Stop, and forget who wanted readings. */
  stop(): void;
  /** The app went to the background: readings stop until `resume`, for the page that still wants them. */
  pause(): void;
  resume(): void;
}

const validLux = (lux: number) => typeof lux === 'number' && Number.isFinite(lux) && lux >= 0;

export function createLightRelay(
  source: AmbientLightSource,
  onLux: (lux: number) => void,
): LightRelay {
  let availability: Promise<LightAvailability> | null = null;
  let path: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let latest: number | null = null;
  let paused = false;

  function halt() {
    unsubscribe?.();
    unsubscribe = null;
    latest = null;
  }

  function start() {
    if (path === null || paused || unsubscribe) return;
    unsubscribe = source.subscribe((lux) => {
      if (!validLux(lux)) return;
      latest = lux;
      if (path !== null) onLux(lux);
    });
  }

  return {
    availability() {
      availability ??= source
        .availability()
        .catch((): LightAvailability => ({ available: false, reason: 'sensor-error' }));
      return availability;
    },

    want(page) {
      path = page;
      const known = unsubscribe ? latest : null;
      start();
      return known;
    },

    wantedBy: () => path,

    readOnce(waitMs) {
      if (unsubscribe && latest !== null) return Promise.resolve(latest);
      return new Promise((resolve) => {
        let done = false;
        let stopReading: (() => void) | null = null;
        const finish = (lux: number | null) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          stopReading?.();
          resolve(lux);
        };
        const timer = setTimeout(() => finish(null), waitMs);
        stopReading = source.subscribe((lux) => {
          if (validLux(lux)) finish(lux);
        });
        // A source that answered at once has already finished.
        if (done) stopReading();
      });
    },

    stop() {
      halt();
      path = null;
    },

    pause() {
      paused = true;
      halt();
    },

    resume() {
      paused = false;
      start();
    },
  };
}
