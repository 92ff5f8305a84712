import { APPLE_CALLBACK_PATH } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../env.ts';
import type { TestApp } from './helper.ts';

/** Another app on the test's database, configured differently (closed by the caller). */
export async function extraApp(t: TestApp, overrides: Partial<Config>): Promise<FastifyInstance> {
  return buildApp({ config: { ...t.config, ...overrides }, database: t.database });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let ipCounter = 0;
/** Sign-in routes are limited per address: each request comes from its own. */
export const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The hidden fields and the action of the page's (last) form, as a browser would submit it. */
export function pageForm(html: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)"/g)];
  const action = forms.at(-1)?.[1];
  if (action === undefined) throw new Error(`no form in page:\n${html}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
  return { action: unescape(action), fields };
}

export interface BrowserResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * A browser without scripts: URLs on the app's public origin go to `app` (inject), any other to
 * the network (a local server standing in for Apple). Redirects are not followed.
 */
export function browser(app: FastifyInstance, publicOrigin: string) {
  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const payload = form ? new URLSearchParams(form).toString() : undefined;
    if (url.startsWith(`${publicOrigin}/`) || url.startsWith('/')) {
      const path = url.startsWith('/') ? url : url.slice(publicOrigin.length);
      const response = await app.inject({
        method,
        url: path,
        remoteAddress: nextIp(),
        ...(payload === undefined ? {} : { headers: FORM, payload }),
      });
      return {
        status: response.statusCode,
        headers: response.headers as Record<string, string | undefined>,
        body: response.body,
      };
    }
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      ...(payload === undefined ? {} : { headers: FORM, body: payload }),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.text(),
    };
  }
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, form: Record<string, string>) => request('POST', url, form),
  };
}

export interface AppleAuthorize {
  authorizeUrl: string;
  state: string;
  nonce: string;
  sandbox: boolean;
}

export async function authorizeApple(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  accessToken?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/apple/authorize',
    remoteAddress: nextIp(),
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: AppleAuthorize | null; message: string },
  };
}

export interface ConsentInput {
  email: string;
  lastName?: string;
  firstName?: string;
  hideEmail?: boolean;
  action?: 'continue' | 'cancel';
}

/**
 * authorize → Apple's page (the sandbox) → consent → the page posting back: returns the fields
 * Apple posts to the callback, and where to.
 */
export async function consentAtApple(
  app: FastifyInstance,
  publicOrigin: string,
  consent: ConsentInput,
  start?: AppleAuthorize,
) {
  const started = start ?? (await authorizeApple(app)).body.data!;
  const web = browser(app, publicOrigin);
  const sheet = await web.get(started.authorizeUrl);
  expect(sheet.status).toBe(200);
  const { action, fields } = pageForm(sheet.body);
  const answer = await web.post(new URL(action, started.authorizeUrl).href, {
    ...fields,
    email: consent.email,
    lastName: consent.lastName ?? '',
    firstName: consent.firstName ?? '',
    ...(consent.hideEmail ? { hideEmail: 'true' } : {}),
    action: consent.action ?? 'continue',
  });
  expect(answer.status).toBe(200);
  const back = pageForm(answer.body);
  return {
    ...started,
    returnUrl: back.action,
    posted: back.fields,
    page: answer.body,
    headers: answer.headers,
  };
}

/** Posts Apple's answer to our callback; the redirect's Location. */
export async function postCallback(
  app: FastifyInstance,
  fields: Record<string, string>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: APPLE_CALLBACK_PATH,
    remoteAddress: nextIp(),
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers['cache-control']).toBe('no-store');
  const location = response.headers.location as string;
  // Always a path on our own origin.
  expect(location).toMatch(/^\/[^/\\]/);
  return location;
}

export async function exchangeTempToken(app: FastifyInstance, tempToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/apple/exchange-token',
    remoteAddress: nextIp(),
    payload: { tempToken },
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: { accessToken: string } | null; message: string },
  };
}

/** The signed-in user's profile. */
export async function me(app: FastifyInstance, accessToken: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/v1/users/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { id: number; name: string; email: string } }).data;
}

/** The whole web flow to an access token. */
export async function signInWithApple(
  app: FastifyInstance,
  publicOrigin: string,
  consent: ConsentInput,
) {
  const flow = await consentAtApple(app, publicOrigin, consent);
  const location = await postCallback(app, flow.posted);
  const token = new URL(location, publicOrigin).searchParams.get('token');
  expect(token, location).toBeTruthy();
  const exchanged = await exchangeTempToken(app, token!);
  expect(exchanged.status).toBe(200);
  return { ...flow, location, tempToken: token!, accessToken: exchanged.body.data!.accessToken };
}
