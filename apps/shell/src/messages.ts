import {
  NATIVE_PROTOCOL_VERSION,
  type AppEnvironment,
  type SafeAreaInsets,
} from '@chorok/contract';

/**
 * What the shell sends to the page (spec §7), as it goes over the wire: thin typed builders over
 * the contract's types. The contract declares the parsed form (IncomingMessage, read by the web's
 * parseIncomingMessage); these build the `{ type, ...payload }` objects that parse into it.
 */

/** What the shell adds to the environment; the web keeps it as `environment.extra`. */
export interface EnvironmentExtra {
  protocolVersion: typeof NATIVE_PROTOCOL_VERSION;
  platform: string;
  appVersion: string;
  deviceModel?: string;
  /** Why `ambientLight` is null for good on this phone (no light sensor the app may read). */
  ambientLightUnavailable?: string;
}

/** Where a tapped notification leads: an in-app path (web's notificationActionPath reads `url`). */
export interface NotificationActionData {
  url: string;
  notificationId?: string;
}

export type ShellMessage =
  | ({ type: 'environment' } & Omit<AppEnvironment, 'extra'> & EnvironmentExtra)
  | { type: 'pushToken'; pushToken: string | null }
  | { type: 'ambientLight'; lux: number }
  /** The web reads it as an `other` message and keeps measuring with the camera. */
  | { type: 'ambientLightUnavailable'; ambientLight: null; reason: string }
  | { type: 'notificationAction'; data: NotificationActionData };

export function environmentMessage(
  values: { pushToken: string | null; ambientLight: number | null; safeAreaInsets: SafeAreaInsets },
  extra: Omit<EnvironmentExtra, 'protocolVersion'>,
): ShellMessage {
  return {
    type: 'environment',
    pushToken: values.pushToken,
    ambientLight: values.ambientLight,
    safeAreaInsets: values.safeAreaInsets,
    protocolVersion: NATIVE_PROTOCOL_VERSION,
    ...extra,
  };
}

export const pushTokenMessage = (pushToken: string | null): ShellMessage => ({
  type: 'pushToken',
  pushToken,
});

export const ambientLightMessage = (lux: number): ShellMessage => ({ type: 'ambientLight', lux });

export const ambientLightUnavailableMessage = (reason: string): ShellMessage => ({
  type: 'ambientLightUnavailable',
  ambientLight: null,
  reason,
});

export const notificationActionMessage = (data: NotificationActionData): ShellMessage => ({
  type: 'notificationAction',
  data,
});

/**
 * The script that hands a message to the page: a `message` event on `window`, carrying the JSON
 * string, the way the web's bridge listens (it parses strings). `true;` keeps iOS from warning
 * about a non-serialisable result.
 */
export function deliveryScript(message: ShellMessage): string {
  const json = JSON.stringify(message);
  // A JSON string literal is a valid JS string literal (U+2028/2029 included since ES2019).
  return `window.postMessage(${JSON.stringify(json)}, '*');true;`;
}
