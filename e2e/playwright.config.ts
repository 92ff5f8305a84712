import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import {
  CHROMIUM_PATH,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_PUSH_RELAY_PORT,
  HEADLESS_SHELL_PATH,
  KAKAO_POSTCODE_SCRIPT,
} from './support/env.ts';

// Browser tests run in Debian's chromium; nothing here ever downloads a browser.
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH). Browser tests never skip silently.',
  );
}

// The headless shell draws a page for about three quarters of the full browser's work; push,
// notifications and service-worker display exist only in the full browser, so the specs that use
// them run there (decision 0047). Without the shell every spec runs in the full browser.
const SHELL = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
if (SHELL === CHROMIUM_PATH)
  console.log(
    `No headless shell at ${HEADLESS_SHELL_PATH} (apt-get install -y chromium-headless-shell): every spec runs in ${CHROMIUM_PATH}.`,
  );
const FULL_BROWSER_SPECS = ['**/reminders.spec.ts', '**/native-shell.spec.ts'];
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The specs check behaviour, not type: the web font's files in every new context were about a
  // tenth of Chromium's work per page. Korean text falls back to Debian's Noto CJK (.ci/run).
  '--disable-remote-fonts',
  // Kakao's postcode script is out of reach, as offline (fixtures.ts): a host that does not resolve
  // costs nothing, where a route on every page paused each request for the runner.
  `--host-resolver-rules=MAP ${new URL(KAKAO_POSTCODE_SCRIPT).host} ~NOTFOUND`,
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The catalogue pages draw and resize images on first view; two workers share two cores in CI.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '.artifacts/test-results',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    // The tests check behaviour; a 2× screen rasterised and resized four times the pixels on CI's
    // two cores. Review screenshots are taken at 2× by their own script.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace of every passing test cost CI minutes; a failure is traced on its retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: SHELL, args: ARGS } },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: ARGS } },
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${E2E_BASE_URL}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The sign-in sandboxes send the browser back to PUBLIC_ORIGIN: the address the tests use.
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_ORIGIN: E2E_BASE_URL,
      WEB_PUSH_RELAY_URL: `http://127.0.0.1:${E2E_PUSH_RELAY_PORT}`,
    },
  },
});
