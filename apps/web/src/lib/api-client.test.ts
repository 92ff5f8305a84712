import { authRoutes, plantsRoutes, reviewsRoutes, usersRoutes } from '@chorok/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/session/auth-store';
import {
  ApiError,
  request,
  requestWithoutData,
  serializeQuery,
  sessionHooks,
  setResponseCheck,
  failureHooks,
} from './api-client';
import { installResponseCheck } from './response-check';

const user = {
  id: 1,
  name: '김초록',
  email: 'a@b.kr',
  nickname: null,
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-22T00:00:00.000Z',
};

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('api client', () => {
  let unauthorized: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    unauthorized = vi.fn<() => void>();
    sessionHooks.onUnauthorized = unauthorized;
    useAuthStore.setState({ accessToken: 'tok' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Bearer token under /v1 and unwraps the envelope', async () => {
    const fetchMock = respond(200, { data: user, message: 'OK', status: 200 });
    vi.stubGlobal('fetch', fetchMock);
    const result = await request(usersRoutes.getMe);
    expect(result.data.name).toBe('김초록');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/users/me');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('fills path params and sends JSON bodies', async () => {
    const fetchMock = respond(200, { data: user, message: 'OK', status: 200 });
    vi.stubGlobal('fetch', fetchMock);
    await request(usersRoutes.updateUser, { params: { id: 7 }, body: { name: '초록' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/users/7');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ name: '초록' }));
  });

  it('throws the server message when the response has no data', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, { data: null, message: '주문서를 찾을 수 없습니다.', status: 200 }),
    );
    await expect(request(usersRoutes.getMe)).rejects.toThrow('주문서를 찾을 수 없습니다.');
  });

  it('takes `data: null` as the success of an endpoint that answers nothing, and only there', async () => {
    vi.stubGlobal('fetch', respond(200, { data: null, message: 'OK', status: 200 }));
    await expect(
      requestWithoutData(plantsRoutes.deletePlant, { params: { id: 3 } }),
    ).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      respond(404, { data: null, message: '식물을 찾을 수 없어요.', status: 404 }),
    );
    await expect(
      requestWithoutData(plantsRoutes.deletePlant, { params: { id: 3 } }),
    ).rejects.toMatchObject({ status: 404, message: '식물을 찾을 수 없어요.' });
  });

  it('turns an error envelope into ApiError with status and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        data: null,
        message: 'Invalid input',
        status: 400,
        errors: [{ path: 'name', message: 'Invalid input' }],
      }),
    );
    const error = await request(usersRoutes.updateUser, {
      params: { id: 1 },
      body: { name: '초록' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual([{ path: 'name', message: 'Invalid input' }]);
  });

  it('ends the session on a 401 with a token, except for /users/me', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { data: null, message: '로그인이 필요합니다.', status: 401 }),
    );
    await expect(request(usersRoutes.getMe)).rejects.toThrow('로그인이 필요합니다.');
    expect(unauthorized).not.toHaveBeenCalled();
    await expect(request(authRoutes.signOut)).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('an anonymous request (a sign-in) carries no token, and its 401 leaves the session', async () => {
    const fetchMock = respond(401, {
      data: null,
      message: '이미 사용된 임시 코드입니다.',
      status: 401,
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      request(authRoutes.temporarySignIn, { body: { code: 'code-1' } }, { anonymous: true }),
    ).rejects.toThrow('이미 사용된 임시 코드입니다.');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('refuses data that does not match the contract (development and tests)', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 'x' }, message: 'OK', status: 200 }));
    await expect(request(usersRoutes.getMe)).rejects.toBeInstanceOf(ApiError);
  });

  it('never sends a body the contract refuses (development and tests)', async () => {
    const fetchMock = respond(200, { data: user, message: 'OK', status: 200 });
    vi.stubGlobal('fetch', fetchMock);
    // The upload's whole answer as mainPhoto: the strict body takes id and url only.
    const photo = { id: 9, url: '/images/plants/uploads/9.webp', width: 800, height: 600, alt: '' };
    await expect(
      request(plantsRoutes.createPlant, { body: { plantedAt: '2026-11-01', mainPhoto: photo } }),
    ).rejects.toThrow('The body of createPlant breaks the contract: mainPhoto');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the data unchecked without a response check (production builds)', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 'x' }, message: 'OK', status: 200 }));
    setResponseCheck(null);
    try {
      expect((await request(usersRoutes.getMe)).data).toEqual({ id: 'x' });
    } finally {
      installResponseCheck();
    }
  });

  it('gives up a hung read after 15 s and a hung write after 30 s, marked as timed out', async () => {
    const waits: number[] = [];
    const timers: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      waits.push(ms);
      const timer = new AbortController();
      timers.push(timer);
      return timer.signal;
    });
    // A server that never answers: only the abort ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          ),
      ),
    );
    try {
      const read = request(usersRoutes.getMe).catch((e: unknown) => e);
      const write = request(authRoutes.signOut).catch((e: unknown) => e);
      expect(waits).toEqual([15_000, 30_000]);
      for (const timer of timers) timer.abort();
      for (const error of [await read, await write]) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 0, timedOut: true });
      }
    } finally {
      timeout.mockRestore();
    }
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await request(usersRoutes.getMe).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it('sends a raw body (an upload) as it is, with its own type as the Content-Type', async () => {
    const photo = { id: 9, url: '/images/reviews/9.webp', width: 800, height: 600, alt: '' };
    const fetchMock = respond(201, { data: photo, message: 'Created', status: 201 });
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const result = await request(reviewsRoutes.uploadReviewPhoto, {}, { rawBody: file });
    expect(result.data.id).toBe(9);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/reviews/photos');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['content-type']).toBe('image/jpeg');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('refuses a request with both a JSON body and a raw one', async () => {
    vi.stubGlobal('fetch', respond(200, {}));
    await expect(
      request(
        usersRoutes.updateUser,
        { params: { id: 1 }, body: { name: '초록' } },
        { rawBody: new Blob(['x'], { type: 'image/png' }) },
      ),
    ).rejects.toThrow('one body');
  });

  it('tells the failure hook of every failed response before throwing its error', async () => {
    const onFailure = vi.fn();
    failureHooks.onFailure = onFailure;
    try {
      vi.stubGlobal('fetch', respond(502, { data: null, message: 'down', status: 502 }));
      const failure = request(plantsRoutes.getPlant, { params: { id: 3 } });
      await expect(failure).rejects.toMatchObject({ status: 502, message: 'down' });
      expect(onFailure).toHaveBeenCalledOnce();
      const [error, endpoint, response] = onFailure.mock.calls[0] as [ApiError, unknown, Response];
      expect(error).toBeInstanceOf(ApiError);
      expect(endpoint).toBe(plantsRoutes.getPlant);
      expect(response.status).toBe(502);
      await expect(failure.catch((caught: unknown) => caught)).resolves.toBe(error);
    } finally {
      delete failureHooks.onFailure;
    }
  });

  it('serializes arrays without indexes and drops empty values', () => {
    expect(serializeQuery({ metadataIds: [1, 2], search: '', page: 1, x: undefined })).toBe(
      'metadataIds=1&metadataIds=2&page=1',
    );
  });
});
