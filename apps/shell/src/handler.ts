import {
  authCallbackUrl,
  type AuthProvider,
  type AuthReturn,
  type LogLevel,
  type NotificationActionData,
  type OutgoingMessage,
  type SafeAreaInsets,
  type ShellMessage,
} from '@chorok/contract';
import {
  ambientLightMessage,
  ambientLightUnavailableMessage,
  environmentMessage,
  notificationActionMessage,
  parseOutgoingMessage,
  pushTokenMessage,
} from '@chorok/contract/schemas';
import { deliveryScript } from './messages.ts';
import { createLightRelay, type AmbientLightSource } from './light.ts';
import { notificationActionData } from './notification.ts';
import { isOnOrigin } from './origin.ts';

/**
 * The shell's side of the protocol (spec §7), plain TypeScript: everything the phone does comes
 * in through the ports below, so every message is tested without a device (App.tsx wires them).
 */

export interface NativeLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ShellDeps {
  /** The configured web origin: the only page the shell answers and sends to. */
  webOrigin: string;
  device: { platform: string; appVersion: string; deviceModel?: string | null };
  /** The push token; `ask` false must not prompt for the permission (the environment never asks). */
  getPushToken(options: { ask: boolean }): Promise<string | null>;
  light: AmbientLightSource;
  safeAreaInsets(): SafeAreaInsets;
  logger: NativeLogger;
  /** Sign in with the provider in the system browser; resolves with where it came back. */
  openAuth(provider: AuthProvider, state: string, nonce: string | undefined): Promise<AuthReturn>;
  /** Run a script in the page (WebView injectJavaScript). */
  injectJavaScript(script: string): void;
  /** Load an address in the WebView. */
  navigate(url: string): void;
  /** The address the WebView shows now, or null before the first load. */
  currentUrl(): string | null;
  /** How long the environment waits for a light reading or a push token; 1 s unless told. */
  waitMs?: number;
}

export interface ShellHandler {
  /** A `postMessage` from the page; `sourceUrl` is the page that sent it (event.nativeEvent.url). */
  onMessage(raw: unknown, sourceUrl?: string | null): Promise<void>;
  /** A push notification was tapped (now, or to open the app): its data. */
  notificationTapped(data: unknown): void;
  /** A page starts loading (onLoadStart): the new page has not spoken yet. */
  pageLoading(url: string): void;
  /** The page's address changed (onNavigationStateChange, history included). */
  pageNavigated(url: string): void;
  /** The app went to the background (false) or came back (true). */
  setForeground(active: boolean): void;
  dispose(): void;
}

const LOG_METHOD: Record<LogLevel, keyof NativeLogger> = {
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
};

/** One log line per message: a page must not be able to forge the lines after it. */
const oneLine = (text: string) => text.replace(/\r/g, '\\r').replace(/\n/g, '\\n');

function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

function within<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(otherwise);
      },
    );
  });
}

