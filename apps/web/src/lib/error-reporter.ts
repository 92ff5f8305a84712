import { debugLogger } from '@/lib/debug-logger';

export interface ErrorContext {
  /** Where it happened: a route path, a feature name. */
  source?: string;
  [key: string]: unknown;
}

export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
}

/**
 * Error monitoring is not initialised (spec §9: its credentials are missing), so errors go to the
 * debug logger; a monitoring service plugs in through setErrorReporter.
 */
const loggingReporter: ErrorReporter = {
  report: (error, context) => debugLogger.error('[error]', error, context ?? {}),
};

let current: ErrorReporter = loggingReporter;

export function setErrorReporter(reporter: ErrorReporter) {
  current = reporter;
}

export function reportError(error: unknown, context?: ErrorContext) {
  current.report(error, context);
}
