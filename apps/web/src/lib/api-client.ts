import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  ErrorEnvelope,
  MESSAGES,
  buildPath,
  envelope,
  listEnvelope,
  type Endpoint,
  type EndpointInput,
  type FieldError,
  type ListMetadata,
} from '@chorok/contract';
import type { z } from 'zod';
import { clearSession, useAuthStore } from '@/features/auth/auth-store';

/** An API failure: the server's message, the HTTP status, and the failing fields for bad input. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(message: string, status: number, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The one axios instance (spec §7): /v1, 30 s, Bearer when a token exists. */
export const http = axios.create({ baseURL: API_BASE_PATH, timeout: API_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = useAuthStore.getState().accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Called on a 401 with a token: the session is over. Overridable in tests. */
export const sessionHooks = {
  onUnauthorized: () => {
    clearSession();
    window.location.reload();
  },
};

http.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    const status = error.response?.status;
    const hadToken = Boolean(error.config?.headers?.Authorization);
    const isMe = error.config?.url === '/users/me';
    // /users/me handles its own 4xx (one retry, then clear) in requestMe below.
    if (status === 401 && hadToken && !isMe) sessionHooks.onUnauthorized();
    return Promise.reject(toApiError(error));
  },
);

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = ErrorEnvelope.partial().safeParse(error.response?.data);
    const status = error.response?.status ?? 0;
    const message = (body.success && body.data.message) || (status ? MESSAGES.somethingWentWrong : error.message);
    return new ApiError(message, status, (body.success && body.data.errors) || []);
  }
  return new ApiError(error instanceof Error ? error.message : MESSAGES.somethingWentWrong, 0);
}

type Data<E extends Endpoint> = z.output<E['data']>;
export type ApiResult<E extends Endpoint> = E['list'] extends true
  ? { data: Data<E>[]; _metadata: ListMetadata; message: string; status: number }
  : { data: Data<E>; message: string; status: number };

/** Serialize query params: arrays repeat without indexes (`a=1&a=2`), undefined is dropped. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}

/**
 * Call one contract endpoint. Unwraps and checks the envelope against the contract; a response
 * without `data` throws the server's message (spec §7/§8).
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  config: AxiosRequestConfig = {},
): Promise<ApiResult<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = buildPath(endpoint.path, params);
  try {
    const response = await http.request({
      ...config,
      url,
      method: endpoint.method,
      params: query,
      paramsSerializer: { serialize: (p) => serializeQuery(p as Record<string, unknown>) },
      data: body,
    });
    const raw = response.data as { data?: unknown; message?: string } | undefined;
    if (raw?.data === undefined || raw.data === null) {
      throw new ApiError(raw?.message || MESSAGES.somethingWentWrong, response.status);
    }
    const schema = endpoint.list ? listEnvelope(endpoint.data) : envelope(endpoint.data);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new ApiError(MESSAGES.somethingWentWrong, response.status);
    }
    return parsed.data as ApiResult<E>;
  } catch (error) {
    throw toApiError(error);
  }
}
