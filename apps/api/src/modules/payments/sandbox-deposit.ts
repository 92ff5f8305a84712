import { API_BASE_PATH } from '@chorok/contract';
import { ordersEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { SandboxDepositCallback } from './sandbox.ts';

/*
 * Delivering a sandbox deposit as Toss delivers one: its callback posted to our webhook. The
 * deposit page posts it in-process; the admin CLI over HTTP to the running server. Either way the
 * words for what came of it are these.
 */

/** Where Toss posts its webhooks (the contract's paymentWebhook). */
export const WEBHOOK_URL_PATH = `${API_BASE_PATH}${ordersEndpoints.paymentWebhook.path}`;

const OUTCOMES: Record<string, string> = {
  PAID: '주문이 결제 완료로 바뀌었어요.',
  UNCHANGED: '주문은 이미 이 입금을 알고 있었어요.',
  EXPIRED: '주문이 이미 만료되어 있었어요.',
  CANCELLED: '주문이 이미 취소되어 있었어요.',
  IGNORED: '주문 서버가 알림을 확인하고 넘겼어요.',
};

export const SWEEP_WILL_PAY =
  '결제 확인 작업이 결제 정보를 다시 읽어 곧 주문을 결제 완료로 바꿔요.';

export interface WebhookDelivery {
  /** null: nothing answered (no server). */
  statusCode: number | null;
  /** The webhook's outcome (PAID …), when it answered with one. */
  outcome: string | null;
}

/** The webhook's answer `{ data: { outcome } }`, read loosely: only the outcome is shown. */
export function readWebhookAnswer(statusCode: number, body: unknown): WebhookDelivery {
  const outcome = (body as { data?: { outcome?: unknown } } | null)?.data?.outcome;
  return { statusCode, outcome: typeof outcome === 'string' ? outcome : null };
}

/** What came of the delivery, in a sentence for the shopper's page or the operator. */
export function webhookNotice({ statusCode, outcome }: WebhookDelivery): string {
  if (statusCode === null) return `서버가 실행 중이 아니에요. 서버가 뜨면 ${SWEEP_WILL_PAY}`;
  if (statusCode >= 200 && statusCode < 300)
    return `입금 알림을 보냈어요. ${(outcome && OUTCOMES[outcome]) ?? ''}`.trim();
  return `주문 서버가 입금 알림을 받지 않았어요 (HTTP ${statusCode}). ${SWEEP_WILL_PAY}`;
}

/** Posts the callback to this app's webhook, as Toss would. */
export async function deliverInProcess(
  app: FastifyInstance,
  callback: SandboxDepositCallback,
): Promise<WebhookDelivery> {
  const response = await app.inject({ method: 'POST', url: WEBHOOK_URL_PATH, payload: callback });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return readWebhookAnswer(response.statusCode, body);
}
