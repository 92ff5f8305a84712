import { gaxios, JWT } from 'google-auth-library';
import type { FcmServiceAccount } from '../../env.ts';

/*
 * Firebase Cloud Messaging HTTP v1: POST /v1/projects/{project}/messages:send per token, authorised
 * by google-auth-library with the service account (it fetches, caches and refreshes the token).
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

/** A native push service (FCM, or APNs for the iOS app's own tokens: apns.ts). */
export interface NativePushClient {
  send(token: string, message: FcmMessage): Promise<FcmResult>;
  /** Closes a kept connection (APNs); FCM keeps none. */
  close?(): void;
}
export type FcmClient = NativePushClient;

/** `fetchImplementation`: tests bring Google's token endpoint to a local server. */
export function createFcmClient(
  account: FcmServiceAccount,
  apiBaseUrl: string,
  fetchImplementation?: typeof fetch,
): FcmClient {
  const auth = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: [SCOPE],
    transporterOptions: { fetchImplementation, timeout: TIMEOUT_MS },
  });
  const url = `${apiBaseUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;

  return {
    async send(token, message) {
      try {
        await auth.request({
          url,
          method: 'POST',
          data: {
            message: {
              token,
              notification: { title: message.title, body: message.body },
              data: message.data,
            },
          },
          timeout: TIMEOUT_MS,
        });
        return 'sent';
      } catch (error) {
        if (!(error instanceof gaxios.GaxiosError)) return 'failed';
        const status = error.response?.status;
        const reason = (error.response?.data as { error?: { status?: string } } | undefined)?.error
          ?.status;
        // UNREGISTERED (404) or a malformed token (400 INVALID_ARGUMENT): that token is done.
        if (status === 404 || reason === 'UNREGISTERED') return 'gone';
        if (status === 400 && reason === 'INVALID_ARGUMENT') return 'gone';
        return 'failed';
      }
    },
  };
}
