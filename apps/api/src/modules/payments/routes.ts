import { readFileSync } from 'node:fs';
import { orders, sandboxPayments } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { CHECKS_OWN_INPUT } from '../../lib/input-guard.ts';
import {
  CheckoutParams,
  PAY_PROCESS_CANCELED,
  SANDBOX_CHECKOUT_PATH,
  TOSS_CHECKOUT_PATH,
  TOSS_CHECKOUT_SCRIPT_PATH,
  withQuery,
} from './checkout.ts';
import { checkoutProblemPage, TOSS_CHECKOUT_CSP, tossCheckoutPage } from './pages.ts';
import {
  depositSandboxPayment,
  recordSandboxPayment,
  sandboxAccountToDeposit,
  SandboxDepositError,
  type SandboxDepositCallback,
} from './sandbox.ts';
import { deliverInProcess, webhookNotice } from './sandbox-deposit.ts';
import { readWindowForm } from './sandbox-forms.ts';
import {
  SANDBOX_DEPOSIT_PATH,
  sandboxCheckoutPage,
  sandboxDepositDonePage,
  sandboxDepositPage,
  sandboxDepositProblemPage,
} from './sandbox-pages.ts';

const TOSS_SCRIPT = readFileSync(new URL('./toss-checkout.client.js', import.meta.url), 'utf8');

/** Form posts of the sandbox page are a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

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

    const outcome = readWindowForm(checkout, form);
    if (outcome.kind === 'again')
      return html(reply, 400, sandboxCheckoutPage(checkout, outcome.state));
    if (outcome.kind === 'refuse')
      return seeOther(
        reply,
        withQuery(checkout.failUrl, {
          code: outcome.refusal.code,
          message: outcome.refusal.message,
          orderId: checkout.orderId,
        }),
      );

    const paymentKey = await recordSandboxPayment(app.db, {
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      amount: checkout.amount,
      ...outcome.payment,
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

  sandboxDepositRoutes(app, options);
}

const OrderNumber = z.object({ orderId: CheckoutParams.shape.orderId });

/** Where the deposit page sends the shopper back: their order, or the list when it is not found. */
async function orderUrl(app: FastifyInstance, orderNumber: string): Promise<string> {
  const [order] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order ? `/order/${order.id}` : '/order/history';
}

/**
 * The sandbox's bank: a page that shows an order's virtual account and pays into it, then posts
 * Toss's deposit callback to our webhook, as Toss would. Asked for JSON (the admin CLI, when the
 * server holds the embedded database), it answers with the callback and the webhook's outcome.
 */
function sandboxDepositRoutes(app: FastifyInstance, options: RouteShorthandOptions) {
  const BAD_DEPOSIT_LINK = '입금 페이지 주소가 올바르지 않아요. 주문 화면에서 다시 열어 주세요.';

  app.get(SANDBOX_DEPOSIT_PATH, options, async (request, reply) => {
    const query = OrderNumber.safeParse(request.query);
    if (!query.success)
      return html(reply, 400, checkoutProblemPage(BAD_DEPOSIT_LINK, issueList(query.error)));
    try {
      const account = await sandboxAccountToDeposit(app.db, query.data.orderId);
      return html(reply, 200, sandboxDepositPage(account));
    } catch (error) {
      if (!(error instanceof SandboxDepositError)) throw error;
      return html(reply, error.httpStatus, sandboxDepositProblemPage(error.message));
    }
  });

  app.post(SANDBOX_DEPOSIT_PATH, options, async (request, reply) => {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const body = OrderNumber.safeParse(request.body ?? {});
    if (!body.success) {
      if (wantsJson)
        return reply.code(400).send({ code: 'INVALID_REQUEST', message: BAD_DEPOSIT_LINK });
      return html(reply, 400, checkoutProblemPage(BAD_DEPOSIT_LINK, issueList(body.error)));
    }
    let callback: SandboxDepositCallback;
    try {
      callback = await depositSandboxPayment(app.db, body.data.orderId);
    } catch (error) {
      if (!(error instanceof SandboxDepositError)) throw error;
      if (wantsJson)
        return reply.code(error.httpStatus).send({ code: error.code, message: error.message });
      return html(reply, error.httpStatus, sandboxDepositProblemPage(error.message));
    }
    const delivery = await deliverInProcess(app, callback);
    if (wantsJson) return reply.header('cache-control', 'no-store').send({ callback, delivery });
    const [account] = await app.db
      .select({ amount: sandboxPayments.amount })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.secret, callback.data.secret));
    return html(
      reply,
      200,
      sandboxDepositDonePage({
        amount: account?.amount ?? 0,
        orderUrl: await orderUrl(app, body.data.orderId),
        notice: webhookNotice(delivery),
      }),
    );
  });
}
