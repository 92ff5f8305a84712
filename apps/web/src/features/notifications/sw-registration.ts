/** Where the worker is served (apps/web/public/sw.js): the origin root, so its scope is the app. */
export const SERVICE_WORKER_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration> | null = null;

/** The app's worker registration; registering again returns the same one. */
export function ensureServiceWorker(): Promise<ServiceWorkerRegistration> {
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** For tests: forget the memoised registration. */
export function resetServiceWorkerForTests() {
  registration = null;
}
