import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { ApnsConfig } from '../../env.ts';
import type { NativePushClient } from './fcm.ts';

/*
 * Apple's push service (the HTTP/2 provider API) for the iOS app's device tokens, with a token-based
 * key (.p8). Hand-written on node:http2 (decision 0039): apns2, the maintained client, fixes the
 * host to https on port 443, so no local server can stand in for Apple in the tests.
 */

const TIMEOUT_MS = 10_000;
/** Apple refuses a provider token older than an hour and one renewed more than every 20 minutes. */
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;
/** Reasons that mean this device token will never be delivered to: forget it. */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);
/** Reasons that mean our provider token is refused: make a new one before the next push. */
const TOKEN_REASONS = new Set(['ExpiredProviderToken', 'InvalidProviderToken']);

export function createApnsClient(config: ApnsConfig): NativePushClient {
  let key: ReturnType<typeof importPKCS8> | null = null;
  let token: { value: string; madeAt: number } | null = null;
  let session: ClientHttp2Session | null = null;

  async function providerToken(): Promise<string> {
    if (token && Date.now() - token.madeAt < TOKEN_LIFETIME_MS) return token.value;
    key ??= importPKCS8(config.key, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt()
      .sign(await key);
    token = { value, madeAt: Date.now() };
    return value;
  }

  /** One connection, kept open as Apple asks; a closed or broken one is opened again. */
  function open(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(config.apiBaseUrl);
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    // An idle connection does not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  function post(path: string, headers: Record<string, string>, body: string) {
    return new Promise<{ status: number; reason?: string }>((resolve, reject) => {
      const stream = open().request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: path,
        'content-type': 'application/json',
        ...headers,
      });
      stream.setTimeout(TIMEOUT_MS, () => stream.close(constants.NGHTTP2_CANCEL));
      let status = 0;
      const chunks: Buffer[] = [];
      stream.on('response', (responseHeaders) => {
        status = Number(responseHeaders[constants.HTTP2_HEADER_STATUS]);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('close', () => {
        if (status === 0) return reject(new Error('APNs closed the stream without an answer'));
        let reason: string | undefined;
        try {
          reason = (JSON.parse(Buffer.concat(chunks).toString()) as { reason?: string }).reason;
        } catch {
          // 200 has no body.
        }
        resolve({ status, reason });
      });
      stream.end(body);
    });
  }

  return {
    async send(deviceToken, message) {
      const payload = {
        aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
        // The app reads these beside `aps` when the notification is tapped (apps/shell).
        ...message.data,
      };
      try {
        const { status, reason } = await post(
          `/3/device/${encodeURIComponent(deviceToken)}`,
          {
            authorization: `bearer ${await providerToken()}`,
            'apns-topic': config.topic,
            'apns-push-type': 'alert',
            'apns-priority': '10',
          },
          JSON.stringify(payload),
        );
        if (status === 200) return 'sent';
        if (reason && TOKEN_REASONS.has(reason)) token = null;
        if (status === 410 || (reason && GONE_REASONS.has(reason))) return 'gone';
        return 'failed';
      } catch {
        session?.destroy();
        return 'failed';
      }
    },
    close() {
      session?.close();
    },
  };
}
