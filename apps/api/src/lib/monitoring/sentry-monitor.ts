// Decision 0035: the API's Sentry client, on @sentry/core, loaded only when SENTRY_DSN is set.
import {
  createStackParser,
  createTransport,
  linkedErrorsIntegration,
  Scope,
  type BaseTransportOptions,
  type Transport,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { NO_PERSONAL_DATA, scrubBreadcrumb, scrubEvent } from '@chorok/monitoring';
import type { FastifyRequest } from 'fastify';
import type { Monitor } from './monitor.ts';

/** A report is never worth holding a connection longer than this. */
const SEND_TIMEOUT_MS = 5_000;

/** The SDK's transport over Node's fetch (the node SDK's own is part of @sentry/node). */
function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async ({ body }) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', ...options.headers },
      body: typeof body === 'string' ? body : Buffer.from(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

export interface SentryMonitorOptions {
  dsn: string;
  release: string;
  environment: string;
}

export function createSentryMonitor({ dsn, release, environment }: SentryMonitorOptions): Monitor {
  const client = new ServerRuntimeClient({
    dsn,
    release,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    // An AppError's cause is the failure itself.
    integrations: [linkedErrorsIntegration()],
    dataCollection: NO_PERSONAL_DATA,
    maxBreadcrumbs: 0,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  client.init();
  // Errors reported with their request, so the error handler's log line does not send them again.
  const reported = new WeakSet<object>();

  return {
    captureRequestError(error, request: FastifyRequest) {
      if (typeof error === 'object' && error !== null) reported.add(error);
      // The pattern (/v1/orders/:id), never the address: no ids, no query values.
      const route = request.routeOptions.url ?? '(no route)';
      const scope = new Scope();
      scope.setTag('route', route);
      scope.setTag('method', request.method);
      scope.setTag('request_id', request.id);
      scope.setTransactionName(`${request.method} ${route}`);
      // Nothing of the request but its method and route: no body, headers, cookies or query.
      scope.addEventProcessor((event) => ({
        ...event,
        request: { method: request.method, url: route },
      }));
      client.captureException(
        error,
        // originalException: what the integrations read (the cause chain).
        { originalException: error, mechanism: { type: 'fastify', handled: false } },
        scope,
      );
    },
    captureLoggedError(error, message) {
      if (reported.has(error)) return;
      reported.add(error);
      const scope = new Scope();
      // The log line's message is fixed text ("order sweep failed"); its other fields stay out.
      scope.setTag('logger', message);
      scope.setTransactionName(message);
      client.captureException(
        error,
        { originalException: error, mechanism: { type: 'logger', handled: true } },
        scope,
      );
    },
    async close(timeoutMs) {
      await client.close(timeoutMs);
    },
  };
}
