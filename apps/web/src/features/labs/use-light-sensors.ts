import { useEffect, useState } from 'react';
import { startNativeBridge, useNativeEnvironment } from '@/native/bridge';
import { isInNativeApp, postNativeMessage } from '@/native/shell';

/** The Generic Sensor API's light sensor (Chromium, where enabled); not in TypeScript's DOM types. */
interface AmbientLightSensorLike extends EventTarget {
  readonly illuminance: number | null;
  start(): void;
  stop(): void;
}
type AmbientLightSensorConstructor = new (options?: {
  frequency?: number;
}) => AmbientLightSensorLike;

function sensorConstructor(): AmbientLightSensorConstructor | null {
  const candidate = (window as unknown as { AmbientLightSensor?: AmbientLightSensorConstructor })
    .AmbientLightSensor;
  return typeof candidate === 'function' ? candidate : null;
}

/**
 * Inside the native app: the shell's light sensor. While `wanted`, the shell is asked for
 * readings (GET_AMBIENT_LIGHT) and sends updates as the light changes, which the bridge keeps;
 * then it is told to stop (STOP_AMBIENT_LIGHT). `unavailable`: the shell said this phone has no
 * sensor it may read (iOS). Null lux in a plain browser, or until the shell answers.
 */
export function useShellLight(wanted: boolean): {
  available: boolean;
  unavailable: boolean;
  lux: number | null;
} {
  const inApp = isInNativeApp();
  const lux = useNativeEnvironment((state) => state.ambientLight);
  const unavailable = useNativeEnvironment((state) => state.ambientLightUnavailable !== null);
  const available = inApp && !unavailable;
  useEffect(() => {
    if (!available || !wanted) return;
    startNativeBridge();
    postNativeMessage({ type: 'GET_AMBIENT_LIGHT' });
    return () => {
      postNativeMessage({ type: 'STOP_AMBIENT_LIGHT' });
    };
  }, [available, wanted]);
  return { available, unavailable: inApp && unavailable, lux: available ? lux : null };
}

export type SensorStatus = 'unsupported' | 'starting' | 'running' | 'blocked';

/**
 * The browser's AmbientLightSensor where it exists (`enabled` false leaves it off, e.g. when the
 * shell already reads the light). 'blocked': the permission was refused or the sensor failed.
 */
export function useBrowserSensorLight(enabled: boolean): {
  status: SensorStatus;
  lux: number | null;
} {
  const [state, setState] = useState<{ status: SensorStatus; lux: number | null }>(() => ({
    status: enabled && sensorConstructor() ? 'starting' : 'unsupported',
    lux: null,
  }));

  useEffect(() => {
    const Sensor = enabled ? sensorConstructor() : null;
    if (!Sensor) return;
    let cancelled = false;
    const onError = () => {
      if (!cancelled) setState({ status: 'blocked', lux: null });
    };
    let sensor: AmbientLightSensorLike;
    try {
      sensor = new Sensor({ frequency: 4 });
    } catch {
      // A policy or a missing permission refuses the sensor at once: said like a later error.
      void Promise.resolve().then(onError);
      return () => {
        cancelled = true;
      };
    }
    const onReading = () => {
      const lux = sensor.illuminance;
      if (typeof lux === 'number' && Number.isFinite(lux) && lux >= 0)
        setState({ status: 'running', lux });
    };
    sensor.addEventListener('reading', onReading);
    sensor.addEventListener('error', onError);
    sensor.start();
    return () => {
      cancelled = true;
      sensor.removeEventListener('reading', onReading);
      sensor.removeEventListener('error', onError);
      sensor.stop();
    };
  }, [enabled]);

  return state;
}