export function createShellHandler(deps: ShellDeps): ShellHandler {
  const { logger, webOrigin } = deps;
  const waitMs = deps.waitMs ?? 1000;
  let disposed = false;
  let pageReady = false;
  /** Counts page loads, so an answer meant for a page that has gone is dropped. */
  let pageLoads = 0;
  let pendingTap: NotificationActionData | null = null;
  let authInFlight = false;
  /** The token being fetched or had, and whether that fetch could prompt for the permission. */
  let tokenRequest: { token: Promise<string | null>; asked: boolean } | null = null;

  function send(message: ShellMessage): boolean {
    if (disposed || !isOnOrigin(deps.currentUrl(), webOrigin)) return false;
    deps.injectJavaScript(deliveryScript(message));
    return true;
  }

  function fetchToken(ask: boolean): Promise<string | null> {
    return deps.getPushToken({ ask }).then(
      (token) => (typeof token === 'string' && token !== '' ? token : null),
      (error: unknown) => {
        logger.warn(`[shell] push token: ${String(error)}`);
        return null;
      },
    );
  }

  function pushToken(ask: boolean): Promise<string | null> {
    if (tokenRequest && (tokenRequest.asked || !ask)) return tokenRequest.token;
    // A fetch that may not prompt is under way: if it finds no token, this one asks.
    const earlier = tokenRequest?.token ?? Promise.resolve(null);
    const request = { token: earlier.then((token) => token ?? fetchToken(ask)), asked: ask };
    tokenRequest = request;
    // Keep a token once had; try again next time when there was none.
    void request.token.then((token) => {
      if (token === null && tokenRequest === request) tokenRequest = null;
    });
    return request.token;
  }

  const light = createLightRelay(deps.light, (lux) => send(ambientLightMessage(lux)));

  async function answerEnvironment() {
    const lightNow = light
      .availability()
      .then(async (available) =>
        available.available
          ? { lux: await light.readOnce(waitMs), reason: null }
          : { lux: null, reason: available.reason },
      );
    const [token, ambient] = await Promise.all([within(pushToken(false), waitMs, null), lightNow]);
    const { platform, appVersion, deviceModel } = deps.device;
    send(
      environmentMessage(
        { pushToken: token, ambientLight: ambient.lux, safeAreaInsets: deps.safeAreaInsets() },
        {
          platform,
          appVersion,
          ...(deviceModel ? { deviceModel } : {}),
          ...(ambient.reason ? { ambientLightUnavailable: ambient.reason } : {}),
        },
      ),
    );
  }

  async function answerAmbientLight(path: string | null) {
    const asked = pageLoads;
    const available = await light.availability();
    if (!available.available) {
      send(ambientLightUnavailableMessage(available.reason));
      return;
    }
    // The page that asked may have been replaced while the sensor was looked up.
    if (path === null || asked !== pageLoads || disposed) return;
    const latest = light.want(path);
    if (latest !== null) send(ambientLightMessage(latest));
  }

  async function signIn(message: Extract<OutgoingMessage, { type: 'AUTH_REQUEST' }>) {
    const { provider, state, nonce } = message;
    if (!state) {
      logger.warn(`[shell] AUTH_REQUEST for ${provider} without a state: not started`);
      return;
    }
    if (authInFlight) {
      logger.warn('[shell] AUTH_REQUEST while a sign-in is open: ignored');
      return;
    }
    authInFlight = true;
    let outcome: AuthReturn;
    try {
      outcome = await deps.openAuth(provider, state, nonce);
    } catch (error) {
      logger.warn(`[shell] sign-in with ${provider} failed: ${String(error)}`);
      outcome = { kind: 'failed' };
    } finally {
      authInFlight = false;
    }
    const callback = authCallbackUrl(webOrigin, provider, state, outcome);
    if (!disposed && isOnOrigin(callback, webOrigin)) deps.navigate(callback);
  }

  /** The page's bridge is listening once it asks for the environment or the token. */
  function pageListens() {
    pageReady = true;
    if (pendingTap && send(notificationActionMessage(pendingTap))) pendingTap = null;
  }

  return {
    async onMessage(raw, sourceUrl) {
      if (disposed) return;
      const from = sourceUrl ?? deps.currentUrl();
      if (!isOnOrigin(from, webOrigin)) return;
      const message = parseOutgoingMessage(raw);
      if (!message) return;
      switch (message.type) {
        case 'GET_APP_ENVIRONMENT':
          pageListens();
          return answerEnvironment();
        case 'GET_PUSH_TOKEN':
          pageListens();
          send(pushTokenMessage(await pushToken(true)));
          return;
        case 'GET_AMBIENT_LIGHT':
          return answerAmbientLight(pathOf(from));
        case 'STOP_AMBIENT_LIGHT':
          light.stop();
          return;
        case 'LOG':
          logger[LOG_METHOD[message.level]](`[web] ${oneLine(message.message)}`);
          return;
        case 'AUTH_REQUEST':
          return signIn(message);
      }
    },

    notificationTapped(data) {
      const action = notificationActionData(data);
      if (!action) return;
      if (pageReady && send(notificationActionMessage(action))) return;
      // The page is not listening yet (the tap opened the app): it gets the latest tap when it is.
      pendingTap = action;
    },

    pageLoading() {
      pageLoads += 1;
      pageReady = false;
      light.stop();
    },

    pageNavigated(url) {
      const wanted = light.wantedBy();
      if (wanted !== null && pathOf(url) !== wanted) light.stop();
    },

    setForeground(active) {
      if (active) light.resume();
      else light.pause();
    },

    dispose() {
      disposed = true;
      light.stop();
    },
  };
}
