import type { Frame, Page } from '@playwright/test';
import {
  authCallbackUrl,
  type AuthReturn,
  type OutgoingMessage,
  type SafeAreaInsets,
} from '@chorok/contract';
import {
  NATIVE_PROTOCOL_VERSION,
  ambientLightUnavailableMessage,
  parseOutgoingMessage,
} from '@chorok/contract/schemas';

/*
 * The native shell played in Playwright (issue 19): the page runs as it does in the app's WebView.
 *
 * - Before the page's scripts, `window.ReactNativeWebView.postMessage` is injected (main frame
 *   only, like react-native-webview). Each call goes to this module through a binding, as the
 *   WebView hands the string to the shell's `onMessage`; the shell parses it with the contract's
 *   parseOutgoingMessage and acts on nothing else (refused strings are kept apart).
 * - Answers go back as the shell sends them, by running script in the page (`injectJavaScript`):
 *   a `message` event with the JSON string on `window` (react-native-webview on iOS), on `document`
 *   (on Android) or through `window.postMessage` (what many shells inject themselves).
 * - GET_APP_ENVIRONMENT is answered with an `environment` message, GET_PUSH_TOKEN with `pushToken`,
 *   GET_AMBIENT_LIGHT with `ambientLight`; each after a delay, or never ('manual') until the test
 *   sends one, so "null until the shell answers" can be seen.
 * - The test sends what a shell sends on its own: a light change, a tapped notification.
 *
 *   const shell = await installNativeShell(page, { safeAreaInsets: { top: 47, bottom: 34 } });
 *   await page.goto('/home');
 *   await shell.waitForMessage('GET_APP_ENVIRONMENT');
 *   await shell.sendNotificationAction({ url: '/plants/manage' });
 *
 * `npm run shell -w @chorok/e2e` opens the app in this shell by hand (support/open-in-shell.ts).
 */

export type Delivery = 'window-event' | 'document-event' | 'post-message';
/** Milliseconds before the shell answers, or 'manual': only when the test sends it. */
export type AnswerAfter = number | 'manual';

export interface NativeShellOptions {
  platform?: 'ios' | 'android';
  deviceModel?: string;
  /** The token the shell's push service gave it; null: none (notifications refused). */
  pushToken?: string | null;
  /** The light sensor's reading in lux; null: no sensor. */
  ambientLight?: number | null;
  safeAreaInsets?: Partial<SafeAreaInsets>;
  /** How messages reach the page; by default as react-native-webview does on the platform. */
  delivery?: Delivery;
  answerAfter?: { environment?: AnswerAfter; pushToken?: AnswerAfter; ambientLight?: AnswerAfter };
  /** Sets the global ENABLE_DEBUG_LOGGER before the page's scripts run (spec §7). */
  debugLogger?: boolean;
  /** The data of a notification whose tap launched the app, sent after the first environment. */
  launchedFromNotification?: unknown;
  /**
   * The system browser's sign-in for AUTH_REQUEST (support/system-browser.ts); the shell then
   * brings the page to its callback, as apps/shell does. Unset: the request is only recorded.
   */
  systemBrowser?: (request: MessageOf<'AUTH_REQUEST'>) => Promise<AuthReturn>;
  /** Called with each message the page posts: parsed, or null when the shell refuses it. */
  onMessage?: (message: OutgoingMessage | null, raw: string) => void;
}

type MessageOf<T extends OutgoingMessage['type']> = Extract<OutgoingMessage, { type: T }>;

export interface NativeShell {
  /** Every message the shell accepted, in order, across navigations and reloads. */
  messages(): OutgoingMessage[];
  /** What the page posted that parseOutgoingMessage refused (should stay empty). */
  refused(): string[];
  /** The LOG lines the page forwarded. */
  logs(): MessageOf<'LOG'>[];
  count(type: OutgoingMessage['type']): number;
  waitForMessage<T extends OutgoingMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<MessageOf<T>>;
  /** The environment as the shell reports it now, with `overrides` remembered from here on. */
  environment(overrides?: Partial<ShellEnvironment>): Record<string, unknown>;
  sendEnvironment(overrides?: Partial<ShellEnvironment>): Promise<void>;
  sendPushToken(token: string | null): Promise<void>;
  sendAmbientLight(lux: number): Promise<void>;
  sendNotificationAction(data: unknown): Promise<void>;
  /** Any message, as the shell would send it (an object is sent as its JSON string). */
  send(message: unknown): Promise<void>;
}

export interface ShellEnvironment {
  pushToken: string | null;
  ambientLight: number | null;
  safeAreaInsets: SafeAreaInsets;
  platform: 'ios' | 'android';
  deviceModel: string;
}

const BINDING = '__chorokNativeShell';
let tokens = 0;

/*
 * What runs in the page is plain JavaScript text, not a serialised function: a transpiler's helper
 * inside one (tsx adds `__name`) would not exist in the page.
 */

/** Delivers one JSON string into the page as the shell's injected script would. */
async function deliver(frame: Frame, raw: string, delivery: Delivery) {
  const data = JSON.stringify(raw);
  const target = delivery === 'document-event' ? 'document' : 'window';
  const script =
    delivery === 'post-message'
      ? `window.postMessage(${data}, '*')`
      : `${target}.dispatchEvent(new MessageEvent('message', { data: ${data} }))`;
  try {
    await frame.evaluate(script);
  } catch {
    // The page navigated or closed meanwhile: a real shell's script is lost the same way.
  }
}

