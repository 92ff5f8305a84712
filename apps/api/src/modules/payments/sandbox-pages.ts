import {
  formatWon,
  BANKS,
  EASY_PAY_NAMES,
  EASY_PAY_PROVIDERS,
  TOSS_METHOD_WORDS,
  VIRTUAL_ACCOUNT,
  VIRTUAL_ACCOUNT_BANKS,
  bankName,
  type BankCode,
  type EasyPayProvider,
} from '@chorok/contract';
import { escapeHtml } from '../../lib/html-page.ts';
import { SANDBOX_CHECKOUT_PATH, type CheckoutParams } from './checkout.ts';
import { hidden, page, summary } from './pages.ts';
import { SANDBOX_PAYMENT_TTL_MS } from './sandbox.ts';
import type { SandboxRow } from './sandbox-document.ts';
import type { SandboxFormState } from './sandbox-forms.ts';
import {
  EASY_PAY_LOOKS,
  SANDBOX_APPROVED_EXAMPLE,
  SANDBOX_CARD_COMPANIES,
  SANDBOX_CARRIERS,
  SANDBOX_EASY_PAY_REFUSALS,
  SANDBOX_MOBILE_REFUSAL,
  SANDBOX_PHONE_EXAMPLE,
  SANDBOX_TEST_CARDS,
} from './sandbox-window.ts';
import { seoulDateTime } from '../../lib/seoul-time.ts';

/*
 * The sandbox's payment window, one page per method as Toss's window opens on the method asked
 * for, and its deposit page for virtual accounts. No script: forms that post back to us.
 */

export const SANDBOX_DEPOSIT_PATH = '/sandbox/deposit';

/** The sandbox page where a shopper "pays into" an order's virtual account. */
export const sandboxDepositUrl = (orderNumber: string) =>
  `${SANDBOX_DEPOSIT_PATH}?${new URLSearchParams({ orderId: orderNumber }).toString()}`;

const option = (value: string, text: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(text)}</option>`;

const valueOf = (value: string | undefined) => (value ? ` value="${escapeHtml(value)}"` : '');

const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

function testTable(title: string, head: [string, string], rows: string[], after = ''): string {
  return `<details>
  <summary>${escapeHtml(title)}</summary>
  <table>
    <thead><tr><th>${escapeHtml(head[0])}</th><th>${escapeHtml(head[1])}</th></tr></thead>
    <tbody>
      ${rows.join('\n      ')}
    </tbody>
  </table>
  ${after}
</details>`;
}

const TTL_NOTE = `<p>결제창을 통과한 결제는 ${SANDBOX_PAYMENT_TTL_MS / 60_000}분 안에 승인하지 않으면 만료돼요.</p>`;

function cardFields(state: SandboxFormState): string {
  const options = SANDBOX_CARD_COMPANIES.map(({ code, name }) =>
    option(code, `${name}카드`, code === state.cardCompany),
  ).join('');
  return `<label>카드사
    <select name="cardCompany" required>${options}</select>
  </label>
  <label>카드 번호
    <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="19" pattern="[0-9 \\-]{15,19}" placeholder="${SANDBOX_APPROVED_EXAMPLE}">
  </label>
  <div class="row">
    <label>유효기간
      <input name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="5" pattern="(0[1-9]|1[0-2])/?[0-9]{2}" placeholder="MM/YY">
    </label>
    <label>할부
      <select name="installment" disabled><option>일시불</option></select>
    </label>
  </div>`;
}

function cardHelp(): string {
  return testTable(
    '테스트 카드 번호',
    ['카드 번호', '결과'],
    [
      row([`<code>${SANDBOX_APPROVED_EXAMPLE}</code><br>(그 밖의 모든 번호)`, '승인']),
      ...SANDBOX_TEST_CARDS.map((card) =>
        row([
          `끝자리 <code>${escapeHtml(card.last4)}</code>`,
          `${escapeHtml(card.note)}<br><code>${escapeHtml(card.refusal.code)}</code>`,
        ]),
      ),
    ],
    `<p>유효기간은 지나지 않은 아무 날짜나 쓰면 돼요.</p>${TTL_NOTE}`,
  );
}

function bankSelect(label: string, codes: readonly BankCode[], selected?: string): string {
  return `<label>${escapeHtml(label)}
    <select name="bankCode" required>${option('', '은행 선택', !selected)}${codes
      .map((code) => option(code, BANKS[code], code === selected))
      .join('')}</select>
  </label>`;
}

/** 현금영수증: none, 소득공제 with a phone, 지출증빙 with a business number. */
function cashReceiptFields(state: SandboxFormState): string {
  const chosen = state.cashReceipt ?? 'none';
  const radio = (value: string, text: string) =>
    `<label class="choice"><input type="radio" name="cashReceipt" value="${value}"${chosen === value ? ' checked' : ''}> ${escapeHtml(text)}</label>`;
  return `<fieldset class="receipt">
    <legend>현금영수증</legend>
    ${radio('none', '신청 안 함')}
    ${radio('income', '소득공제 (개인)')}
    ${radio('expense', '지출증빙 (사업자)')}
    <label class="receipt-income">소득공제용 휴대폰 번호
      <input name="receiptPhone" inputmode="numeric" autocomplete="tel" maxlength="13" placeholder="${SANDBOX_PHONE_EXAMPLE}"${valueOf(state.receiptPhone)}>
    </label>
    <label class="receipt-expense">지출증빙용 사업자등록번호
      <input name="receiptBusinessNumber" inputmode="numeric" maxlength="12" placeholder="123-45-67890"${valueOf(state.receiptBusinessNumber)}>
    </label>
  </fieldset>`;
}

function transferFields(state: SandboxFormState): string {
  return `${bankSelect('출금할 은행', Object.keys(BANKS) as BankCode[], state.bankCode)}
  ${cashReceiptFields(state)}`;
}

/** The buyer's name as the depositor, when it fits a bank's 20 characters (else typed). */
const depositorOf = (name: string) => (name.length <= 20 ? name : '');

function virtualAccountFields(params: CheckoutParams, state: SandboxFormState): string {
  return `${bankSelect('입금할 은행', VIRTUAL_ACCOUNT_BANKS, state.bankCode)}
  <label>입금자 이름
    <input name="holderName" autocomplete="name" required maxlength="20"${valueOf(state.holderName ?? depositorOf(params.customerName))}>
  </label>
  ${cashReceiptFields(state)}`;
}

function virtualAccountHelp(params: CheckoutParams): string {
  return `<details>
  <summary>가상계좌 테스트 방법</summary>
  <p>계좌는 주문이 결제를 승인할 때 발급돼요. 입금 기한은 발급 후 ${VIRTUAL_ACCOUNT.validHours}시간이에요.</p>
  <p>발급된 계좌에는 <a href="${escapeHtml(sandboxDepositUrl(params.orderId))}">입금 페이지</a>나
  <code>npm run admin -- sandbox deposit ${escapeHtml(params.orderId)}</code>로 입금해요.</p>
  ${TTL_NOTE}
