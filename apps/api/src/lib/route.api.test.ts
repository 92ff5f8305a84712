import { defineEndpoint, MESSAGES } from '@chorok/contract';
import { MetadataIds, PagingQuery, RouteId } from '@chorok/contract/schemas';
import { pageViews, users } from '@chorok/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signAccessToken } from '../modules/auth/auth-plugin.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { AppError } from './app-error.ts';
import { route, secretsMatch } from './route.ts';

// Throwaway endpoints that exercise route() and the error handler the way modules use them.
const probe = {
  echo: defineEndpoint({
    id: 'probeEcho',
    method: 'POST',
    path: '/probe/echo/:id',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    params: z.object({ id: RouteId() }),
    query: z.object({ metadataIds: MetadataIds }),
    body: z
      .object({
        name: z.string().min(1, { error: '이름을 입력해 주세요.' }),
        count: z.number().int(),
      })
      .strict(),
    data: z.object({
      id: z.number(),
      name: z.string(),
      count: z.number(),
      metadataIds: z.array(z.number()).nullable(),
    }),
    successStatus: 201,
  }),
  list: defineEndpoint({
    id: 'probeList',
    method: 'GET',
    path: '/probe/list',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    query: PagingQuery,
    data: z.object({ n: z.number() }),
    list: true,
  }),
  shaped: defineEndpoint({
    id: 'probeShaped',
    method: 'GET',
    path: '/probe/shaped',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    data: z.object({ id: z.number(), at: z.string() }),
  }),
  boom: defineEndpoint({
    id: 'probeBoom',
    method: 'GET',
    path: '/probe/boom',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    data: z.object({}),
  }),
  conflict: defineEndpoint({
    id: 'probeConflict',
    method: 'GET',
    path: '/probe/conflict',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    data: z.object({}),
  }),
  mine: defineEndpoint({
    id: 'probeMine',
    method: 'POST',
    path: '/probe/mine',
    summary: 'probe',
    tag: 'probe',
    auth: 'required',
    body: z.object({ x: z.number() }).strict(),
    data: z.object({ userId: z.number(), jti: z.string() }),
  }),
  admin: defineEndpoint({
    id: 'probeAdmin',
    method: 'GET',
    path: '/probe/admin',
    summary: 'probe',
    tag: 'probe',
    auth: 'admin',
    data: z.object({ ok: z.literal(true) }),
  }),
  limited: defineEndpoint({
    id: 'probeLimited',
    method: 'GET',
    path: '/probe/limited',
    summary: 'probe',
    tag: 'probe',
    auth: 'none',
    data: z.object({ ok: z.literal(true) }),
    rateLimitPerMinute: 2,
  }),
};

function registerProbes(app: FastifyInstance) {
  return app.register(async (scope) => {
    route(scope, probe.echo, async ({ params, query, body }) => ({
      id: params.id,
      ...body,
      metadataIds: query.metadataIds ?? null,
    }));
    route(scope, probe.list, async ({ query }) => ({
      data: [{ n: query.page }, { n: query.perPage }],
      metadata: { page: query.page, perPage: query.perPage, total: 2, totalPage: 1 },
    }));
    // More fields than the contract: the serializer must drop them.
    route(
      scope,
      probe.shaped,
      async () =>
        ({ id: 1, at: '2026-01-01T00:00:00.000Z', secret: 'do not send' }) as {
          id: number;
          at: string;
        },
    );
    route(scope, probe.boom, async () => {
      throw new Error('database password is hunter2');
    });
    route(scope, probe.conflict, async () => {
      throw AppError.conflict('이미 처리된 주문입니다.');
    });
    route(scope, probe.mine, async ({ user, token }) => ({ userId: user.id, jti: token.jti }));
    route(scope, probe.admin, async () => ({ ok: true }) as const);
    route(scope, probe.limited, async () => ({ ok: true }) as const);
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerProbes(t.app);
});
afterAll(() => t.close());

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

describe('the envelope', () => {
  it('wraps data with message OK and the status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({
      data: {
        demoSignIn: true,
        providers: { kakao: true, naver: true, apple: true },
        supportEmail: 'help@chorok.kr',
        images: { assetHost: null, cdnHost: null },
        kakaoJsKey: null,
      },
      message: MESSAGES.ok,
      status: 200,
    });
  });

  it('uses the parsed params, query and body, and says Created for 201', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/echo/42?metadataIds=1,2',
      payload: { name: '몬스테라', count: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      data: { id: 42, name: '몬스테라', count: 3, metadataIds: [1, 2] },
      message: MESSAGES.created,
      status: 201,
    });
  });

  it('adds _metadata to lists', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/list?page=2&perPage=5' });
    expect(json(response)).toEqual({
      data: [{ n: 2 }, { n: 5 }],
      message: MESSAGES.ok,
      status: 200,
      _metadata: { page: 2, perPage: 5, total: 2, totalPage: 1 },
    });
  });

  it('sends only the fields of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/shaped' });
    expect(json(response)).toEqual({
      data: { id: 1, at: '2026-01-01T00:00:00.000Z' },
      message: MESSAGES.ok,
      status: 200,
    });
  });
});

