import {
  API_BASE_PATH,
  CLIENT_MESSAGES,
  aiRecommendRoutes,
  type AiRecommendation,
  type Endpoint,
  type Route,
} from '@chorok/contract';
import { AiRecommendEvent } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { ApiError, failureHooks, sessionHooks } from '@/lib/api-client';

export const NDJSON = 'application/x-ndjson';

/** A model may take a while, and is asked twice when its answer is malformed. */
const STREAM_TIMEOUT_MS = 90_000;

/** Lines of a byte stream as they complete (the last one may come without its newline). */
export async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line) yield line;
        newline = buffered.indexOf('\n');
      }
      if (done) break;
    }
    if (buffered.trim()) yield buffered.trim();
  } finally {
    reader.releaseLock();
  }
}

function parseEvent(line: string): AiRecommendEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new ApiError(CLIENT_MESSAGES.somethingWentWrong, 200);
  }
  const event = z.safeParse(AiRecommendEvent, json);
  if (!event.success) throw new ApiError(CLIENT_MESSAGES.somethingWentWrong, 200);
  return event.data;
}

async function failure(
  response: Response,
  hadToken: boolean,
  route: Route<Endpoint>,
): Promise<ApiError> {
  if (response.status === 401 && hadToken) sessionHooks.onUnauthorized();
  let message = '';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not the envelope (a proxy's page): the status says enough.
  }
  const error = new ApiError(message || CLIENT_MESSAGES.somethingWentWrong, response.status);
  // Monitoring hears of this stream's 5xx as of the api client's.
  failureHooks.onFailure?.(error, route, response);
  return error;
}

/**
 * POST /v1/products/ai-recommend as NDJSON: each event, checked against the contract, goes to
 * `onEvent` as it arrives; the `done` event's whole answer is returned. Refusals (400, 429) come
 * as the envelope and throw ApiError with the server's message, as the api client does.
 */
export async function streamAiRecommendation(
  prompt: string,
  { signal, onEvent }: { signal?: AbortSignal; onEvent: (event: AiRecommendEvent) => void },
): Promise<AiRecommendation> {
  const token = sessionHooks.token();
  const headers: Record<string, string> = { accept: NDJSON, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(STREAM_TIMEOUT_MS);
  const route = aiRecommendRoutes.aiRecommendProducts;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${route.path}`, {
      method: route.method,
      headers,
      body: JSON.stringify({ prompt }),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0);
  }
  if (!response.ok) throw await failure(response, token !== null, route);
  if (!response.body) throw new ApiError(CLIENT_MESSAGES.somethingWentWrong, response.status);

  let answer: AiRecommendation | null = null;
  try {
    for await (const line of lines(response.body)) {
      const event = parseEvent(line);
      if (event.type === 'error') throw new ApiError(event.message, 500);
      onEvent(event);
      if (event.type === 'done') answer = event.recommendation;
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    // The connection broke off mid-answer.
    throw new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0);
  }
  if (!answer) throw new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0);
  return answer;
}
