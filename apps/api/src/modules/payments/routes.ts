import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CHECKS_OWN_INPUT } from '../../lib/input-guard.ts';
import {
  CheckoutParams,
  PAY_PROCESS_CANCELED,
  SANDBOX_CHECKOUT_PATH,
  TOSS_CHECKOUT_PATH,
  TOSS_CHECKOUT_SCRIPT_PATH,
  withQuery,
} from './checkout.ts';
import {
  checkoutProblemPage,
  sandboxCheckoutPage,
  TOSS_CHECKOUT_CSP,
  tossCheckoutPage,
} from './pages.ts';
import { recordSandboxPayment, SANDBOX_CARD_COMPANIES, testCardFor } from './sandbox.ts';

const TOSS_SCRIPT = readFileSync(new URL('./toss-checkout.client.js', import.meta.url), 'utf8');

/** Form posts of the sandbox page are a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

const SEOUL_YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
});

/** `MM/YY` (or `MMYY`) not before this month in Seoul; else null. */
export function validExpiry(raw: string, now: Date = new Date()): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const [year, month] = SEOUL_YEAR_MONTH.format(now).split('-').map(Number) as [number, number];
  const expiryYear = 2000 + Number(match[2]);
  const expiryMonth = Number(match[1]);
  if (expiryYear < year || (expiryYear === year && expiryMonth < month)) return null;
  return `${match[1]}/${match[2]}`;
}

function issueList(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`);
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** 303: the browser follows with a GET, as after Toss's window. */
function seeOther(reply: FastifyReply, location: string) {
  return reply.code(303).header('cache-control', 'no-store').header('location', location).send();
}

const BAD_LINK = '결제창 주소가 올바르지 않아요. 주문서에서 다시 결제해 주세요.';

/**
 * The payment window pages, outside /v1 (the browser navigates to them): with the sandbox, its
 * checkout page and form; with Toss Payments, our page that opens Toss's window. Same-origin
 * successUrl and failUrl only (CheckoutParams), so no link can send a shopper elsewhere.
 */
export default async function paymentPages(app: FastifyInstance) {
  // Pages: their own per-IP budget (decision 0029); the global one lets non-/v1 paths through.
  // CheckoutParams applies the control-character rule itself, to answer with its own 400 page.
  const limit = app.perIpLimit('pages');
  const options = {
    ...limit,
    schema: { hide: true },
    config: { ...limit.config, [CHECKS_OWN_INPUT]: true },
  };

  if (app.config.payments.provider === 'toss') {
    const clientKey = app.config.payments.toss?.clientKey ?? '';
    app.get(TOSS_CHECKOUT_PATH, options, async (request, reply) => {
      const params = CheckoutParams.safeParse(request.query);
      if (!params.success)
        return html(reply, 400, checkoutProblemPage(BAD_LINK, issueList(params.error)));
      reply.header('content-security-policy', TOSS_CHECKOUT_CSP);
      return html(reply, 200, tossCheckoutPage(params.data, clientKey));
    });
    app.get(TOSS_CHECKOUT_SCRIPT_PATH, options, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(TOSS_SCRIPT),
    );
    return;
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(SANDBOX_CHECKOUT_PATH, options, async (request, reply) => {
    const params = CheckoutParams.safeParse(request.query);
    if (!params.success)
      return html(reply, 400, checkoutProblemPage(BAD_LINK, issueList(params.error)));
    return html(reply, 200, sandboxCheckoutPage(params.data));
  });

  app.post(SANDBOX_CHECKOUT_PATH, options, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const params = CheckoutParams.safeParse(form);
    if (!params.success)
      return html(reply, 400, checkoutProblemPage(BAD_LINK, issueList(params.error)));
    const checkout = params.data;

    if (form.action === 'cancel')
      return seeOther(
        reply,
        withQuery(checkout.failUrl, { ...PAY_PROCESS_CANCELED, orderId: checkout.orderId }),
      );

    const company = SANDBOX_CARD_COMPANIES.find(({ code }) => code === form.cardCompany);
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    const again = (error: string) =>
      html(reply, 400, sandboxCheckoutPage(checkout, { error, cardCompany: company?.code }));
    if (!company) return again('카드사를 선택해 주세요.');
    if (!/^\d{15,16}$/.test(digits)) return again('카드 번호 15~16자리를 정확히 입력해 주세요.');
    if (!validExpiry(form.expiry ?? '')) return again('카드 유효기간(MM/YY)을 확인해 주세요.');

    const card = testCardFor(digits);
    if (card?.stage === 'window')
      return seeOther(
        reply,
        withQuery(checkout.failUrl, {
          code: card.refusal.code,
          message: card.refusal.message,
          orderId: checkout.orderId,
        }),
      );

    const paymentKey = await recordSandboxPayment(app.db, {
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      amount: checkout.amount,
      cardCompany: company.name,
      cardDigits: digits,
    });
    return seeOther(
      reply,
      withQuery(checkout.successUrl, {
        paymentKey,
        orderId: checkout.orderId,
        amount: checkout.amount,
      }),
    );
  });
}
