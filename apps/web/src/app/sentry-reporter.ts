/*
 * The web app's Sentry reporter (decision 0035): @sentry/browser's client with the few
 * integrations a report needs, built by hand so the chunk leaves out the SDK's defaults
 * (tracing, replay, feedback). Loaded only by app/monitoring.ts, at the first report.
 */
import {
  BrowserClient,
  breadcrumbsIntegration,
  dedupeIntegration,
  defaultStackParser,
  getCurrentScope,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
  type BrowserOptions,
} from '@sentry/browser';
import {
  NO_PERSONAL_DATA,
  scrubBreadcrumb,
  scrubEvent,
  type MonitoringSettings,
} from '@chorok/monitoring';
import type { ErrorReporter, RouteOf } from '@/lib/error-reporter';

export function createSentryReporter(
  { dsn, release, environment }: MonitoringSettings,
  routeOf: RouteOf,
  transport: NonNullable<BrowserOptions['transport']> = makeFetchTransport,
): ErrorReporter {
  const client = new BrowserClient({
    dsn,
    release,
    environment,
    transport,
    stackParser: defaultStackParser,
    integrations: [
      // From here on: navigations, API calls and taps before the next error (scrubbed).
      breadcrumbsIntegration({ dom: true, fetch: true, history: true, xhr: false, sentry: false }),
      // A 5xx retried three times is one report, and an error is not sent twice.
      dedupeIntegration(),
      linkedErrorsIntegration(),
    ],
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  getCurrentScope().setClient(client);
  client.init();

  return {
    report(error, context = {}) {
      const { source, requestId, ...details } = context;
      const route = routeOf() ?? '(none)';
      const scope = new Scope();
      scope.setTag('route', route);
      scope.setTransactionName(route);
      if (source) scope.setTag('source', source);
      if (requestId) scope.setTag('request_id', requestId);
      scope.setContext('report', details);
      // The page without its query (the scrubber drops it too): no search, no codes, no e-mail.
      scope.addEventProcessor((event) => ({
        ...event,
        request: { url: `${location.origin}${location.pathname}` },
      }));
      client.captureException(
        error,
        // originalException: what the integrations read (causes, duplicates).
        { originalException: error, mechanism: { type: source ?? 'generic', handled: true } },
        scope,
      );
    },
  };
}