/** The WebView's injected object; like react-native-webview, main frame only and strings only. */
function bridgeScript(debugLogger: boolean): string {
  return `if (window.top === window) {
  ${debugLogger ? 'window.ENABLE_DEBUG_LOGGER = true;' : ''}
  window.ReactNativeWebView = {
    postMessage: function (data) { window.${BINDING}(String(data)).catch(function () {}); },
  };
}`;
}

export async function installNativeShell(
  page: Page,
  options: NativeShellOptions = {},
): Promise<NativeShell> {
  const platform = options.platform ?? 'ios';
  const delivery = options.delivery ?? (platform === 'ios' ? 'window-event' : 'document-event');
  const answerAfter = { environment: 0, pushToken: 0, ambientLight: 0, ...options.answerAfter };
  const state: ShellEnvironment = {
    pushToken:
      options.pushToken === undefined
        ? `e2e-fcm-${process.pid}-${Date.now()}-${tokens++}`
        : options.pushToken,
    ambientLight: options.ambientLight ?? null,
    safeAreaInsets: { top: 0, bottom: 0, left: 0, right: 0, ...options.safeAreaInsets },
    platform,
    deviceModel: options.deviceModel ?? (platform === 'ios' ? 'iPhone15,2' : 'Pixel 8'),
  };
  const accepted: OutgoingMessage[] = [];
  const refusedRaw: string[] = [];
  let launchPending = options.launchedFromNotification !== undefined;

  const environmentOf = () => ({
    ...state,
    protocolVersion: NATIVE_PROTOCOL_VERSION,
  });
  const sendTo = (frame: Frame, message: unknown) =>
    deliver(frame, typeof message === 'string' ? message : JSON.stringify(message), delivery);
  const later = (after: AnswerAfter, frame: Frame, build: () => unknown) => {
    if (after === 'manual') return;
    setTimeout(() => void sendTo(frame, build()), after);
  };

  const onPost = (frame: Frame, raw: string) => {
    const message = parseOutgoingMessage(raw);
    options.onMessage?.(message, raw);
    if (!message) {
      refusedRaw.push(raw);
      return;
    }
    accepted.push(message);
    switch (message.type) {
      case 'GET_APP_ENVIRONMENT':
        if (answerAfter.environment === 'manual') break;
        setTimeout(() => {
          void sendTo(frame, { type: 'environment', data: environmentOf() }).then(() => {
            if (!launchPending) return;
            launchPending = false;
            return sendTo(frame, {
              type: 'notificationAction',
              data: options.launchedFromNotification,
            });
          });
        }, answerAfter.environment);
        break;
      case 'GET_PUSH_TOKEN':
        later(answerAfter.pushToken, frame, () => ({
          type: 'pushToken',
          data: { pushToken: state.pushToken },
        }));
        break;
      case 'GET_AMBIENT_LIGHT':
        // A phone without a light sensor the app may read says so (apps/shell's light port).
        if (state.ambientLight === null) {
          const reason = platform === 'ios' ? 'no-public-light-sensor' : 'no-light-sensor';
          later(answerAfter.ambientLight, frame, () => ambientLightUnavailableMessage(reason));
          break;
        }
        later(answerAfter.ambientLight, frame, () => ({
          type: 'ambientLight',
          data: { lux: state.ambientLight },
        }));
        break;
      case 'AUTH_REQUEST': {
        const { systemBrowser } = options;
        if (!systemBrowser || !message.state) break;
        const { provider, state: authState } = message;
        void systemBrowser(message)
          .then((outcome) =>
            frame.goto(authCallbackUrl(new URL(frame.url()).origin, provider, authState, outcome)),
          )
          // A test's system browser that broke is the test's failure: say why.
          .catch((error: unknown) => console.error('[shell] the system browser failed:', error));
        break;
      }
      default:
        // LOG goes to the device log.
        break;
    }
  };

  await page.exposeBinding(BINDING, ({ frame }, raw: unknown) => onPost(frame, String(raw)));
  await page.addInitScript(bridgeScript(options.debugLogger === true));

  const shell: NativeShell = {
    messages: () => [...accepted],
    refused: () => [...refusedRaw],
    logs: () => accepted.filter((m): m is MessageOf<'LOG'> => m.type === 'LOG'),
    count: (type) => accepted.filter((m) => m.type === type).length,
    async waitForMessage<T extends OutgoingMessage['type']>(type: T, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = accepted.find((m): m is MessageOf<T> => m.type === type);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`the page never sent ${type}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    environment(overrides = {}) {
      Object.assign(state, overrides);
      return environmentOf();
    },
    sendEnvironment: (overrides) =>
      sendTo(page.mainFrame(), { type: 'environment', data: shell.environment(overrides) }),
    sendPushToken(token) {
      state.pushToken = token;
      return sendTo(page.mainFrame(), { type: 'pushToken', data: { pushToken: token } });
    },
    sendAmbientLight(lux) {
      state.ambientLight = lux;
      return sendTo(page.mainFrame(), { type: 'ambientLightUpdate', data: { lux } });
    },
    sendNotificationAction: (data) =>
      sendTo(page.mainFrame(), { type: 'notificationAction', data }),
    send: (message) => sendTo(page.mainFrame(), message),
  };
  return shell;
}
