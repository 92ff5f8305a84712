import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's old headless shell (package chromium-headless-shell): the same Chromium without the
 * full browser around it, which most specs run in (decision 0047).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The local push service of the reminder spec: the server only sends to real push services
 * (decision 0027), so subscriptions name FCM and WEB_PUSH_RELAY_URL brings the posts here.
 */
export const E2E_PUSH_RELAY_PORT = Number(process.env.E2E_PUSH_RELAY_PORT ?? E2E_PORT + 1000);
/** The e2e server's DATA_DIR: wiped at every start by support/start-server.mjs. */
export const E2E_DATA_DIR = fileURLToPath(new URL('../.artifacts/data', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Kakao's postcode script, which the address form loads (decision 0022). */
export const KAKAO_POSTCODE_SCRIPT =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
