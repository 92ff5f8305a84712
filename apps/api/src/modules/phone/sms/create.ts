import type { Database } from '@chorok/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../env.ts';
import { createOutboxSender } from './outbox.ts';
import type { SmsSender } from './provider.ts';
import { createSolapiSender } from './solapi.ts';

/** SMS_PROVIDER=solapi → Solapi with its keys; otherwise the outbox (echoed when embedded). */
export function createSmsSender(config: Config, db: Database, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'solapi') return createSolapiSender(db, config.sms);
  return createOutboxSender(db, config.databaseUrl ? null : log);
}
