import { parseRouteId as parseId } from '@chorok/contract';

/**
 * A route id path param (spec §5): a positive integer, or an Error carrying the route's own
 * message ('productsId는 숫자만 가능합니다.', 'Invalid id') for the route's error screen.
 */
export function parseRouteId(value: string, message: string): number {
  const id = parseId(value);
  if (id === undefined) throw new RouteParamError(message);
  return id;
}

/** A malformed address: shown to the visitor as it is, never reported as a fault. */
export class RouteParamError extends Error {
  override readonly name = 'RouteParamError';
}

/** The router wraps a failed `params.parse` in its own PathParamError, with ours as the cause. */
export function routeParamErrorOf(error: unknown): RouteParamError | null {
  if (error instanceof RouteParamError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof RouteParamError ? cause : null;
}
