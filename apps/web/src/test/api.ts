/**
 * The web tests' one API fake: MSW intercepts every request (test/setup.ts starts it for each
 * file). A request nothing answers fails the test it was made in; handlers and the log of
 * requests are cleared after each test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';

/** A request as the API received it. */
export interface ApiRequest {
  method: string;
  url: URL;
  /** The pathname, with /v1. */
  path: string;
  /** `?a=1` or ''. */
  search: string;
  /** JSON parsed; any other body as a Blob; undefined without one. */
  body: unknown;
  headers: Record<string, string>;
}

/** A request's method, path and body: what most tests compare. */
export const sentOf = ({ method, path, body }: ApiRequest) => ({ method, path, body });

/** An answer: an envelope with its status, or any Response (HttpResponse.error() for no network). */
export type Answer = { status: number; body: unknown } | Response;
export type Resolver = (request: ApiRequest) => Answer | undefined | Promise<Answer | undefined>;

export const ok = <T>(data: T, status = 200): Answer => ({ status, body: body(data, status) });
export const okList = <T>(data: T[], ...page: [total?: number, page?: number, perPage?: number]) =>
  ({ status: 200, body: listBody(data, ...page) }) satisfies Answer;
export const fail = (status: number, message: string): Answer => ({
  status,
  body: errorBody(message, status),
});

const APP_CONFIG = '/v1/app-config';
const unhandled: string[] = [];
/** The logs of the current test's fakes: each gets the requests sent after it was set up. */
const logs = new Set<ApiRequest[]>();
const seen = new WeakMap<Request, Promise<ApiRequest>>();

export const server = setupServer(
  // Pictures read the app config on their own; without one they use the API's host.
  http.get(`*${APP_CONFIG}`, () => HttpResponse.json(errorBody('Not Found', 404), { status: 404 })),
);

/**
 * The request as a test sees it, logged when it first reaches a handler (before its body is read;
 * the body is filled in before any handler answers). Requests sent at once may arrive in either
 * order: a test that cares tells them apart by what they carry.
 */
function record(request: Request): Promise<ApiRequest> {
  const known = seen.get(request);
  if (known) return known;
  const url = new URL(request.url);
  const sent: ApiRequest = {
    method: request.method,
    url,
    path: url.pathname,
    search: url.search,
    body: undefined,
    headers: Object.fromEntries(request.headers),
  };
  if (sent.path !== APP_CONFIG) for (const log of logs) log.push(sent);
  const read = (request.body ? request.clone().blob() : Promise.resolve(undefined)).then(
    async (blob) => {
      if (!blob || blob.size === 0) return sent;
      const json = (request.headers.get('content-type') ?? '').includes('json');
      sent.body = json ? (JSON.parse(await blob.text()) as unknown) : blob;
      return sent;
    },
  );
  seen.set(request, read);
  return read;
}

const toResponse = (answer: Answer) =>
  answer instanceof Response ? answer : HttpResponse.json(answer.body as never, answer);

/**
 * Answers API requests with `resolve` (undefined: not answered, so the test fails); only those of
 * `method` and `path` (MSW's pattern, after /v1: '/orders/:id') when given. Returns `calls`: the
 * API requests sent from now on (any of them, in order; not the app-config read).
 */
export function serveApi(resolve: Resolver): { calls: ApiRequest[] };
export function serveApi(
  method: string,
  path: string,
  answer: Answer | Resolver,
): { calls: ApiRequest[] };
export function serveApi(...args: [Resolver] | [string, string, Answer | Resolver]) {
  const [method, path, answer] = args.length === 1 ? ['all', '/*', args[0]] : args;
  const calls: ApiRequest[] = [];
  logs.add(calls);
  const handler = http[method.toLowerCase() as 'all'];
  server.use(
    handler(`*/v1${path}`, async ({ request }) => {
      const sent = await record(request);
      // A Response given once may answer many times: each gets a copy.
      if (answer instanceof Response) return answer.clone();
      if (typeof answer !== 'function') return toResponse(answer);
      const reply = await answer(sent);
      return reply ? toResponse(reply) : undefined;
    }),
  );
  return { calls };
}

/** Answers each 'METHOD /path' (after /v1, MSW's patterns) as given; nothing else. */
export function serveRoutes(routes: Record<string, Answer | Resolver>) {
  const calls: ApiRequest[] = [];
  logs.add(calls);
  for (const [route, answer] of Object.entries(routes)) {
    const [method = '', path = ''] = route.split(' ');
    logs.delete(serveApi(method, path, answer).calls);
  }
  return { calls };
}

/** Keeps the answers to the requests `which` picks (all by default) until `released` settles. */
export function holdApi(
  released: Promise<unknown>,
  which: (r: ApiRequest) => boolean = () => true,
) {
  serveApi(async (request) => {
    if (which(request)) await released;
    return undefined;
  });
}

export function startApi() {
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      defaults.error();
      const request = (frame.data as { request?: Request }).request;
      unhandled.push(request ? `${request.method} ${request.url}` : 'a frame');
      throw new Error('No handler for this request');
    },
  });
}

/** Clears the test's handlers and log; throws when the test made a request nothing answered. */
export function resetApi() {
  server.resetHandlers();
  logs.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Unanswered API requests: ${missed.join(', ')}`);
}
