import { createHmac, randomBytes } from 'node:crypto';
import { smsOutbox, type Database } from '@chorok/db';
import { z } from 'zod';
import { SmsSendError, type SmsMessage, type SmsSender } from './provider.ts';

export interface SolapiOptions {
  apiKey: string;
  /** Signs each request; never sent. */
  apiSecret: string;
  /** https://api.solapi.com, or a local server that speaks its API (tests). */
  apiUrl: string;
  /** The registered sending number (발신번호), digits only. */
  sender: string;
  timeoutMs?: number;
}

export const SOLAPI_DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Solapi's API-key authentication: HMAC-SHA256 of date + salt with the API secret, hex. The date
 * is ISO 8601 (Solapi refuses one more than 15 minutes off) and the salt random per request
 * (a signature is accepted once).
 */
export function solapiAuthorization(
  apiKey: string,
  apiSecret: string,
  date = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  salt = randomBytes(16).toString('hex'),
): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

const Accepted = z.object({
  messageId: z.string(),
  statusCode: z.string().optional(),
  statusMessage: z.string().optional(),
});
const Refused = z.object({ errorCode: z.string(), errorMessage: z.string().optional() });

/**
 * SMS_PROVIDER=solapi: Solapi Messages API v4, one message per POST /messages/v4/send. Every
 * attempt is recorded in sms_outbox (`sent` with Solapi's message id, or `failed` with why),
 * with the message's `record` text: the code itself stays out of the database.
 */
export function createSolapiSender(db: Database, options: SolapiOptions): SmsSender {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/messages/v4/send`;
  const timeoutMs = options.timeoutMs ?? SOLAPI_DEFAULT_TIMEOUT_MS;

  const record = (message: SmsMessage, outcome: { messageId?: string; error?: string }) =>
    db.insert(smsOutbox).values({
      recipient: message.to,
      body: message.record,
      provider: 'solapi',
      status: outcome.error === undefined ? 'sent' : 'failed',
      providerMessageId: outcome.messageId ?? null,
      error: outcome.error ?? null,
    });

  return {
    provider: 'solapi',
    async send(message) {
      let error: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: solapiAuthorization(options.apiKey, options.apiSecret),
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            message: { to: message.to, from: options.sender, text: message.text },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const json: unknown = await response.json().catch(() => null);
        const accepted = Accepted.safeParse(json);
        // statusCode 2000: taken for delivery to the carrier; any other code is a refusal.
        if (
          response.ok &&
          accepted.success &&
          (accepted.data.statusCode ?? '2000').startsWith('2')
        ) {
          await record(message, { messageId: accepted.data.messageId });
          return;
        }
        const refused = Refused.safeParse(json);
        error = refused.success
          ? `HTTP ${response.status} ${refused.data.errorCode}: ${refused.data.errorMessage ?? ''}`.trim()
          : accepted.success
            ? `HTTP ${response.status} status ${accepted.data.statusCode}: ${accepted.data.statusMessage ?? ''}`.trim()
            : `HTTP ${response.status} (unexpected answer)`;
      } catch (cause) {
        error = `no answer: ${cause instanceof Error ? cause.message : String(cause)}`;
      }
      await record(message, { error });
      throw new SmsSendError(`Solapi did not take the message: ${error}`);
    },
  };
}
