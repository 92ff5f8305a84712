import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServiceWorkerForTests } from '@/features/notifications/sw-registration';
import { startServiceWorker } from '@/features/notifications/service-worker';
import { SERVICE_WORKER } from '@/lib/config';

type Listener = (event: { data?: unknown }) => void;

function fakeContainer({ controlled }: { controlled: boolean }) {
  const listeners = new Map<string, Listener[]>();
  const waiting = { postMessage: vi.fn() };
  const registration = {
    waiting: null as typeof waiting | null,
    installing: null,
    update: vi.fn(async () => undefined),
    addEventListener: vi.fn(),
  };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const emit = (type: string, event: { data?: unknown } = {}) =>
    listeners.get(type)?.forEach((l) => l(event));
  return { container, registration, waiting, emit };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServiceWorkerForTests();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete window.ReactNativeWebView;
});

describe('startServiceWorker', () => {
  it('registers /sw.js at the root, and opens only in-app paths the worker sends', async () => {
    const { container, emit } = fakeContainer({ controlled: false });
    const navigate = vi.fn();
    const stop = await startServiceWorker({ navigate, reload: vi.fn() });
    expect(container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    emit('message', { data: { type: 'chorok:navigate', url: '/plants/setting/12' } });
    emit('message', { data: { type: 'chorok:navigate', url: 'https://evil.example/' } });
    emit('message', { data: { type: 'chorok:navigate', url: '//evil.example/' } });
    emit('message', { data: 'noise' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/plants/setting/12');
    stop();
  });

  it('an update waiting behind a running worker takes over after 0.5 s, then the page reloads', async () => {
    vi.useFakeTimers();
    const { registration, waiting, emit } = fakeContainer({ controlled: true });
    registration.waiting = waiting;
    const reload = vi.fn();
    const stop = await startServiceWorker({ navigate: vi.fn(), reload });
    vi.advanceTimersByTime(SERVICE_WORKER.updateDelayMs - 1);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    emit('controllerchange');
    emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the first install taking control does not reload', async () => {
    const { emit } = fakeContainer({ controlled: false });
    const reload = vi.fn();
    const stop = await startServiceWorker({ navigate: vi.fn(), reload });
    emit('controllerchange');
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('checks for an update every hour', async () => {
    vi.useFakeTimers();
    const { registration } = fakeContainer({ controlled: true });
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const stop = await startServiceWorker({ navigate: vi.fn(), reload: vi.fn() });
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER.updateIntervalMs - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing inside the native app', async () => {
    const { container } = fakeContainer({ controlled: false });
    window.ReactNativeWebView = { postMessage: vi.fn() };
    await startServiceWorker({ navigate: vi.fn() });
    expect(container.register).not.toHaveBeenCalled();
  });
});
