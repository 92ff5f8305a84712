import { useCallback, useEffect, useRef, useState } from 'react';
import { roughLux, type CameraEstimate } from '@/features/labs/camera-light';
import { keepRecent, stableLux, type LightSample } from '@/features/labs/stable-reading';
import { useCameraLight } from '@/features/labs/use-camera-light';
import { useBrowserSensorLight, useShellLight } from '@/features/labs/use-light-sensors';

export type LightSource = 'shell' | 'sensor' | 'camera' | 'manual';

export interface LightReading {
  lux: number;
  source: LightSource;
  /** The camera's estimate details (its error); null for a sensor or a typed value. */
  estimate: CameraEstimate | null;
}

/** How often the live value is sampled for the steadiness rule. */
const SAMPLE_MS = 250;

/**
 * The light meter: a live reading from the best source there is (the app's sensor, the
 * browser's, else the camera once started), sampled until it holds steady (stable-reading.ts);
 * the steady value becomes the result, which suggestions and saving use. A typed value is a
 * result at once. `remeasure()` forgets the result and listens again.
 */
export function useLightMeter() {
  const [result, setResult] = useState<LightReading | null>(null);
  // The app's sensor runs until a result is kept; the browser's stands in where the app has none.
  const shell = useShellLight(result === null);
  const sensor = useBrowserSensorLight(!shell.available);
  const camera = useCameraLight();
  const samples = useRef<LightSample[]>([]);

  let live: LightReading | null = null;
  if (shell.lux !== null) live = { lux: shell.lux, source: 'shell', estimate: null };
  else if (sensor.lux !== null) live = { lux: sensor.lux, source: 'sensor', estimate: null };
  else if (camera.estimate)
    live = { lux: roughLux(camera.estimate.lux), source: 'camera', estimate: camera.estimate };

  // The latest live value, read by the sampling timer without restarting it on every change.
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  });
  const measuring = live !== null && result === null;

  useEffect(() => {
    if (!measuring) {
      samples.current = [];
      return;
    }
    const timer = window.setInterval(() => {
      const current = liveRef.current;
      if (!current) return;
      const now = performance.now();
      samples.current = keepRecent([...samples.current, { at: now, lux: current.lux }], now);
      const steady = stableLux(samples.current, now);
      if (steady !== null)
        setResult({ ...current, lux: current.source === 'camera' ? roughLux(steady) : steady });
    }, SAMPLE_MS);
    return () => window.clearInterval(timer);
  }, [measuring]);

  // A steady camera reading is kept; the camera need not run on.
  const stopCamera = camera.stop;
  useEffect(() => {
    if (result?.source === 'camera') stopCamera();
  }, [result, stopCamera]);

  const enter = useCallback(
    (lux: number) => {
      stopCamera();
      setResult({ lux, source: 'manual', estimate: null });
    },
    [stopCamera],
  );
  const remeasure = useCallback(() => setResult(null), []);

  return { live, measuring, result, enter, remeasure, camera, shell, sensor };
}
