import { debugLogger } from '@/lib/debug-logger';

export interface ErrorContext {
  /** Where it happened: a route path, a feature name. */
  source?: string;
  /** The server's id of a failed request (`x-request-id`). */
  requestId?: string | null;
  [key: string]: unknown;
}

export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
}

/**
 * Where reports go besides the debug logger: the error monitor that app/monitoring.ts sets where
 * the server configured one. Unset (spec §9: monitoring's credentials are missing), the debug
 * logger alone.
 */
export const errorReporting: { monitor?: ErrorReporter } = {};

export function reportError(error: unknown, context?: ErrorContext) {
  debugLogger.error('[error]', error, context ?? {});
  errorReporting.monitor?.report(error, context);
}

/** The pattern of the route on screen (or loading), e.g. `/products/detail/$productId`. */
export type RouteOf = () => string | undefined;
