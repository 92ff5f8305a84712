import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './env.ts';
import { installNativeShell } from './native-shell.ts';

/*
 * The app as the native shell shows it, by hand (README "Running inside the app"): a 390 × 844
 * Chromium with the fake shell of native-shell.ts against a running app (`npm start`). Prints
 * every message the page sends the shell; lines typed here are sent as the shell would send them.
 * With --screenshot it saves the page once the app has started and quits.
 */

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    path: { type: 'string', default: '/home' },
    platform: { type: 'string', default: 'ios' },
    insets: { type: 'string', default: '47,34' },
    lux: { type: 'string' },
    'push-token': { type: 'string' },
    code: { type: 'string' },
    debug: { type: 'boolean', default: false },
    screenshot: { type: 'string' },
  },
});

const [top = 0, bottom = 0] = values.insets.split(',').map(Number);
const platform = values.platform === 'android' ? 'android' : 'ios';
const headless = values.screenshot !== undefined;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless });
const context = await browser.newContext({
  baseURL: values.url,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: headless ? 2 : 1,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
});
const page = await context.newPage();
const shell = await installNativeShell(page, {
  platform,
  safeAreaInsets: { top, bottom },
  ambientLight: values.lux === undefined ? null : Number(values.lux),
  ...(values['push-token'] ? { pushToken: values['push-token'] } : {}),
  debugLogger: values.debug,
  onMessage: (message, raw) => console.log(message ? `page → shell ${raw}` : `refused ${raw}`),
});

// A code from `npm run admin -- temp-code you@example.com` signs in on the way to the path.
await page.goto(
  values.code
    ? `/auth/sign-in?redirect=${encodeURIComponent(values.path)}&secretCode=${values.code}`
    : values.path,
);

if (headless) {
  await page.waitForFunction(() => performance.getEntriesByName('chorok:first-commit').length > 0);
  await page.waitForURL((url) => url.pathname === values.path);
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: values.screenshot! });
  console.log(`saved ${values.screenshot}`);
  await browser.close();
} else {
  console.log(
    'shell → page: light <lux> · token <token> · notify <path> · insets <top>,<bottom> · json <message>',
  );
  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const [command = '', ...rest] = line.trim().split(/\s+/);
    const arg = rest.join(' ');
    if (command === 'light') void shell.sendAmbientLight(Number(arg));
    else if (command === 'token') void shell.sendPushToken(arg || null);
    else if (command === 'notify') void shell.sendNotificationAction({ url: arg });
    else if (command === 'insets') {
      const [t = 0, b = 0] = arg.split(',').map(Number);
      void shell.sendEnvironment({ safeAreaInsets: { top: t, bottom: b, left: 0, right: 0 } });
    } else if (command === 'json') void shell.send(arg);
    else if (command) console.log(`unknown: ${command}`);
  });
  page.on('close', () => process.exit(0));
  browser.on('disconnected', () => process.exit(0));
}
