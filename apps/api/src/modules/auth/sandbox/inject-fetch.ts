import type { FastifyInstance } from 'fastify';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers URLs under `origin` + `prefix` from the app itself (app.inject), so an
 * adapter talking to the local sandbox works before the server listens (tests, start-up) and
 * never leaves the process. Any other URL is refused: the sandbox's adapter has no business there.
 */
export function injectFetch(
  app: Pick<FastifyInstance, 'inject'>,
  origin: string,
  prefix: string,
): Fetch {
  const base = `${origin}${prefix}`;
  return async (url, init = {}) => {
    if (url !== base && !url.startsWith(`${base}/`) && !url.startsWith(`${base}?`))
      throw new TypeError(`injectFetch serves ${base} only, not ${url}`);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.slice(origin.length),
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      ...(init.body instanceof URLSearchParams ? { payload: init.body.toString() } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    return new Response(NO_BODY_STATUS.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
