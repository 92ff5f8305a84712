import { isInNativeApp } from '@/native/shell';
import { SERVICE_WORKER_URL, ensureServiceWorker } from '@/features/notifications/sw-registration';
import { SERVICE_WORKER } from '@/lib/config';

/** A same-origin path the worker asked to open ('/plants/setting/12'), or null for anything else. */
export function appPathFrom(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

export interface ServiceWorkerOptions {
  /** Open an in-app path without a reload (the router's history). */
  navigate: (path: string) => void;
  /** Reload the page (an update activated). */
  reload?: () => void;
}

/**
 * Spec §4/§9: register the worker, reload when an update takes over, and every hour fetch the
 * worker file and update the registration when that fetch answers 200 while online. A waiting
 * update is told to take over 0.5 s after it is found. Never inside the native app: the shell
 * handles push there. Resolves to a function that stops the hourly check.
 */
export async function startServiceWorker({
  navigate,
  reload = () => window.location.reload(),
}: ServiceWorkerOptions): Promise<() => void> {
  if (isInNativeApp() || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;

  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== 'chorok:navigate') return;
    const path = appPathFrom(data.url);
    if (path) navigate(path);
  });

  // The first install claims the page too; only a worker replacing another one means new code.
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });

  const registration = await ensureServiceWorker();
  const activateWaiting = () => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    setTimeout(() => waiting.postMessage({ type: 'SKIP_WAITING' }), SERVICE_WORKER.updateDelayMs);
  };
  activateWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') activateWaiting();
    });
  });

  const timer = setInterval(
    () => void checkForUpdate(registration),
    SERVICE_WORKER.updateIntervalMs,
  );
  return () => clearInterval(timer);
}

/** The hourly check: only online, and only when the worker file itself answers 200. */
export async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<boolean> {
  if (registration.installing || !navigator.onLine) return false;
  try {
    const response = await fetch(SERVICE_WORKER_URL, {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache' },
    });
    if (response.status !== 200) return false;
    await registration.update();
    return true;
  } catch {
    return false;
  }
}
