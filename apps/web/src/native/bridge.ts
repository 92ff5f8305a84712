import { create } from 'zustand';
import { usePushTokenStore } from '@/lib/session/auth-store';
import { type AppEnvironment, type IncomingMessage, type SafeAreaInsets } from '@chorok/contract';
import { parseIncomingMessage } from '@chorok/contract/schemas';
import { debugLogger } from '@/lib/debug-logger';
import { postNativeMessage } from '@/native/shell';

// The two calls a plain browser also makes live in shell.ts (no zod, part of the first load);
// this module, which parses what the shell sends, is loaded only inside the native app.
export { isInNativeApp, postNativeMessage } from '@/native/shell';

interface NativeEnvironmentState {
  /** Null until the shell answers GET_APP_ENVIRONMENT (spec §4), then each environment message replaces it. */
  environment: AppEnvironment | null;
  /** The latest ambient light reading in lux, from the environment or a live update. */
  ambientLight: number | null;
  /** Why the shell can never read the light on this phone (iOS), or null. */
  ambientLightUnavailable: string | null;
}

export const useNativeEnvironment = create<NativeEnvironmentState>(() => ({
  environment: null,
  ambientLight: null,
  ambientLightUnavailable: null,
}));

const INSET_VARS: Record<keyof SafeAreaInsets, string> = {
  top: '--safe-top',
  bottom: '--safe-bottom',
  left: '--safe-left',
  right: '--safe-right',
};

export function writeSafeAreaInsets(
  insets: SafeAreaInsets,
  root: HTMLElement = document.documentElement,
) {
  for (const [side, name] of Object.entries(INSET_VARS) as [keyof SafeAreaInsets, string][]) {
    root.style.setProperty(name, `${insets[side]}px`);
  }
}

type Listener = (message: IncomingMessage) => void;
const listeners = new Set<Listener>();
/**
 * A notification tap that launched the app can arrive before anything listens (the shell sends it
 * once the page asked for the environment): the latest is kept for the first listener.
 */
let unheardAction: IncomingMessage | null = null;

/** Subscribe to every parsed shell message (notification actions, unknown types …). */
export function onNativeMessage(listener: Listener): () => void {
  listeners.add(listener);
  const waiting = unheardAction;
  unheardAction = null;
  if (waiting) listener(waiting);
  return () => listeners.delete(listener);
}

export function handleIncomingMessage(message: IncomingMessage) {
  // The type only: payloads carry push tokens.
  debugLogger.debug('[native]', message.type === 'other' ? message.originalType : message.type);
  if (message.type === 'notificationAction' && listeners.size === 0) unheardAction = message;
  switch (message.type) {
    case 'environment': {
      const unavailable = message.environment.extra.ambientLightUnavailable;
      useNativeEnvironment.setState({
        environment: message.environment,
        ambientLight: message.environment.ambientLight,
        ...(typeof unavailable === 'string' ? { ambientLightUnavailable: unavailable } : {}),
      });
      writeSafeAreaInsets(message.environment.safeAreaInsets);
      if (message.environment.pushToken)
        usePushTokenStore.getState().setPushToken(message.environment.pushToken);
      break;
    }
    case 'ambientLightUnavailable':
      useNativeEnvironment.setState({
        ambientLight: null,
        ambientLightUnavailable: message.reason,
      });
      break;
    case 'pushToken':
      usePushTokenStore.getState().setPushToken(message.pushToken);
      useNativeEnvironment.setState((state) =>
        state.environment
          ? { environment: { ...state.environment, pushToken: message.pushToken } }
          : state,
      );
      break;
    case 'ambientLight':
      useNativeEnvironment.setState((state) => ({
        ambientLight: message.lux,
        environment: state.environment ? { ...state.environment, ambientLight: message.lux } : null,
      }));
      break;
    default:
      break;
  }
  for (const listener of listeners) listener(message);
}

let started = false;

/**
 * Listen to the shell and ask it for the environment. React Native's WebView delivers messages on
 * `document` (Android) or `window` (iOS), so both are heard. Safe to call more than once.
 */
export function startNativeBridge() {
  if (started || typeof window === 'undefined') return;
  started = true;
  writeSafeAreaInsets({ top: 0, bottom: 0, left: 0, right: 0 });
  const onMessage = (event: Event) => {
    const message = parseIncomingMessage((event as MessageEvent).data);
    if (message) handleIncomingMessage(message);
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  postNativeMessage({ type: 'GET_APP_ENVIRONMENT' });
}
