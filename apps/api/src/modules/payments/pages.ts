import { formatWon, VIRTUAL_ACCOUNT } from '@chorok/contract';
import { escapeHtml, jsonForScript } from '../../lib/html-page.ts';
import {
  PAY_PROCESS_CANCELED,
  TOSS_CHECKOUT_SCRIPT_PATH,
  withQuery,
  type CheckoutParams,
} from './checkout.ts';

/*
 * The checkout pages, written as plain HTML: every value from the request is escaped (escapeHtml
 * for text and attributes, jsonForScript for the Toss page's data block), and no page has an
 * inline script. The sandbox's pages (sandbox-pages.ts, on the helpers here) need no script at
 * all (forms that post to us); the Toss page loads Toss's SDK and our one same-origin file, under
 * a CSP of its own.
 */

const STYLE = `
  :root { color-scheme: light; --green: #2f7d4f; --green-dark: #1f5c39; --ink: #1c1f1d;
    --muted: #6b716d; --line: #e3e7e4; --bg: #f4f6f4; --red: #d64545; }
  * { box-sizing: border-box; }
  body { margin: 0; background: var(--bg); color: var(--ink);
    font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", system-ui, sans-serif;
    -webkit-text-size-adjust: 100%; }
  main { max-width: 480px; margin: 0 auto; min-height: 100vh; background: #fff;
    padding: max(20px, env(safe-area-inset-top)) 20px max(24px, env(safe-area-inset-bottom)); }
  header { margin-bottom: 20px; }
  .brand { margin: 0; font-size: 22px; font-weight: 700; color: var(--green); }
  .brand span { margin-left: 6px; font-size: 15px; font-weight: 500; color: var(--ink); }
  .notice { margin: 8px 0 0; padding: 10px 12px; border-radius: 10px; background: #fff7e6;
    color: #8a5a00; font-size: 13px; }
  .summary { border: 1px solid var(--line); border-radius: 14px; padding: 16px; margin-bottom: 20px; }
  dl { margin: 0; display: grid; gap: 8px; }
  dl div { display: flex; justify-content: space-between; gap: 16px; font-size: 14px; }
  dt { color: var(--muted); flex: none; }
  dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .amount { display: flex; justify-content: space-between; align-items: baseline; margin: 14px 0 0;
    padding-top: 14px; border-top: 1px solid var(--line); }
  .amount strong { font-size: 24px; }
  form { display: grid; gap: 16px; }
  label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
  input, select { width: 100%; height: 52px; padding: 0 14px; border: 1px solid var(--line);
    border-radius: 12px; background: #fff; color: var(--ink); font: inherit; font-weight: 400; }
  input:focus, select:focus { outline: 2px solid var(--green); outline-offset: 0; border-color: var(--green); }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button, .button { display: flex; align-items: center; justify-content: center; width: 100%;
    height: 56px; border: 0; border-radius: 14px; font: inherit; font-weight: 700; font-size: 17px;
    cursor: pointer; text-decoration: none; }
  .pay { background: var(--green); color: #fff; margin-top: 4px; }
  .pay:active { background: var(--green-dark); }
  .cancel { background: #eef1ef; color: var(--ink); font-weight: 500; font-size: 16px; height: 48px; }
  .error { margin: 0 0 16px; padding: 12px 14px; border-radius: 12px; background: #fdecec;
    color: var(--red); font-size: 14px; }
  details { margin-top: 24px; font-size: 14px; color: var(--muted); }
  summary { cursor: pointer; font-weight: 600; color: var(--ink); }
  table { width: 100%; margin-top: 10px; border-collapse: collapse; }
  th, td { padding: 8px 4px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
  code { font-size: 13px; }
  .stack { display: grid; gap: 10px; }
  .refuse { background: #fff; color: var(--red); border: 1px solid var(--line); font-weight: 600;
    font-size: 16px; height: 48px; }
  fieldset { margin: 0; padding: 12px 14px; border: 1px solid var(--line); border-radius: 12px;
    display: grid; gap: 12px; }
  legend { padding: 0 4px; font-size: 14px; font-weight: 600; }
  label.choice { display: flex; align-items: center; gap: 10px; font-weight: 400; font-size: 15px; }
  label.choice input { width: 22px; height: 22px; margin: 0; flex: none; }
  .hint { margin: 0; font-size: 13px; font-weight: 400; color: var(--muted); }
  /* Only the number the chosen receipt needs (browsers without :has() show both). */
  .receipt:not(:has(input[value="income"]:checked)) .receipt-income,
  .receipt:not(:has(input[value="expense"]:checked)) .receipt-expense { display: none; }
  .done { margin: 0 0 16px; padding: 14px; border-radius: 12px; background: #e9f5ee; color: var(--green-dark);
    font-weight: 600; }
`;

