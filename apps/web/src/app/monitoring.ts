import { parseMonitoringSettings, type MonitoringSettings } from '@chorok/monitoring';
import { failureHooks } from '@/lib/api-client';
import {
  errorReporting,
  reportError,
  type ErrorContext,
  type ErrorReporter,
  type RouteOf,
} from '@/lib/error-reporter';
import type { AppRouter } from '@/app/router';

/** Reports made before the SDK has loaded, sent once it has (a page rarely has more). */
const MAX_HELD = 20;

export type LoadMonitor = (
  settings: MonitoringSettings,
  routeOf: RouteOf,
) => Promise<ErrorReporter>;

/** The Sentry SDK, in a chunk of its own (decision 0035). */
const loadSentry: LoadMonitor = async (settings, routeOf) =>
  (await import('@/app/sentry-reporter')).createSentryReporter(settings, routeOf);

/** The latest location's, not the one on screen: a loader's 5xx belongs to the page it loads. */
const routeOfRouter =
  (router: AppRouter): RouteOf =>
  () =>
    router.getMatchedRoutes(router.latestLocation.pathname)[2]?.fullPath;

/**
 * Error monitoring (spec §9), started only where the server put its settings in the page (`meta`,
 * MONITORING_META_NAME). Route and render errors already go through reportError; this adds the
 * window's uncaught errors and unhandled rejections and the API's 5xx. The SDK loads at the first
 * report, so a visit without errors never downloads it; reports wait for it meanwhile. Every report
 * still goes to the debug logger, as without monitoring. False (and nothing changed) without
 * settings.
 */
export function startMonitoring(
  meta: Element | null,
  router: AppRouter,
  loadMonitor: LoadMonitor = loadSentry,
): boolean {
  const settings = parseMonitoringSettings(meta?.getAttribute('content'));
  if (!settings) return false;

  const held: [unknown, ErrorContext | undefined][] = [];
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= loadMonitor(settings, routeOfRouter(router)).then(
      (monitor) => {
        errorReporting.monitor = monitor;
        for (const [error, context] of held.splice(0)) monitor.report(error, context);
      },
      (error: unknown) => {
        // The SDK did not load (offline, a new build): the debug logger alone, as without it.
        delete errorReporting.monitor;
        held.length = 0;
        reportError(error, { source: 'monitoring' });
      },
    ));
  errorReporting.monitor = {
    report(error, context) {
      if (held.length < MAX_HELD) held.push([error, context]);
      void load();
    },
  };

  window.addEventListener('error', (event) =>
    reportError(event.error ?? new Error(event.message), { source: 'window' }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, { source: 'unhandledrejection' }),
  );
  failureHooks.onFailure = (error, endpoint, response) => {
    if (response.status < 500) return;
    error.requestId = response.headers.get('x-request-id');
    reportError(error, {
      source: 'api',
      requestId: error.requestId,
      endpoint: `${endpoint.method} ${endpoint.path}`,
      status: error.status,
    });
  };
  return true;
}

/** What the start-up calls (main.tsx): a short name, as it is spelt out in the first load. */
export { startMonitoring as start };
