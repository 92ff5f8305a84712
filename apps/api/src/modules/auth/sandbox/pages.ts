import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/html-page.ts';
import type { SandboxedProvider } from './config.ts';

/*
 * The sandbox's consent page, in the look of the provider it stands in for, written as plain
 * HTML: every value from the request is escaped, there is no script at all (a form that posts
 * back to the authorize path), and the one stylesheet is allowed by its hash.
 */

interface Look {
  title: string;
  providerName: string;
  /** The brand mark: a letter on the brand colour. */
  mark: string;
  brand: string;
  onBrand: string;
  /** The main button's text: dark where the brand's own white would be too faint to read. */
  buttonText: string;
}

const LOOKS: Record<SandboxedProvider, Look> = {
  kakao: {
    title: '카카오계정으로 로그인',
    providerName: '카카오',
    mark: 'K',
    brand: '#FEE500',
    onBrand: 'rgba(0, 0, 0, 0.85)',
    buttonText: 'rgba(0, 0, 0, 0.85)',
  },
  naver: {
    title: '네이버 로그인',
    providerName: '네이버',
    mark: 'N',
    brand: '#03C75A',
    onBrand: '#ffffff',
    buttonText: '#0b2a17',
  },
};

function styleFor({ brand, onBrand, buttonText }: Look): string {
  return `
  :root { color-scheme: light; --brand: ${brand}; --on-brand: ${onBrand}; --button-text: ${buttonText};
    --ink: #191919; --muted: #6b6b6b; --line: #e5e5e5; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f5f5f5; color: var(--ink); word-break: keep-all; overflow-wrap: anywhere;
    font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", system-ui, sans-serif; }
  main { max-width: 420px; min-height: 100vh; margin: 0 auto; background: #fff;
    padding: max(24px, env(safe-area-inset-top)) 24px max(24px, env(safe-area-inset-bottom)); }
  header { display: flex; align-items: center; gap: 10px; margin-bottom: 16px; }
  .mark { display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px;
    border-radius: 10px; background: var(--brand); color: var(--on-brand); font-weight: 800; }
  h1 { margin: 0; font-size: 20px; }
  .notice { margin: 0 0 20px; padding: 12px 14px; border-radius: 10px; background: #fff4e0;
    color: #7a4b00; font-size: 14px; }
  .lead { margin: 0 0 16px; font-size: 15px; color: var(--muted); }
  form { display: grid; gap: 14px; }
  label { display: grid; gap: 6px; font-size: 14px; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; height: 50px; padding: 0 14px; font: inherit;
    font-weight: 400; border: 1px solid var(--line); border-radius: 10px; color: var(--ink); }
  input:focus { outline: 2px solid var(--ink); outline-offset: 1px; }
  fieldset { margin: 4px 0 0; padding: 14px; border: 1px solid var(--line); border-radius: 10px; }
  legend { padding: 0 4px; font-size: 14px; font-weight: 700; }
  fieldset p { margin: 0 0 8px; font-size: 14px; }
  .check { display: flex; align-items: center; gap: 10px; font-weight: 400; }
  .check input { width: 20px; height: 20px; margin: 0; accent-color: var(--ink); }
  .optional { color: var(--muted); }
  button, .button { display: flex; align-items: center; justify-content: center; width: 100%; height: 52px;
    border: 0; border-radius: 12px; font: inherit; font-size: 16px; font-weight: 700; cursor: pointer;
    text-decoration: none; }
  .agree { margin-top: 6px; background: var(--brand); color: var(--button-text); }
  .cancel { background: #f0f0f0; color: var(--ink); font-weight: 500; }
  .error { margin: 0 0 16px; padding: 12px 14px; border-radius: 10px; background: #fdecec; color: #c62828; }
  code { font-size: 13px; }
`;
}

const STYLES = Object.fromEntries(
  Object.entries(LOOKS).map(([provider, look]) => {
    const css = styleFor(look);
    const hash = createHash('sha256').update(css).digest('base64');
    return [provider, { css, hash }];
  }),
) as Record<SandboxedProvider, { css: string; hash: string }>;

/**
 * No script, nothing from elsewhere. `formAction` lists where the form may go: here, and the
 * origin of the redirect_uri the answer 303s to (browsers check redirects after a form post).
 */
export function sandboxPageCsp(provider: SandboxedProvider, formAction: string[] = []): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLES[provider].hash}'`,
    `form-action 'self' ${formAction.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(provider: SandboxedProvider, title: string, body: string): string {
  const look = LOOKS[provider];
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLES[provider].css}</style>
</head>
<body>
<main>
<header><span class="mark" aria-hidden="true">${look.mark}</span><h1>${escapeHtml(look.title)}</h1></header>
<p class="notice" role="note">테스트용 로그인이에요 (실제 ${look.providerName}가 아니에요). 같은 이메일로 다시 로그인하면 같은 ${look.providerName} 사용자가 돼요.</p>
${body}
</main>
</body>
</html>
`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export interface ConsentPageInput {
  /** Where the form posts: the authorize path itself. */
  action: string;
  /** The authorize request's parameters, carried through the form. */
  params: { client_id: string; redirect_uri: string; state: string };
  email: string;
  nickname: string;
  emailConsent: boolean;
  error?: string;
}

/** Sign in and consent in one step: the account (an e-mail), a nickname, and the e-mail item. */
export function consentPage(provider: SandboxedProvider, input: ConsentPageInput): string {
  const look = LOOKS[provider];
  const body = `<p class="lead">초록에서 ${look.providerName} 계정 정보를 요청해요.</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
  ${hidden('response_type', 'code')}
  ${hidden('client_id', input.params.client_id)}
  ${hidden('redirect_uri', input.params.redirect_uri)}
  ${hidden('state', input.params.state)}
  <label>이메일
    <input type="email" name="email" required maxlength="100" autocomplete="off" value="${escapeHtml(input.email)}">
  </label>
  <label>닉네임
    <input type="text" name="nickname" required maxlength="20" autocomplete="off" value="${escapeHtml(input.nickname)}">
  </label>
  <fieldset>
    <legend>제공할 정보</legend>
    <p>닉네임, 프로필 사진 <span class="optional">(필수)</span></p>
    <label class="check"><input type="checkbox" name="email_consent" value="on"${input.emailConsent ? ' checked' : ''}> 이메일 제공에 동의 <span class="optional">(선택)</span></label>
  </fieldset>
  <button type="submit" name="action" value="agree" class="agree">동의하고 계속하기</button>
  <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>취소</button>
</form>`;
  return page(provider, `${look.title} (테스트)`, body);
}

/**
 * What the provider shows when the app itself is set up wrong (an unknown client_id, a
 * redirect_uri not registered): an error page, never a redirect to an address it cannot trust.
 */
export function sandboxErrorPage(provider: SandboxedProvider, code: string, message: string) {
  return page(
    provider,
    `${LOOKS[provider].title} 오류 (테스트)`,
    `<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="lead">오류 코드 <code>${escapeHtml(code)}</code></p>
<a class="button cancel" href="/">초록으로 돌아가기</a>`,
  );
}
