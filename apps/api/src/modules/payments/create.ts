import type { Database } from '@chorok/db';
import type { Config } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import { TossPaymentsProvider } from './toss.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider PAYMENT_PROVIDER chose (modules/payments). */
    paymentProvider: PaymentProvider;
  }
}

/** PAYMENT_PROVIDER=toss → Toss Payments with its keys; otherwise the local sandbox. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const toss = config.payments.toss;
  if (config.payments.provider === 'toss' && toss)
    return new TossPaymentsProvider({ secretKey: toss.secretKey, apiBaseUrl: toss.apiBaseUrl });
  return new SandboxPaymentProvider(db);
}
