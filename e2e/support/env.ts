import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
