import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  API_BASE_PATH,
  AUDIT_CLI_ACTOR,
  canUseConsole,
  MESSAGES,
  type Endpoint,
  type FieldError,
  type ListMetadata,
} from '@chorok/contract';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from './app-error.ts';
import type { AuthResult, AuthToken, AuthUser, OperatorActor } from './auth-types.ts';
import { CHECKS_OWN_INPUT, refuseControlCharacters } from './input-guard.ts';
import { endpointSchema } from './json-schema.ts';
import { carriesCredentials } from './credentials.ts';
import { currentCatalogueVersion } from './catalogue-version.ts';
import { SharedAnswers, viewerFactsFor, type SharedAnswer } from './shared-answers.ts';
import { weakTag } from './http-cache.ts';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type IsRequired<E extends Endpoint> = E['auth'] extends 'required' ? true : false;
type IsOperator<E extends Endpoint> = E['auth'] extends 'operator' | 'owner' ? true : false;

export interface RouteContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  user: IsRequired<E> extends true ? AuthUser : AuthUser | null;
  token: IsRequired<E> extends true ? AuthToken : AuthToken | null;
  /** Who is acting, on `operator` and `owner` endpoints (decision 0043). */
  operator: IsOperator<E> extends true ? OperatorActor : null;
  /**
   * Whose own facts (likes, alerts, own reviews) the answer carries: the caller's id, or null when
   * the answer is one shared by everyone (a route with `shared`, decision 0045), whoever asks.
   */
  viewerId: number | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

export type HandlerResult<E extends Endpoint> = E['list'] extends true
  ? { data: z.input<E['data']>[]; metadata: ListMetadata }
  : z.input<E['data']>;

/**
 * A handler's answer sent as it is instead of the envelope: a stream the handler has set the
 * headers for (the NDJSON of POST /products/ai-recommend). Errors before it is returned still
 * leave as the envelope.
 */
export class RawReply {
  constructor(readonly payload: Readable) {}
}

/** A signed-in caller's own facts, for overlaying a shared answer (decision 0045). */
export interface Viewer {
  user: AuthUser;
  /**
   * Ids the caller has of one kind (`name`), read with `load` once per caller and catalogue
   * version. `load` must read only what the catalogue version's triggers cover (migration 0024).
   */
  facts(
    name: string,
    load: (userId: number) => Promise<readonly number[]>,
  ): Promise<ReadonlySet<number>>;
}

/**
 * A catalogue read kept and shared (decision 0045): the handler runs as if for a visitor
 * (`viewerId` null) once per catalogue version and URL; a visitor gets the stored bytes, a
 * signed-in caller the stored result overlaid with their own facts. Only for endpoints with
 * `publicCache`, and only for reads whose every table the catalogue version's triggers cover.
 */
export interface Shared<E extends Endpoint> {
  /**
   * The caller's own facts laid over the shared result: a new object, or the shared one itself
   * when none of theirs is on it (then its stored bytes are sent). None: everyone's answer is the
   * same.
   */
  personalise?: (result: HandlerResult<E>, viewer: Viewer) => Promise<HandlerResult<E>>;
  /**
   * For a signed-in caller whose shared answer depends on more than the URL (their saved
   * answers): a key part naming it. Undefined: the URL alone.
   */
  variant?: (ctx: RouteContext<E>) => string | undefined;
}

const NO_AUTH: AuthResult = Object.freeze({ user: null, token: null });
const ADMIN_HEADER = 'x-admin-secret';

// Request validation is zod's job, in the handler, after authentication (a signed-out caller gets
// 401, not a 400 about a body it may not send). Fastify receives the JSON schemas only for
// OpenAPI and the response serializer, so its own validator must accept everything.
const acceptAll = () => () => true;

/*
 * One compiled serializer per response schema for every app in the process (endpointSchema keeps
 * one schema per endpoint): compiling them was most of an app's start, and the tests build one app
 * per file. A compiled serializer holds no app state.
 */
const serializers = new WeakMap<object, (data: unknown) => string>();

