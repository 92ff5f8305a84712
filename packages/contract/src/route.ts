import type { Endpoint, HttpMethod } from './endpoint.ts';

/**
 * What the browser needs to call an endpoint: its address, without its schemas. The web app calls
 * the API through these (routes.gen.ts, derived from the endpoint declarations), so the first
 * load carries no zod (decision 0008); `E` keeps every type of the endpoint it stands for.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to /v1, with `:name` path params. */
  readonly path: string;
  readonly list: E['list'];
  /** Types only: never set. */
  readonly endpoint?: E;
}

/** The route of one endpoint: what routes.gen.ts holds for it. */
export function routeOf<E extends Endpoint>(endpoint: E): Route<E> {
  return { id: endpoint.id, method: endpoint.method, path: endpoint.path, list: endpoint.list };
}

/** Each endpoint of an area object as its route, keys kept. */
export type RoutesOf<A extends Record<string, Endpoint>> = { readonly [K in keyof A]: Route<A[K]> };
