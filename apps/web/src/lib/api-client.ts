import {
  API_BASE_PATH,
  CLIENT_MESSAGES,
  buildPath,
  type Endpoint,
  type EndpointInput,
  type FieldError,
  type ListMetadata,
  type Route,
} from '@chorok/contract';
import type { z } from 'zod/mini';
import { API_TIMEOUT_MS } from '@/lib/config';

/**
 * An API failure: the server's message, the HTTP status (0 = no response), the failing fields,
 * and whether the request gave up waiting (API_TIMEOUT_MS).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly timedOut: boolean;
  /** The server's id of the request (`x-request-id`): set by monitoring's hook, on a 5xx. */
  declare requestId?: string | null;
  constructor(message: string, status: number, errors: FieldError[] = [], timedOut = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.timedOut = timedOut;
  }
}

/**
 * Checks one item of a response's `data` against the contract's schema for the route id. Set in
 * development and tests (response-check.ts); a production build leaves it unset, so the first
 * load carries no zod and no schema (decision 0008): there the server, which validates against
 * the same contract, is trusted.
 */
export type ResponseCheck = (routeId: string, item: unknown) => boolean;
let responseCheck: ResponseCheck | null = null;
export function setResponseCheck(check: ResponseCheck | null) {
  responseCheck = check;
}

/**
 * Checks a JSON body against the contract's body schema for the route id: null when it passes,
 * else what is wrong. Set with the response check (development and tests), unset in production.
 */
export type RequestCheck = (routeId: string, body: unknown) => string | null;
let requestCheck: RequestCheck | null = null;
export function setRequestCheck(check: RequestCheck | null) {
  requestCheck = check;
}

/**
 * Told of every failed response before its error is thrown: error monitoring's hook
 * (app/monitoring.ts reports the 5xx), unset unless monitoring is on. It must not throw.
 */
export const failureHooks: {
  onFailure?: (error: ApiError, endpoint: Route<Endpoint>, response: Response) => void;
} = {};

/**
 * The session as the client sees it, handed over at start-up (`connectSession`): where the token
 * comes from, and what a 401 with a token does (the session is over). Until then, and on the
 * server, requests go without a token.
 */
export interface SessionHooks {
  token: () => string | null;
  onUnauthorized: () => void;
}
export const sessionHooks: SessionHooks = {
  token: () => null,
  onUnauthorized: () => {},
};
export function connectSession(hooks: SessionHooks) {
  Object.assign(sessionHooks, hooks);
}

type Data<E extends Endpoint> = z.output<E['data']>;
export type ApiResult<E extends Endpoint> = E['list'] extends true
  ? { data: Data<E>[]; _metadata: ListMetadata; message: string; status: number }
  : { data: Data<E>; message: string; status: number };

/** Serialize query params: arrays repeat without indexes (`a=1&a=2`), empty values are dropped. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}

interface RawEnvelope {
  data?: unknown;
  message?: unknown;
  errors?: unknown;
  _metadata?: unknown;
}

async function readJson(response: Response): Promise<RawEnvelope | undefined> {
  try {
    return (await response.json()) as RawEnvelope;
  } catch {
    return undefined;
  }
}

const messageOf = (raw: RawEnvelope | undefined) =>
  (typeof raw?.message === 'string' && raw.message) || '';

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * A file sent as the request body as it is, its own type as the Content-Type: for the upload
   * endpoints, whose body is raw bytes rather than JSON (POST /reviews/photos). Not together with
   * a JSON `body`.
   */
  rawBody?: Blob;
  /**
   * Sent without the session's token: a sign-in carries its credentials (a code, a provider's
   * token) in the body, so its 401 refuses those, never the session of whoever is signed in.
   */
  anonymous?: boolean;
}

/**
 * Call one contract endpoint by its route (spec §7): /v1, a timeout (15 s to read, 30 s to write:
 * decision 0024), Bearer when a token exists, the envelope unwrapped (and, in development and
 * tests, its data checked against the contract). A response without `data` throws the server's
 * message; a 401 on a request that carried a token ends the session (except /users/me, whose query
 * applies its own retry-then-clear rule).
 */
export async function request<E extends Endpoint>(
  endpoint: Route<E>,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  init: RequestOptions = {},
): Promise<ApiResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const search = serializeQuery(query);
  const url = `${API_BASE_PATH}${buildPath(endpoint.path, params)}${search ? `?${search}` : ''}`;
  const token = init.anonymous ? null : sessionHooks.token();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && init.rawBody) throw new Error('A request has one body: JSON or raw');
  const problem = body === undefined ? null : requestCheck?.(endpoint.id, body);
  // A programming error, not a refusal: loud in development and tests, never sent.
  if (problem) throw new Error(`The body of ${endpoint.id} breaks the contract: ${problem}`);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (init.rawBody) headers['content-type'] = init.rawBody.type || 'application/octet-stream';

  const timeout = AbortSignal.timeout(
    endpoint.method === 'GET' ? API_TIMEOUT_MS.read : API_TIMEOUT_MS.write,
  );
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: init.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0, [], true);
    throw new ApiError(
      error instanceof Error ? error.message : CLIENT_MESSAGES.somethingWentWrong,
      0,
    );
  }

  const raw = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token && endpoint.path !== '/users/me')
      sessionHooks.onUnauthorized();
    const errors = Array.isArray(raw?.errors) ? (raw.errors as FieldError[]) : [];
    const error = new ApiError(
      messageOf(raw) || CLIENT_MESSAGES.somethingWentWrong,
      response.status,
      errors,
    );
    failureHooks.onFailure?.(error, endpoint, response);
    throw error;
  }
  if (raw?.data === undefined || raw.data === null) {
    throw new ApiError(messageOf(raw) || CLIENT_MESSAGES.somethingWentWrong, response.status);
  }
  if (responseCheck) {
    const items = endpoint.list && Array.isArray(raw.data) ? raw.data : [raw.data];
    for (const item of items) {
      if (!responseCheck(endpoint.id, item))
        throw new ApiError(CLIENT_MESSAGES.somethingWentWrong, response.status);
    }
  }
  const status =
    typeof (raw as { status?: unknown }).status === 'number'
      ? (raw as { status: number }).status
      : response.status;
  return { ...raw, status, message: messageOf(raw) } as ApiResult<E>;
}

/**
 * Whether a failed call in fact succeeded: `request` throws on any answer without data (spec §7),
 * with its HTTP status, and an endpoint whose success is `data: null` (a delete) answers a 2xx.
 */
export function succeededWithoutData(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/** `request` for an endpoint whose success carries `data: null`. */
export async function requestWithoutData<E extends Endpoint>(
  endpoint: Route<E>,
  input?: EndpointInput<E>,
  init?: RequestOptions,
): Promise<void> {
  try {
    await request(endpoint, input, init);
  } catch (error) {
    if (!succeededWithoutData(error)) throw error;
  }
}