</details>`;
}

function mobileFields(state: SandboxFormState): string {
  return `<label>통신사
    <select name="carrier" required>${option('', '통신사 선택', !state.carrier)}${SANDBOX_CARRIERS.map(
      ({ code, name }) => option(code, name, code === state.carrier),
    ).join('')}</select>
  </label>
  <label>휴대폰 번호
    <input name="phone" type="tel" inputmode="numeric" autocomplete="tel" required maxlength="13" placeholder="${SANDBOX_PHONE_EXAMPLE}"${valueOf(state.phone)}>
  </label>`;
}

function mobileHelp(): string {
  const { last4, refusal } = SANDBOX_MOBILE_REFUSAL;
  return testTable(
    '테스트 휴대폰 번호',
    ['휴대폰 번호', '결과'],
    [
      row([`<code>${SANDBOX_PHONE_EXAMPLE}</code><br>(그 밖의 모든 번호)`, '승인']),
      row([
        `끝자리 <code>${last4}</code>`,
        `결제창에서 거절 (failUrl)<br><code>${escapeHtml(refusal.code)}</code>`,
      ]),
    ],
    TTL_NOTE,
  );
}

function easyPayHelp(): string {
  return testTable(
    '테스트 방법',
    ['버튼', '결과'],
    [
      row(['결제하기', '승인']),
      row([
        '잔액 부족으로 거절',
        `결제창에서 거절 (failUrl)<br><code>${SANDBOX_EASY_PAY_REFUSALS.window.code}</code>`,
      ]),
      row([
        '승인 단계에서 거절',
        `결제창은 통과, 승인(confirm)에서 거절<br><code>${SANDBOX_EASY_PAY_REFUSALS.confirm.code}</code>`,
      ]),
    ],
    TTL_NOTE,
  );
}

/** Each provider's colours, as classes (the CSP allows styles, never scripts). */
const EASY_PAY_STYLE = `<style>
  .easy-bar { margin: -4px 0 20px; padding: 16px; border-radius: 14px; background: var(--brand); color: var(--brand-ink); }
  .easy-bar .brand { color: inherit; }
  .easy-bar .notice { background: rgba(255, 255, 255, 0.9); }
  .pay.easy { background: var(--brand); color: var(--brand-ink); }
${EASY_PAY_PROVIDERS.map((provider) => `  .easy-${provider} { --brand: ${EASY_PAY_LOOKS[provider].background}; --brand-ink: ${EASY_PAY_LOOKS[provider].text}; }`).join('\n')}
</style>
`;

const NOTICE = '<p class="notice">샌드박스 결제창이에요. 실제로 결제되지 않아요.</p>';

/** The sandbox's payment window for the method in the link, then successUrl or failUrl. */
export function sandboxCheckoutPage(params: CheckoutParams, state: SandboxFormState = {}): string {
  const provider: EasyPayProvider | undefined =
    params.method === 'EASY_PAY' ? params.easyPayProvider : undefined;
  const header = provider
    ? `<header class="easy-bar easy-${provider}">
  <p class="brand">${escapeHtml(EASY_PAY_NAMES[provider])}<span>테스트 결제</span></p>
  ${NOTICE}
