import { APP_RETURN_SCHEME } from '@chorok/contract';
import { AccessToken, AuthorizeStart, envelope } from '@chorok/contract/schemas';
import Fastify from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../env.ts';
import type { SandboxOptions } from '../modules/auth/sandbox/config.ts';
import authSandbox from '../modules/auth/sandbox/plugin.ts';
import { testConfig, type TestApp } from './helper.ts';

/*
 * The provider side of social sign-in for API tests: the sandbox plugin on a port of its own,
 * registered with test credentials, and the real adapters pointed at it through configuration,
 * exactly as they would be pointed at kauth.kakao.com or nid.naver.com.
 */

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_KAKAO_APP_ID = 424_242;

export const TEST_CLIENTS = {
  kakao: {
    clientId: 'test-kakao-rest-key',
    clientSecret: 'test-kakao-secret',
    appId: TEST_KAKAO_APP_ID,
    redirectUris: [`${TEST_ORIGIN}/auth/kakao/callback`],
  },
  naver: {
    clientId: 'test-naver-client',
    clientSecret: 'test-naver-secret',
    redirectUris: [`${TEST_ORIGIN}/auth/naver/callback`],
  },
} as const satisfies SandboxOptions;

export interface ProviderServer {
  url: string;
  close(): Promise<void>;
}

export async function startProviderServer(
  options: SandboxOptions = TEST_CLIENTS,
): Promise<ProviderServer> {
  const server = Fastify({ logger: false });
  await server.register(authSandbox, options);
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}

type Providers = Config['providers'];

/** Our Kakao configuration with the provider at `url` (KAKAO_AUTH_URL = KAKAO_API_URL). */
export const liveKakao = (url: string): NonNullable<Providers['kakao']> => ({
  clientId: TEST_CLIENTS.kakao.clientId,
  clientSecret: TEST_CLIENTS.kakao.clientSecret,
  appId: String(TEST_KAKAO_APP_ID),
  authUrl: `${url}/kakao`,
  apiUrl: `${url}/kakao`,
});

export const liveNaver = (url: string): NonNullable<Providers['naver']> => ({
  clientId: TEST_CLIENTS.naver.clientId,
  clientSecret: TEST_CLIENTS.naver.clientSecret,
  authUrl: `${url}/naver`,
  apiUrl: `${url}/naver`,
});

/** Config overrides: both providers "live" at `url` (the sandbox server), no in-app sandbox. */
export function liveProviders(url: string, overrides: Partial<Providers> = {}): Partial<Config> {
  return {
    publicOrigin: TEST_ORIGIN,
    providers: {
      kakao: liveKakao(url),
      naver: liveNaver(url),
      apple: null,
      sandbox: false,
      appReturnSchemes: [APP_RETURN_SCHEME],
      ...overrides,
    },
  };
}

/**
 * Another app, configured otherwise, on the test file's database (opening and migrating a
 * database per case would be slow); closed after `use`.
 */
export async function withApp(
  t: TestApp,
  overrides: Partial<Config>,
  use: (other: TestApp) => Promise<void>,
): Promise<void> {
  const config = testConfig(overrides);
  const app = await buildApp({ config, database: t.database });
  try {
    await use({ ...t, app, config, close: () => app.close() });
  } finally {
    await app.close();
  }
}

let ipCounter = 0;
/** Auth routes have a per-IP limit; each call comes from its own address. */
const nextIp = () => `10.7.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export async function callApi(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string; status: number },
  };
}

export async function authorize(
  t: TestApp,
  provider: 'kakao' | 'naver' | 'apple',
  body: { intent?: 'sign-in' | 'link'; native?: boolean } = {},
  token?: string,
) {
  const response = await callApi(t, 'POST', `/v1/auth/${provider}/authorize`, { body, token });
  if (response.status !== 200)
    throw new Error(`authorize: ${response.status} ${response.body.message}`);
  return envelope(AuthorizeStart).parse(response.body).data;
}

export interface ConsentChoice {
  email?: string;
  nickname?: string;
  emailConsent?: boolean;
  action?: 'agree' | 'cancel';
}

/**
 * What the browser does on the provider's page: open it, fill the form, submit. Returns the
 * callback the provider redirected to, as the web app's /auth/{type}/callback would read it.
 * `fetcher` lets the in-app sandbox be driven through inject.
 */
export async function consent(
  authorizeUrl: string,
  choice: ConsentChoice = {},
  fetcher: typeof fetch = fetch,
): Promise<URL> {
  const page = await fetcher(authorizeUrl);
  if (page.status !== 200) throw new Error(`authorize page: HTTP ${page.status}`);
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: url.searchParams.get('client_id') ?? '',
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    email: choice.email ?? `person-${Math.random().toString(36).slice(2, 10)}@sandbox.example`,
    nickname: choice.nickname ?? '초록 친구',
    action: choice.action ?? 'agree',
  });
  if (choice.emailConsent !== false) form.set('email_consent', 'on');
  const answer = await fetcher(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`consent: HTTP ${answer.status}`);
  return new URL(location);
}

/** Authorize, consent, and post the callback's code and state to the sign-in endpoint. */
export async function signInThrough(
  t: TestApp,
  provider: 'kakao' | 'naver',
  choice: ConsentChoice = {},
) {
  const start = await authorize(t, provider);
  const callback = await consent(start.authorizeUrl, choice);
  const response = await callApi(t, 'POST', `/v1/auth/${provider}/sign-in`, {
    body: { state: callback.searchParams.get('state'), code: callback.searchParams.get('code') },
  });
  return response;
}

export function accessTokenOf(response: { status: number; body: unknown }): string {
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return envelope(AccessToken).parse(response.body).data.accessToken;
}

/** The provider's own access token for a consented account (what the native SDK would hold). */
export async function providerToken(
  serverUrl: string,
  provider: 'kakao' | 'naver',
  authorizeUrl: string,
  choice: ConsentChoice = {},
): Promise<string> {
  const callback = await consent(authorizeUrl, choice);
  const code = callback.searchParams.get('code') ?? '';
  const state = callback.searchParams.get('state') ?? '';
  const client = TEST_CLIENTS[provider];
  const response =
    provider === 'kakao'
      ? await fetch(`${serverUrl}/kakao/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uri: client.redirectUris[0],
            code,
          }).toString(),
        })
      : await fetch(
          `${serverUrl}/naver/oauth2.0/token?${new URLSearchParams({
            grant_type: 'authorization_code',
            client_id: client.clientId,
            client_secret: client.clientSecret,
            code,
            state,
          }).toString()}`,
        );
  const json = (await response.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`token: ${JSON.stringify(json)}`);
  return json.access_token;
}
