import { formatKoreanMobile, type SmsOutboxMessage } from '@chorok/contract';
import { smsOutbox, type Database } from '@chorok/db';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './provider.ts';

/**
 * SMS_PROVIDER=outbox (the default): the message is only written to sms_outbox, where
 * `npm run admin -- sms outbox` reads it. With `echoTo` (the embedded database: a developer's
 * machine) it is also logged, so the code is on the console of `npm start`.
 */
export function createOutboxSender(db: Database, echoTo: FastifyBaseLogger | null): SmsSender {
  return {
    provider: 'outbox',
    async send({ to, text }) {
      await db
        .insert(smsOutbox)
        .values({ recipient: to, body: text, provider: 'outbox', status: 'queued' });
      echoTo?.info(
        `SMS to ${formatKoreanMobile(to)} (outbox, not sent): ${text.replace(/\n/g, ' ')}`,
      );
    },
  };
}

/** The latest messages of sms_outbox, newest first (the admin CLI's `sms outbox`). */
export async function latestSms(db: Database, limit: number): Promise<SmsOutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
