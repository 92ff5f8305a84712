import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/**
 * `required`: Bearer token needed; `optional`: used when present; `none`; `admin`: the CLI's
 * secret only; `operator`: an OPERATOR or OWNER's token, or the CLI's secret; `owner`: an OWNER's
 * token, or the CLI's secret (decision 0043).
 */
export type AuthMode = 'required' | 'optional' | 'none' | 'admin' | 'operator' | 'owner';

/**
 * One endpoint, declared once. The API registers it (validation, OpenAPI) and the web client
 * calls it (URL building, response parsing) from this single object.
 * `path` is relative to /v1 and uses `:name` for path params.
 * `data` is the schema of the envelope's `data`; `list: true` adds `_metadata`.
 */
export interface Endpoint<
  TParams extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TData extends z.ZodMiniType = z.ZodMiniType,
  TList extends boolean = boolean,
  TAuth extends AuthMode = AuthMode,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: TAuth;
  params: TParams;
  query: TQuery;
  body: TBody;
  data: TData;
  list: TList;
  /** HTTP status on success; the envelope's `status` carries the same number. */
  successStatus: number;
  /** Stricter per-route rate limit (requests per minute per IP), for auth endpoints. */
  rateLimitPerMinute?: number;
  /** What a caller over that limit is told (429); the generic message otherwise. */
  rateLimitMessage?: string;
  /**
   * A visitor's answer (no Authorization) may be kept by shared caches and browsers for this long
   * (Cache-Control public, max-age, stale-while-revalidate); a signed-in caller's stays private.
   * Unset: every answer is private.
   */
  publicCache?: PublicCache;
}

export interface PublicCache {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

type Opt<T> = T extends z.ZodMiniType ? T : undefined;

export function defineEndpoint<
  const TParams extends z.ZodMiniType | undefined = undefined,
  const TQuery extends z.ZodMiniType | undefined = undefined,
  const TBody extends z.ZodMiniType | undefined = undefined,
  const TData extends z.ZodMiniType = z.ZodMiniType,
  const TList extends boolean = false,
  const TAuth extends AuthMode = AuthMode,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: TAuth;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  data: TData;
  list?: TList;
  successStatus?: number;
  rateLimitPerMinute?: number;
  rateLimitMessage?: string;
  publicCache?: PublicCache;
}): Endpoint<Opt<TParams>, Opt<TQuery>, Opt<TBody>, TData, TList, TAuth> {
  return {
    ...def,
    params: def.params as Opt<TParams>,
    query: def.query as Opt<TQuery>,
    body: def.body as Opt<TBody>,
    list: (def.list ?? false) as TList,
    successStatus: def.successStatus ?? 200,
  };
}

/** Input the client passes: the *input* side of each schema (before transforms/defaults). */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodMiniType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodMiniType ? { body: z.input<E['body']> } : { body?: undefined });

export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** Fill `:name` path params; values are URL-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path param: ${name}`);
    return encodeURIComponent(String(value));
  });
}