export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function summary(params: CheckoutParams): string {
  const rows: [string, string][] = [
    ['주문', params.orderName],
    ['주문 번호', params.orderId],
    ...(params.customerName ? ([['구매자', params.customerName]] as [string, string][]) : []),
  ];
  return `<section class="summary" aria-label="주문 정보">
  <dl>
${rows.map(([term, value]) => `    <div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('\n')}
  </dl>
  <p class="amount"><span>결제 금액</span><strong>${escapeHtml(formatWon(params.amount))}</strong></p>
</section>`;
}

export const hidden = (name: string, value: string | number) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`;

/** A checkout link that cannot be opened (bad parameters): said plainly, nothing else. */
export function checkoutProblemPage(message: string, details: string[] = []): string {
  return page(
    '결제창을 열 수 없어요 · 초록',
    `<header><p class="brand">초록</p></header>
<p class="error" role="alert">${escapeHtml(message)}</p>
${details.length ? `<ul>${details.map((detail) => `<li><code>${escapeHtml(detail)}</code></li>`).join('')}</ul>` : ''}
<a class="button cancel" href="/cart">장바구니로 돌아가기</a>`,
  );
}

export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

/** Element id of the Toss page's data block (read by toss-checkout.js). */
export const TOSS_CHECKOUT_DATA_ID = 'toss-checkout';

/**
 * Our page that opens Toss's payment window (SDK v2, `payment.requestPayment`) with the client
 * key. The window returns to successUrl / failUrl itself; the button is there because browsers
 * open payment popups only from a tap.
 */
export function tossCheckoutPage(params: CheckoutParams, clientKey: string): string {
  const cancelUrl = withQuery(params.failUrl, { ...PAY_PROCESS_CANCELED, orderId: params.orderId });
  const data = {
    clientKey,
    orderId: params.orderId,
    orderName: params.orderName,
    amount: params.amount,
    customerName: params.customerName,
    customerEmail: params.customerEmail,
    successUrl: params.successUrl,
    failUrl: params.failUrl,
    // The window opens on the method the shopper picked (toss-checkout.client.js).
    method: params.method,
    easyPayProvider: params.easyPayProvider ?? null,
    validHours: VIRTUAL_ACCOUNT.validHours,
  };
  const head = `<script src="${TOSS_SDK_URL}"></script>
<script src="${TOSS_CHECKOUT_SCRIPT_PATH}" defer></script>
`;
  const body = `<header>
  <p class="brand">초록<span>결제</span></p>
</header>
${summary(params)}
<p class="error" role="alert" id="toss-checkout-error" hidden></p>
<noscript><p class="error">결제창을 열려면 JavaScript가 필요해요.</p></noscript>
<div class="stack">
  <button type="button" class="pay" id="toss-checkout-pay">${escapeHtml(formatWon(params.amount))} 결제하기</button>
  <a class="button cancel" href="${escapeHtml(cancelUrl)}">결제 취소</a>
</div>
<script type="application/json" id="${TOSS_CHECKOUT_DATA_ID}">${jsonForScript(data)}</script>`;
  return page('결제 · 초록', body, head);
}

/**
 * The Toss page's CSP: the document policy of the security-headers plugin plus Toss's SDK,
 * frames and API. Still no inline script.
 */
export const TOSS_CHECKOUT_CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.tosspayments.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.tosspayments.com",
  "connect-src 'self' https://*.tosspayments.com",
  'frame-src https://*.tosspayments.com https://*.toss.im',
  "form-action 'self' https://*.tosspayments.com",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');