describe('errors', () => {
  it('answers an unknown /v1 route with the 404 envelope, even for a browser', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/v1/nothing-here' },
      { method: 'GET' as const, url: '/v1/nothing-here', headers: { accept: 'text/html' } },
      { method: 'DELETE' as const, url: '/v1/app-config' },
      { method: 'POST' as const, url: '/somewhere', headers: { accept: 'text/html' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(json(response)).toEqual({ data: null, message: MESSAGES.routeNotFound, status: 404 });
    }
  });

  it('refuses invalid JSON with 400 and writes nothing', async () => {
    const before = await t.db.$count(pageViews);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/home",',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ data: null, message: MESSAGES.invalidJson, status: 400 });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(await t.db.$count(pageViews)).toBe(before);
  });

  it("answers bad input with 400, the first issue's message and the failing fields", async () => {
    const badId = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/echo/abc',
      payload: { name: 'a', count: 1 },
    });
    expect(badId.statusCode).toBe(400);
    expect(json(badId)).toEqual({
      data: null,
      message: MESSAGES.invalidId,
      status: 400,
      errors: [{ path: 'id', message: MESSAGES.invalidId }],
    });

    const badList = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/echo/1?metadataIds=1,101',
      payload: { name: 'a', count: 1 },
    });
    expect(json(badList)).toMatchObject({ message: MESSAGES.metadataList, status: 400 });

    const badBody = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/echo/1',
      payload: { name: '', count: 1.5, extra: true },
    });
    const body = json(badBody);
    expect(body.message).toBe('이름을 입력해 주세요.');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: '이름을 입력해 주세요.' },
        { path: 'count', message: MESSAGES.invalidInput },
      ]),
    );

    const noBody = await t.app.inject({ method: 'POST', url: '/v1/probe/echo/1' });
    expect(json(noBody)).toMatchObject({ message: MESSAGES.invalidInput, status: 400 });

    const badPaging = await t.app.inject({ method: 'GET', url: '/v1/probe/list?perPage=10001' });
    expect(json(badPaging)).toMatchObject({
      message: 'perPage must be at most 10000',
      status: 400,
    });
  });

  it('answers a body over 1 MiB with 413 and a wrong content type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      payload: { path: `/${'a'.repeat(1_100_000)}` },
    });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toEqual({ data: null, message: MESSAGES.payloadTooLarge, status: 413 });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(json(xml)).toMatchObject({
      data: null,
      message: MESSAGES.unsupportedMediaType,
      status: 415,
    });
  });

  it('hides unexpected errors: 500, the generic message, no stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ data: null, message: MESSAGES.serverError, status: 500 });
    expect(response.body).not.toMatch(/hunter2|at .*\.ts/);
  });

  it('maps AppError kinds to their status with their message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ data: null, message: '이미 처리된 주문입니다.', status: 409 });
  });

  it('answers a malformed URL with the 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/probe/echo/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ data: null, status: 400 });
  });
});

describe('auth modes', () => {
  it('required: 401 without a token, before looking at the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/mine',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
  });

  it('required: the handler gets the user and the token', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ email: 'route@chorok.kr', name: '루트' })
      .returning();
    const token = await signAccessToken(t.config.authSecret, user!.id, 'temporary');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/mine',
      headers: { authorization: `Bearer ${token}` },
      payload: { x: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ userId: user!.id, jti: expect.any(String) });
  });

  it('admin: only the exact X-Admin-Secret passes', async () => {
    for (const headers of [
      {},
      { 'x-admin-secret': '' },
      { 'x-admin-secret': 'wrong' },
      { 'x-admin-secret': `${t.config.adminSecret}x` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/v1/probe/admin', headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        data: null,
        message: MESSAGES.adminSecretInvalid,
        status: 401,
      });
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/probe/admin',
      headers: { 'x-admin-secret': t.config.adminSecret },
    });
    expect(json(ok)).toEqual({ data: { ok: true }, message: MESSAGES.ok, status: 200 });
  });

  it('admin: the operator endpoint refuses a caller without the secret and writes nothing', async () => {
    const before = await t.db.$count(users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/temp-codes',
      payload: { email: 'new@chorok.kr' },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.db.$count(users)).toBe(before);
  });

  it('compares secrets in constant time whatever their lengths', () => {
    expect(secretsMatch('abc', 'abc')).toBe(true);
    expect(secretsMatch('abc', 'abcd')).toBe(false);
    expect(secretsMatch('', 'abc')).toBe(false);
  });
});

describe('rate limits', () => {
  it("applies the endpoint's own limit and answers 429 with the envelope", async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await t.app.inject({
        method: 'GET',
        url: '/v1/probe/limited',
        remoteAddress: '10.1.1.1',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(json(last!)).toEqual({ data: null, message: MESSAGES.tooManyRequests, status: 429 });
    expect(last!.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/probe/limited',
      remoteAddress: '10.1.1.2',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every contract endpoint at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json(response) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/users/me']?.get?.operationId).toBe('getMe');
    expect(doc.paths['/v1/users/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/v1/admin/temp-codes']?.post?.security).toEqual([{ adminSecret: [] }]);
    expect(doc.paths['/v1/analytics/page-views']?.post).toBeDefined();
  });

  it('serves the UI at /docs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/docs',
      headers: { accept: 'text/html' },
    });
    expect([200, 302]).toContain(response.statusCode);
  });
});
