import { createSign } from 'node:crypto';
import type { FcmServiceAccount } from '../../env.ts';

/*
 * Firebase Cloud Messaging HTTP v1: an OAuth access token from the service account (a JWT signed
 * RS256, exchanged at its token_uri), then POST /v1/projects/{project}/messages:send per token.
 */

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;

export interface FcmMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** 'sent'; 'gone' (the token is unregistered or invalid: forget it); 'failed' (try another day). */
export type FcmResult = 'sent' | 'gone' | 'failed';

export interface FcmClient {
  send(token: string, message: FcmMessage): Promise<FcmResult>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signedAssertion(account: FcmServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${claims}`)
    .sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

export function createFcmClient(account: FcmServiceAccount, apiBaseUrl: string): FcmClient {
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = Date.now();
    if (cached && cached.expiresAt - 60_000 > now) return cached.token;
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signedAssertion(account, Math.floor(now / 1000)),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (!response.ok || typeof json?.access_token !== 'string')
      throw new Error(`FCM: the token endpoint answered HTTP ${response.status}`);
    const seconds = typeof json.expires_in === 'number' ? json.expires_in : 3600;
    cached = { token: json.access_token, expiresAt: now + seconds * 1000 };
    return cached.token;
  }

  return {
    async send(token, message) {
      try {
        const response = await fetch(
          `${apiBaseUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await accessToken()}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              message: {
                token,
                notification: { title: message.title, body: message.body },
                data: message.data,
              },
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          },
        );
        const json = (await response.json().catch(() => null)) as {
          error?: { status?: string };
        } | null;
        if (response.ok) return 'sent';
        if (response.status === 401) cached = null;
        // UNREGISTERED (404) or a malformed token (400 INVALID_ARGUMENT): that token is done.
        if (response.status === 404 || json?.error?.status === 'UNREGISTERED') return 'gone';
        if (response.status === 400 && json?.error?.status === 'INVALID_ARGUMENT') return 'gone';
        return 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
