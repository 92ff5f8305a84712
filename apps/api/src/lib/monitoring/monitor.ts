import type { FastifyRequest } from 'fastify';
import type { Config } from '../../env.ts';
import { monitoringRelease } from './release.ts';

/** Error monitoring as the error handler sees it (decision 0035). */
export interface Monitor {
  /** An unhandled error of this request, answered with a 5xx. */
  captureRequestError(error: unknown, request: FastifyRequest): void;
  /**
   * An error logged at error level outside a failed request (a render, a job, a push), with the
   * log line's message; an error already reported with its request is not sent twice.
   */
  captureLoggedError(error: Error, message: string): void;
  /** Sends what is queued (at shutdown), then stops. */
  close(timeoutMs: number): Promise<void>;
}

/**
 * The monitor for SENTRY_DSN, or null without one: then the SDK is not even loaded, and 5xx are
 * only logged, as before.
 */
export async function createMonitor(config: Config): Promise<Monitor | null> {
  const { dsn, environment } = config.monitoring;
  if (!dsn) return null;
  const { createSentryMonitor } = await import('./sentry-monitor.ts');
  return createSentryMonitor({ dsn, environment, release: monitoringRelease(config) });
}