function compiledSerializer({ schema }: { schema: unknown }) {
  let serialize = serializers.get(schema as object);
  if (!serialize)
    serializers.set(schema as object, (serialize = fastJsonStringify(schema as Schema)));
  return serialize;
}

/**
 * Register one contract endpoint: `endpoint.method /v1{endpoint.path}`, auth enforced, params,
 * query and body parsed with the endpoint's zod schemas, and the handler's result wrapped in the
 * envelope with `endpoint.successStatus`. Responses are not zod-parsed: Fastify serializes them
 * with the compiled JSON schema of the envelope, which also drops any field the contract lacks.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  // E comes from the endpoint alone. (A handler without parameters is checked while E is still
  // being inferred, so literal results need `as const`: `({ ok: true }) as const`.)
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<HandlerResult<NoInfer<E>> | RawReply>,
  options: { shared?: Shared<NoInfer<E>> } = {},
): void {
  const { auth: mode, successStatus: status, list, params, query, body } = endpoint;
  const message = status === 201 ? MESSAGES.created : MESSAGES.ok;
  const shared = options.shared;
  if (shared && (!endpoint.publicCache || endpoint.method !== 'GET'))
    throw new Error(`${endpoint.id}: only a GET with publicCache may be shared`);
  const answers = shared ? new SharedAnswers() : null;
  const envelope = (result: unknown) => {
    if (!list) return { data: result, message, status };
    const page = result as { data: unknown[]; metadata: ListMetadata };
    return { data: page.data, message, status, _metadata: page.metadata };
  };

  app.route({
    method: endpoint.method,
    url: `${API_BASE_PATH}${endpoint.path}`,
    schema: endpointSchema(endpoint),
    validatorCompiler: acceptAll,
    serializerCompiler: compiledSerializer,
    // One object is small (under the compression threshold); skipping the hooks keeps it fast.
    compress: list ? undefined : false,
    config: endpoint.rateLimitPerMinute
      ? {
          [CHECKS_OWN_INPUT]: true,
          rateLimit: {
            max: app.config.signInRateLimitPerMinute ?? endpoint.rateLimitPerMinute,
            timeWindow: 60_000,
            ...(endpoint.rateLimitMessage
              ? {
                  errorResponseBuilder: () =>
                    new AppError('TOO_MANY_REQUESTS', endpoint.rateLimitMessage),
                }
              : {}),
          },
        }
      : { [CHECKS_OWN_INPUT]: true },
    handler: async (request, reply) => {
      let auth = NO_AUTH;
      let operator: OperatorActor | null = null;
      if (mode === 'admin') verifyAdminSecret(request, app.config.adminSecret);
      else if (mode === 'operator' || mode === 'owner') {
        ({ auth, operator } = await admitOperator(app, request, mode));
      } else if (mode !== 'none') {
        auth = await app.authenticate(request, mode);
        if (mode === 'required' && (!auth.user || !auth.token)) throw AppError.unauthorized();
      }
      const version = answers ? await currentCatalogueVersion(app.database) : 0;
      if (answers && !auth.user) {
        // A URL answered before passed the parse already: only the raw input check runs again.
        const ready = answers.ready(request.url, version);
        if (ready) {
          refuseControlCharacters(request);
          return sendShared(endpoint, request, reply, ready);
        }
      }
      const ctx = {
        params: params ? parsePart(params, request.params) : undefined,
        query: query ? parsePart(query, request.query) : undefined,
        body: body ? parsePart(body, request.body) : undefined,
        user: auth.user,
        token: auth.token,
        operator,
        viewerId: answers ? null : (auth.user?.id ?? null),
        request,
        reply,
        app,
      } as unknown as RouteContext<E>;
      // After zod (an id keeps its 'Invalid id'), on the raw input: fields zod drops count too.
      refuseControlCharacters(request);
      let result: unknown;
      if (answers && shared) {
        const variant = auth.user ? shared.variant?.(ctx) : undefined;
        const key = variant === undefined ? request.url : `${request.url}\n${variant}`;
        const answer = await answers.get(key, version, async () => {
          const computed = await handler(ctx);
          if (computed instanceof RawReply)
            throw new Error(`${endpoint.id}: a raw reply is not shared`);
          // The route's own compiled serializer, as Fastify would send it: the same bytes.
          const serialized = reply.code(status).serialize(envelope(computed));
          if (typeof serialized !== 'string')
            throw new Error(`${endpoint.id}: not serialized to text`);
          return { result: computed, body: serialized, etag: weakTag(serialized) };
        });
        const user = auth.user;
        result =
          user && shared.personalise
            ? await shared.personalise(answer.result as HandlerResult<E>, {
                user,
                facts: (name, load) =>
                  viewerFactsFor(app.db).of(name, user.id, version, () => load(user.id)),
              })
            : answer.result;
        // A visitor, or nothing of theirs on it (no like, no review of theirs): the stored bytes.
        if (result === answer.result) return sendShared(endpoint, request, reply, answer);
      } else {
        result = await handler(ctx);
        if (result instanceof RawReply) return result.payload;
      }
      reply.code(status);
      if (endpoint.method === 'GET') cacheHeaders(endpoint, request, reply);
      return envelope(result);
    },
  });
}

/** A shared answer's stored bytes and tag: no handler, no query, no serializer (decision 0045). */
function sendShared(
  endpoint: Endpoint,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
): string {
  reply.code(endpoint.successStatus);
  cacheHeaders(endpoint, request, reply);
  // The etag plugin answers If-None-Match with this tag instead of hashing the body again.
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('etag', answer.etag);
  return answer.body;
}

