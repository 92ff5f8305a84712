import { escapeHtml } from '../../../lib/html-page.ts';

/*
 * The sandbox's pages in Apple's plain black and white, in Korean. Plain HTML with every value
 * escaped and no script at all: Apple's own page posts its answer back with a script, the sandbox
 * shows a button that submits the same form instead.
 */

const STYLE = `
  :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --bg: #f5f5f7; }
  * { box-sizing: border-box; }
  body { margin: 0; background: var(--bg); color: var(--ink);
    font: 17px/1.47 -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", system-ui, sans-serif;
    -webkit-text-size-adjust: 100%; }
  main { max-width: 440px; margin: 0 auto; min-height: 100vh; background: #fff;
    padding: max(28px, env(safe-area-inset-top)) 24px max(28px, env(safe-area-inset-bottom)); }
  .mark { margin: 0 auto 12px; width: 56px; height: 56px; border-radius: 14px; background: #000;
    color: #fff; display: flex; align-items: center; justify-content: center; font-weight: 600;
    font-size: 15px; letter-spacing: -0.02em; }
  h1 { margin: 0; text-align: center; font-size: 26px; font-weight: 700; letter-spacing: -0.02em; }
  .lead { margin: 8px 0 0; text-align: center; color: var(--muted); font-size: 15px; }
  .notice { margin: 20px 0; padding: 12px 14px; border-radius: 12px; background: #fff4e5;
    color: #7a4b00; font-size: 14px; text-align: center; }
  form { display: grid; gap: 16px; }
  label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; height: 50px; padding: 0 14px;
    border: 1px solid var(--line); border-radius: 12px; font: inherit; font-weight: 400; color: var(--ink); }
  input:focus { outline: 2px solid #0071e3; outline-offset: 0; border-color: #0071e3; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .check { display: flex; align-items: center; gap: 10px; font-weight: 400; font-size: 15px; }
  .check input { width: 22px; height: 22px; accent-color: #000; }
  .hint { margin: -8px 0 0; color: var(--muted); font-size: 13px; }
  button { width: 100%; height: 52px; border-radius: 12px; font: inherit; font-weight: 600;
    cursor: pointer; }
  .primary { border: 0; background: #000; color: #fff; }
  .secondary { border: 1px solid var(--line); background: #fff; color: var(--ink); }
  .error { margin: 0; padding: 12px 14px; border-radius: 12px; background: #fdecec; color: #b3261e;
    font-size: 14px; }
  dl { margin: 20px 0; display: grid; gap: 8px; font-size: 14px; }
  dl div { display: grid; gap: 2px; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const NOTICE = '테스트용 로그인이에요 (실제 Apple이 아니에요)';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

const header = (lead: string) => `<p class="mark" aria-hidden="true">Apple</p>
<h1>Apple로 로그인</h1>
<p class="lead">${escapeHtml(lead)}</p>
<p class="notice" role="note">${NOTICE}</p>`;

/**
 * The CSP of every sandbox page: nothing loads but the inline style, and forms may post only
 * here and to the registered return URL's origin.
 */
export function sandboxCsp(formOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface ConsentPageInput {
  /** Where the consent form posts (the sandbox's /auth/authorize). */
  action: string;
  /** The authorize request, carried along in hidden fields. */
  request: Record<string, string>;
  email: string;
  lastName?: string;
  firstName?: string;
  hideEmail?: boolean;
  error?: string;
}

/** Apple's sign-in sheet: which Apple ID (by e-mail), the name to share, Hide My Email. */
export function consentPage(input: ConsentPageInput): string {
  const fields = Object.entries(input.request)
    .map(([name, value]) => hidden(name, value))
    .join('\n  ');
  const body = `${header('초록에서 Apple ID로 로그인해요.')}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="off">
  ${fields}
  <label>이메일
    <input type="email" name="email" required maxlength="100" value="${escapeHtml(input.email)}">
  </label>
  <div class="row">
    <label>성
      <input type="text" name="lastName" maxlength="40" value="${escapeHtml(input.lastName ?? '')}">
    </label>
    <label>이름
      <input type="text" name="firstName" maxlength="40" value="${escapeHtml(input.firstName ?? '')}">
    </label>
  </div>
  <label class="check">
    <input type="checkbox" name="hideEmail" value="true"${input.hideEmail ? ' checked' : ''}>
    이메일 가리기
  </label>
  <p class="hint">이메일을 가리면 초록에는 대신 받아 주는 주소만 알려 줘요. 이름은 처음 로그인할 때만 전해져요.</p>
  <button type="submit" name="action" value="continue" class="primary">계속</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>취소</button>
</form>`;
  return page('Apple로 로그인 (테스트)', body);
}

export interface ReturnPageInput {
  redirectUri: string;
  /** The form_post fields: code, id_token, state, user, or error and state. */
  fields: Record<string, string>;
  /** Shown to the person: the address shared, or that they cancelled. */
  sharedEmail: string | null;
  cancelled: boolean;
}

/** Back to the app: the form Apple would post by script, submitted with a visible button. */
export function returnPage(input: ReturnPageInput): string {
  const fields = Object.entries(input.fields)
    .map(([name, value]) => hidden(name, value))
    .join('\n  ');
  const summary = input.cancelled
    ? '<p class="lead">로그인을 취소했어요.</p>'
    : `<dl>
  <div><dt>초록에 알려 줄 이메일</dt><dd>${escapeHtml(input.sharedEmail ?? '알려 주지 않음')}</dd></div>
</dl>`;
  const body = `${header(input.cancelled ? '초록으로 돌아가요.' : '계속하기를 누르면 초록으로 돌아가요.')}
${summary}
<form method="post" action="${escapeHtml(input.redirectUri)}">
  ${fields}
  <button type="submit" class="primary">계속하기</button>
</form>`;
  return page('Apple로 로그인 (테스트)', body);
}

/** Apple's page for a request it refuses (unknown client, unregistered return URL). */
export function problemPage(error: string, description: string): string {
  const body = `${header('요청을 처리할 수 없어요.')}
<p class="error" role="alert">${escapeHtml(description)} (<code>${escapeHtml(error)}</code>)</p>`;
  return page('Apple로 로그인 (테스트)', body);
}
