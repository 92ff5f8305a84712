import { expect, type Browser, type Page } from '@playwright/test';
import {
  APP_RETURN_SCHEME,
  appAuthStartUrl,
  type AuthReturn,
  type OutgoingMessage,
} from '@chorok/contract';
import { E2E_BASE_URL } from './env.ts';

type Provider = 'kakao' | 'naver' | 'apple';

/** On the sandbox's consent page: share the e-mail and a name, or cancel. */
export async function consentAtSandbox(
  page: Page,
  provider: Provider,
  who: { email: string; name: string } | 'cancel',
) {
  await expect(page).toHaveURL(new RegExp(`/v1/auth/sandbox/${provider}/`));
  if (who === 'cancel') {
    await page.getByRole('button', { name: '취소' }).click();
    return;
  }
  await page.getByLabel('이메일', { exact: true }).fill(who.email);
  if (provider === 'apple') {
    await page.getByLabel('이름', { exact: true }).fill(who.name);
    await page.getByRole('button', { name: '계속', exact: true }).click();
    // Apple answers with a form post back to the server, as the real one does.
    await page.getByRole('button', { name: '계속하기' }).click();
    return;
  }
  await page.getByLabel('닉네임', { exact: true }).fill(who.name);
  await page.getByRole('checkbox', { name: '이메일 제공에 동의' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

/**
 * The one place that knows what may come between the provider and the target: a first sign-in
 * may be sent to the terms agreement (issue 16's gate) before going on.
 */
export async function finishSignIn(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/v1/'));
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  if (new URL(page.url()).pathname === '/profile/terms-agreement') {
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '동의하고 시작하기' }).click();
    await page.waitForURL((url) => url.pathname !== '/profile/terms-agreement');
  }
}

/**
 * The phone's system browser for the shell's AUTH_REQUEST (ASWebAuthenticationSession, Custom
 * Tabs): its own cookie jar, our server's /v1/auth/{provider}/app with the app's return address,
 * the sandbox's consent page, and the moment the server hands the browser to the app's link,
 * which ends the session with that address (as openAuthSessionAsync resolves).
 */
export function systemBrowser(
  browser: Browser,
  who: { email: string; name: string } | 'cancel',
): (request: Extract<OutgoingMessage, { type: 'AUTH_REQUEST' }>) => Promise<AuthReturn> {
  return async ({ provider, state = '' }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const returned = new Promise<string>((resolve) => {
        // The server's last answer sends the browser to the app's scheme, which a browser cannot
        // follow, and Playwright does not route a redirect's next hop: the hops to app-return are
        // walked here, from the consent form's post (Kakao, Naver) or Apple's form_post.
        void context.route(/\/v1\/auth\//, async (route) => {
          let response = await route.fetch({ maxRedirects: 0 });
          let location = response.headers()['location'] ?? '';
          for (let hop = 0; hop < 3 && location.includes('/app-return'); hop++) {
            const next = new URL(location, route.request().url()).href;
            response = await context.request.get(next, { maxRedirects: 0 });
            location = response.headers()['location'] ?? '';
          }
          if (!location.startsWith(`${APP_RETURN_SCHEME}:`)) return route.fulfill({ response });
          resolve(location);
          return route.fulfill({ status: 204 });
        });
      });
      const page = await context.newPage();
      const returnUrl = `${APP_RETURN_SCHEME}://auth/${provider}/callback`;
      await page.goto(appAuthStartUrl(E2E_BASE_URL, provider, { state, returnUrl }));
      await consentAtSandbox(page, provider, who);
      return { kind: 'returned', url: await returned };
    } finally {
      await context.close();
    }
  };
}
