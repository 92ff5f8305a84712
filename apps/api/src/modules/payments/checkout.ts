import {
  EASY_PAY_PROVIDERS,
  INT4_MAX,
  PAYMENT_METHODS,
  type EasyPayProvider,
  type PaymentMethod,
  inputHasForbiddenControl,
  safeRedirectPath,
  type PaymentProvider as ProviderName,
} from '@chorok/contract';
import { z } from 'zod';

/*
 * The payment window's parameters, as Toss's requestPayment() takes them, and the two pages that
 * open one: the sandbox's own checkout page, or our page that opens Toss's window.
 */

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
export const TOSS_CHECKOUT_PATH = '/checkout/toss';
export const TOSS_CHECKOUT_SCRIPT_PATH = '/checkout/toss.js';

/** A path on our own origin by the contract's one redirect rule (`//host`, `/.//host` … refused). */
const SameOriginPath = z.string().transform((value, ctx) => {
  const safe = safeRedirectPath(value);
  if (safe === null) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a path on this site, such as /purchase/fail',
    });
    return z.NEVER;
  }
  return safe;
});

/** The provider's orderId (our orderNumber): Toss takes letters, digits, - and _, 6–64. */
export const PROVIDER_ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** What a payment window is opened with (query of the checkout pages, fields of the form). */
export const CheckoutParams = z
  .object({
    /** The provider's orderId: our orderNumber (Toss: letters, digits, - and _, 6–64). */
    orderId: z.string().regex(PROVIDER_ORDER_ID, { error: 'must be 6–64 of A-Z a-z 0-9 - _' }),
    orderName: z.string().trim().min(1).max(100),
    amount: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, { error: 'must be a positive whole number of won' })
      .transform(Number)
      // Stored in an int4 column: a larger amount is a bad link, not a server error (decision 0030).
      .refine((amount) => amount <= INT4_MAX, { error: 'must be a positive whole number of won' }),
    customerName: z.string().trim().max(100).default(''),
    customerEmail: z.string().trim().max(100).default(''),
    successUrl: SameOriginPath,
    failUrl: SameOriginPath,
    /** The method the window opens on (Toss's requestPayment `method`); a card when absent. */
    method: z.enum(PAYMENT_METHODS).default('CARD'),
    easyPayProvider: z.enum(EASY_PAY_PROVIDERS).optional(),
  })
  // The contract's text rule, here so a bad link gets this page's 400 (decision 0030).
  .superRefine((params, ctx) => {
    if (inputHasForbiddenControl(params))
      ctx.addIssue({ code: 'custom', message: 'must not contain control characters' });
    if ((params.method === 'EASY_PAY') !== Boolean(params.easyPayProvider))
      ctx.addIssue({
        code: 'custom',
        path: ['easyPayProvider'],
        message: 'an easy payment names its provider, and only an easy payment does',
      });
  });
export type CheckoutParams = z.infer<typeof CheckoutParams>;

export interface CheckoutInput {
  orderNumber: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  method: PaymentMethod;
  easyPayProvider: EasyPayProvider | null;
}

/** The page the browser goes to: the sandbox's checkout, or ours that opens Toss's window. */
export function checkoutPageUrl(provider: ProviderName, input: CheckoutInput): string {
  const params = new URLSearchParams({
    orderId: input.orderNumber,
    orderName: input.orderName,
    amount: String(input.amount),
    customerName: input.customerName,
    ...(provider === 'toss' ? { customerEmail: input.customerEmail } : {}),
    successUrl: input.successUrl,
    failUrl: input.failUrl,
    method: input.method,
    ...(input.easyPayProvider ? { easyPayProvider: input.easyPayProvider } : {}),
  });
  return `${provider === 'toss' ? TOSS_CHECKOUT_PATH : SANDBOX_CHECKOUT_PATH}?${params.toString()}`;
}

/**
 * `path` with query parameters added the way Toss adds them to successUrl and failUrl: after any
 * query it already has, before its fragment, percent-encoded (a space is %20, never `+`).
 */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const url = new URL(path, 'https://chorok.invalid');
  const added = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const search = url.search ? `${url.search}&${added}` : `?${added}`;
  return `${url.pathname}${search}${url.hash}`;
}

/** Toss's failUrl error for a window the shopper closed. */
export const PAY_PROCESS_CANCELED = {
  code: 'PAY_PROCESS_CANCELED',
  message: '사용자에 의해 결제가 취소되었습니다.',
} as const;