</header>`
    : `<header>
  <p class="brand">초록<span>테스트 결제 · ${escapeHtml(TOSS_METHOD_WORDS[params.method])}</span></p>
  ${NOTICE}
</header>`;
  const fields = {
    CARD: cardFields(state),
    EASY_PAY: '',
    TRANSFER: transferFields(state),
    VIRTUAL_ACCOUNT: virtualAccountFields(params, state),
    MOBILE_PHONE: mobileFields(state),
  }[params.method];
  const help = {
    CARD: cardHelp(),
    EASY_PAY: easyPayHelp(),
    TRANSFER: `<details><summary>계좌이체 테스트 방법</summary><p>아무 은행이나 고르면 승인돼요. 현금영수증을 신청하면 결제 정보에 함께 실려요.</p>${TTL_NOTE}</details>`,
    VIRTUAL_ACCOUNT: virtualAccountHelp(params),
    MOBILE_PHONE: mobileHelp(),
  }[params.method];
  const pay =
    params.method === 'VIRTUAL_ACCOUNT'
      ? `${escapeHtml(formatWon(params.amount))} 입금할 계좌 발급받기`
      : `${escapeHtml(formatWon(params.amount))} 결제하기`;
  const refusals = provider
    ? `
  <button type="submit" name="action" value="refuse" class="refuse">잔액 부족으로 거절</button>
  <button type="submit" name="action" value="decline" class="refuse">승인 단계에서 거절</button>`
    : '';
  const body = `${header}
${summary(params)}
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="${SANDBOX_CHECKOUT_PATH}" autocomplete="off"${provider ? ` class="easy-${provider}"` : ''}>
  ${hidden('orderId', params.orderId)}
  ${hidden('orderName', params.orderName)}
  ${hidden('amount', params.amount)}
  ${hidden('customerName', params.customerName)}
  ${hidden('successUrl', params.successUrl)}
  ${hidden('failUrl', params.failUrl)}
  ${hidden('method', params.method)}
  ${provider ? hidden('easyPayProvider', provider) : ''}
  ${fields}
  <button type="submit" name="action" value="pay" class="pay${provider ? ' easy' : ''}">${pay}</button>${refusals}
  <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>결제 취소</button>
</form>
${help}`;
  return page('테스트 결제 · 초록', body, provider ? EASY_PAY_STYLE : '');
}

const DEPOSIT_HEADER = `<header>
  <p class="brand">초록<span>테스트 입금</span></p>
  <p class="notice">샌드박스 은행이에요. 실제로 돈이 오가지 않아요.</p>
</header>`;

function definitionList(label: string, rows: [string, string][]): string {
  return `<section class="summary" aria-label="${escapeHtml(label)}">
  <dl>
${rows.map(([term, value]) => `    <div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('\n')}
  </dl>
</section>`;
}

/** The virtual account an order waits on, and the button that pays into it. */
export function sandboxDepositPage(account: SandboxRow): string {
  const body = `${DEPOSIT_HEADER}
${definitionList('입금할 계좌', [
  ['주문 번호', account.orderId],
  ['은행', bankName(account.bankCode ?? '')],
  ['계좌번호', account.accountNumber ?? ''],
  ['예금주', account.holderName ?? ''],
  ['입금 기한', account.dueAt ? seoulDateTime(account.dueAt) : ''],
  ['입금할 금액', formatWon(account.amount)],
])}
<form method="post" action="${SANDBOX_DEPOSIT_PATH}">
  ${hidden('orderId', account.orderId)}
  <button type="submit" class="pay">${escapeHtml(formatWon(account.amount))} 입금하기</button>
</form>`;
  return page('테스트 입금 · 초록', body);
}

/** After the deposit: done, whether the shop heard of it, and the way back to the order. */
export function sandboxDepositDonePage(input: {
  amount: number;
  orderUrl: string;
  /** What came of the webhook delivery, in a sentence (webhookNotice). */
  notice: string;
}): string {
  const body = `${DEPOSIT_HEADER}
<p class="done" role="status">${escapeHtml(formatWon(input.amount))}을 입금했어요.</p>
<p class="hint">${escapeHtml(input.notice)}</p>
<div class="stack">
  <a class="button pay" href="${escapeHtml(input.orderUrl)}">주문 보기</a>
</div>`;
  return page('입금했어요 · 초록', body);
}

/** A deposit that cannot be made (no account, expired, cancelled, paid): said plainly. */
export function sandboxDepositProblemPage(message: string): string {
  const body = `${DEPOSIT_HEADER}
<p class="error" role="alert">${escapeHtml(message)}</p>
<a class="button cancel" href="/order/history">주문 내역으로 가기</a>`;
  return page('입금할 수 없어요 · 초록', body);
}