/**
 * Decision 0040: a visitor's catalogue read is `public` for shared caches (a CDN keeps it for the
 * endpoint's time, CDN-Cache-Control) and revalidated by browsers (ETag → 304); every other read
 * stays `private`.
 */
function cacheHeaders(endpoint: Endpoint, request: FastifyRequest, reply: FastifyReply) {
  reply.header('vary', 'Authorization');
  // A caller with credentials gets no-store from the security headers (decision 0026).
  if (!endpoint.publicCache || carriesCredentials(request.headers)) {
    reply.header('cache-control', 'private, no-cache');
    return;
  }
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = endpoint.publicCache;
  reply.header('cache-control', 'public, no-cache');
  reply.header(
    'cdn-cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
  );
}

/** zod failure → 400 whose message is the first issue's (the contract's own wording). */
export function parsePart(schema: z.ZodMiniType, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw AppError.badRequest(errors[0]?.message ?? MESSAGES.invalidInput, errors);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing both sides first makes the comparison constant-time whatever the lengths. */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may act on an `operator` or `owner` endpoint (decision 0043): the admin CLI by its secret,
 * or a signed-in operator (owner); 401 for anyone signed out or a wrong secret, 403 for anyone else.
 */
export async function admitOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  mode: 'operator' | 'owner',
): Promise<{ auth: AuthResult; operator: OperatorActor }> {
  if (request.headers[ADMIN_HEADER] !== undefined) {
    verifyAdminSecret(request, app.config.adminSecret);
    return { auth: NO_AUTH, operator: { userId: null, label: AUDIT_CLI_ACTOR } };
  }
  const auth = await app.authenticate(request, 'required');
  return { auth, operator: operatorOf(auth.user, mode) };
}

/** A signed-in user allowed on an operator (or owner) endpoint; 403 for anyone else. */
function operatorOf(user: AuthUser | null, mode: 'operator' | 'owner'): OperatorActor {
  if (!user) throw AppError.unauthorized();
  if (mode === 'owner' ? user.role !== 'OWNER' : !canUseConsole(user.role))
    throw AppError.forbidden(mode === 'owner' ? MESSAGES.ownerOnly : MESSAGES.operatorOnly);
  return { userId: user.id, label: user.email ?? user.name };
}

function verifyAdminSecret(request: FastifyRequest, adminSecret: string): void {
  const given = request.headers[ADMIN_HEADER];
  if (typeof given !== 'string' || given.length === 0 || !secretsMatch(given, adminSecret)) {
    throw new AppError('UNAUTHORIZED', MESSAGES.adminSecretInvalid);
  }
}
