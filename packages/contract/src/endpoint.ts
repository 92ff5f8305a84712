import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** `required`: Bearer token needed; `optional`: used when present; `none`; `admin`: operator secret. */
export type AuthMode = 'required' | 'optional' | 'none' | 'admin';

/**
 * One endpoint, declared once. The API registers it (validation, OpenAPI) and the web client
 * calls it (URL building, response parsing) from this single object.
 * `path` is relative to /v1 and uses `:name` for path params.
 * `data` is the schema of the envelope's `data`; `list: true` adds `_metadata`.
 */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
  TList extends boolean = boolean,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  params: TParams;
  query: TQuery;
  body: TBody;
  data: TData;
  list: TList;
  /** HTTP status on success; the envelope's `status` carries the same number. */
  successStatus: number;
  /** Stricter per-route rate limit (requests per minute per IP), for auth endpoints. */
  rateLimitPerMinute?: number;
}

type Opt<T> = T extends z.ZodType ? T : undefined;

export function defineEndpoint<
  const TParams extends z.ZodType | undefined = undefined,
  const TQuery extends z.ZodType | undefined = undefined,
  const TBody extends z.ZodType | undefined = undefined,
  const TData extends z.ZodType = z.ZodType,
  const TList extends boolean = false,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  data: TData;
  list?: TList;
  successStatus?: number;
  rateLimitPerMinute?: number;
}): Endpoint<Opt<TParams>, Opt<TQuery>, Opt<TBody>, TData, TList> {
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
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** Fill `:name` path params; values are URL-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path param: ${name}`);
    return encodeURIComponent(String(value));
  });
}
