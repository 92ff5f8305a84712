import { vi } from 'vitest';
import { type AuthReturn } from '@chorok/contract';
import { parseIncomingMessage } from '@chorok/contract/schemas';
import { createShellHandler, type NativeLogger, type ShellDeps } from './handler.ts';
import type { LightAvailability } from './light.ts';

export const ORIGIN = 'https://chorok.example';

/** Runs a delivery script against a stand-in `window` and returns what it posted. */
export function runDelivery(script: string): unknown[] {
  const posted: unknown[] = [];
  const window = { postMessage: (data: unknown) => posted.push(data) };
  new Function('window', script)(window);
  return posted;
}

/** A handler with every port faked: what it sends is read back the way the web reads it. */
export function harness(options: { light?: LightAvailability; token?: string | null } = {}) {
  let url: string | null = `${ORIGIN}/home`;
  const wire: Record<string, unknown>[] = [];
  const listeners = new Set<(lux: number) => void>();
  const light = {
    availability: vi.fn(async () => options.light ?? ({ available: true } as LightAvailability)),
    subscribe: vi.fn((listener: (lux: number) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  const logger: NativeLogger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const getPushToken = vi.fn<ShellDeps['getPushToken']>(async () =>
    options.token === undefined ? 'device-token-1' : options.token,
  );
  const openAuth = vi.fn<ShellDeps['openAuth']>(async (): Promise<AuthReturn> => ({
    kind: 'cancelled',
  }));
  const navigate = vi.fn<(url: string) => void>();
  const injectJavaScript = vi.fn((script: string) => {
    for (const data of runDelivery(script)) wire.push(JSON.parse(data as string));
  });
  const deps: ShellDeps = {
    webOrigin: ORIGIN,
    device: { platform: 'android', appVersion: '0.1.0', deviceModel: 'Pixel 8' },
    getPushToken,
    light,
    safeAreaInsets: () => ({ top: 24, bottom: 16, left: 0, right: 0 }),
    logger,
    openAuth,
    injectJavaScript,
    navigate,
    currentUrl: () => url,
    waitMs: 20,
  };
  const handler = createShellHandler(deps);
  return {
    handler,
    deps,
    light,
    logger,
    getPushToken,
    openAuth,
    navigate,
    injectJavaScript,
    /** Every message sent, as sent. */
    wire,
    /** Every message sent, as the web's parseIncomingMessage reads it. */
    received: () => wire.map((message) => parseIncomingMessage(JSON.stringify(message))),
    emitLux: (lux: number) => listeners.forEach((listener) => listener(lux)),
    liveListeners: () => listeners.size,
    setUrl: (next: string | null) => {
      url = next;
    },
    send: (message: unknown) => handler.onMessage(JSON.stringify(message), url),
  };
}
