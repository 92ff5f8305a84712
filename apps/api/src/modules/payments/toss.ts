import {
  PaymentProviderError,
  readPaymentDocument,
  TossErrorDocument,
  type PaymentProvider,
  type ProviderPayment,
  type RefundReceiveAccount,
} from './provider.ts';

export interface TossOptions {
  /** `test_sk_…` or `live_sk_…`: never leaves the server. */
  secretKey: string;
  /** https://api.tosspayments.com, or a local server that speaks its API (tests). */
  apiBaseUrl: string;
  /**
   * Per request. The web client gives up on our API after 30 s (spec §9), so a confirm must
   * answer well within that; an unanswered one is repeated later with the same Idempotency-Key.
   */
  timeoutMs?: number;
  /** Toss refuses a second cancel of one payment within a second; wait this long and retry once. */
  consecutiveRetryDelayMs?: number;
}

export const TOSS_DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Codes that say "not now" rather than "no": the request did not get a definite answer and is
 * repeated later with the same Idempotency-Key (IDEMPOTENT_REQUEST_PROCESSING: that key's first
 * request is still running).
 */
const TRANSIENT_CODES = new Set([
  'PROVIDER_ERROR',
  'IDEMPOTENT_REQUEST_PROCESSING',
  'FAILED_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_DB_PROCESSING',
  'FAILED_CARD_COMPANY_RESPONSE',
  'UNKNOWN_PAYMENT_ERROR',
]);

/**
 * Toss Payments core API v1: confirm (POST /v1/payments/confirm), cancel (POST
 * /v1/payments/{paymentKey}/cancel) and lookup (GET /v1/payments/{paymentKey}), with Basic
 * authentication (the secret key and a colon, base64) and an Idempotency-Key on every write.
 * Answers are parsed with zod: a Payment object on 2xx, `{code, message}` otherwise.
 */
export class TossPaymentsProvider implements PaymentProvider {
  readonly name = 'toss' as const;
  readonly #authorization: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #consecutiveRetryDelayMs: number;

  constructor(options: TossOptions) {
    this.#authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    this.#baseUrl = options.apiBaseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? TOSS_DEFAULT_TIMEOUT_MS;
    this.#consecutiveRetryDelayMs = options.consecutiveRetryDelayMs ?? 1_100;
  }

  confirm(
    paymentKey: string,
    orderId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<ProviderPayment> {
    return this.#request('POST', '/v1/payments/confirm', {
      body: { paymentKey, orderId, amount },
      idempotencyKey,
    });
  }

  async cancel(
    paymentKey: string,
    cancelAmount: number,
    cancelReason: string,
    idempotencyKey: string,
    refundReceiveAccount?: RefundReceiveAccount,
  ): Promise<ProviderPayment> {
    const refundTo = refundReceiveAccount && {
      refundReceiveAccount: {
        bank: refundReceiveAccount.bankCode,
        accountNumber: refundReceiveAccount.accountNumber,
        holderName: refundReceiveAccount.holderName,
      },
    };
    const send = () =>
      this.#request('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, {
        body: { cancelReason, cancelAmount, ...refundTo },
        idempotencyKey,
      });
    try {
      return await send();
    } catch (error) {
      // "같은 paymentKey를 이용한 취소 요청이 1초에 2번 이상 연속으로 들어오면 첫 번째 요청만
      // 처리됩니다": two lines cancelled in quick succession. Once more, a second later.
      if (error instanceof PaymentProviderError && error.code === 'FORBIDDEN_CONSECUTIVE_REQUEST') {
        await new Promise((resolve) => setTimeout(resolve, this.#consecutiveRetryDelayMs));
        return send();
      }
      throw error;
    }
  }

  get(paymentKey: string): Promise<ProviderPayment> {
    return this.#request('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`, {});
  }

  async #request(
    method: 'GET' | 'POST',
    path: string,
    { body, idempotencyKey }: { body?: unknown; idempotencyKey?: string },
  ): Promise<ProviderPayment> {
    const headers: Record<string, string> = { authorization: this.#authorization };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = signal.aborted;
      throw new PaymentProviderError(
        'unavailable',
        timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        timedOut
          ? `Toss Payments did not answer ${method} ${path} within ${this.#timeoutMs} ms`
          : `Toss Payments could not be reached for ${method} ${path}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
        null,
        { cause: error },
      );
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300) return readPaymentDocument(json);

    const refusal = TossErrorDocument.safeParse(json);
    if (!refusal.success)
      throw new PaymentProviderError(
        'unavailable',
        `HTTP_${status}`,
        `Toss Payments answered ${method} ${path} with HTTP ${status} and no error object`,
        status,
      );
    const { code, message } = refusal.data;
    const kind = status >= 500 || TRANSIENT_CODES.has(code) ? 'unavailable' : 'refused';
    throw new PaymentProviderError(kind, code, message, status);
  }
}
