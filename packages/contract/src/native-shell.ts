import * as z from 'zod/mini';
import './zod-setup.ts';

/**
 * The message protocol between the web app and the native shell that hosts it in a WebView
 * (spec §7), declared once for both sides (issue 19): the web sends OutgoingMessage and parses
 * what arrives with parseIncomingMessage; the shell parses the web's with parseOutgoingMessage.
 * Every message is a JSON object `{ type, ...payload }`, sent as a JSON string.
 */

/** Raised when a message changes shape; the shell reports the version it speaks in its environment. */
export const NATIVE_PROTOCOL_VERSION = 1;
export const AUTH_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const LOG_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Web → shell. */
export type OutgoingMessage =
  | { type: 'GET_APP_ENVIRONMENT' }
  | { type: 'GET_PUSH_TOKEN' }
  | { type: 'GET_AMBIENT_LIGHT' }
  /** The page no longer wants readings (it has a steady one, or leaves): the sensor stops. */
  | { type: 'STOP_AMBIENT_LIGHT' }
  | { type: 'LOG'; level: LogLevel; message: string }
  /**
   * Sign in with the provider's SDK. `state` (and Apple's `nonce`) come from POST
   * /auth/{provider}/authorize; the shell returns to /auth/{provider}/callback with `state`.
   */
  | { type: 'AUTH_REQUEST'; provider: AuthProvider; state?: string; nonce?: string };

export interface SafeAreaInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface AppEnvironment {
  pushToken: string | null;
  ambientLight: number | null;
  safeAreaInsets: SafeAreaInsets;
  /** Anything else the shell reports (platform, app version …), kept as sent. */
  extra: Record<string, unknown>;
}

/** Shell → web, after parsing. Unknown types are passed on as `other`. */
export type IncomingMessage =
  | { type: 'environment'; environment: AppEnvironment }
  | { type: 'pushToken'; pushToken: string | null }
  | { type: 'ambientLight'; lux: number }
  /** This phone has no light sensor the app may read (iOS): measure another way. */
  | { type: 'ambientLightUnavailable'; reason: string }
  | { type: 'notificationAction'; data: unknown }
  | { type: 'other'; originalType: string; data: unknown };

const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };
// zod's number() already refuses Infinity and NaN.
const inset = z._default(z.catch(z.number().check(z.minimum(0)), 0), 0);
const SafeAreaInsetsSchema = z._default(
  z.catch(z.object({ top: inset, bottom: inset, left: inset, right: inset }), NO_INSETS),
  NO_INSETS,
);

const EnvironmentPayload = z.looseObject({
  pushToken: z._default(z.catch(z.nullable(z.string()), null), null),
  ambientLight: z._default(z.catch(z.nullable(z.number()), null), null),
  safeAreaInsets: SafeAreaInsetsSchema,
});

const Envelope = z.looseObject({
  type: z.string().check(z.minLength(1)),
  data: z.optional(z.unknown()),
});

/** The shell may put the payload under `data` or beside `type`; both are accepted. */
function payloadOf(message: z.infer<typeof Envelope>): unknown {
  if (message.data !== undefined) return message.data;
  const { type: _type, ...rest } = message;
  return rest;
}

/** The first of `names` present on an object payload. */
function field(payload: unknown, ...names: string[]): unknown {
  if (payload === null || typeof payload !== 'object') return undefined;
  const record = payload as Record<string, unknown>;
  for (const name of names) if (record[name] !== undefined) return record[name];
  return undefined;
}

/** A message as it came over the bridge: a JSON string is parsed (undefined when it is not JSON). */
function fromWire(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Parse what arrived through `message` events. Returns null for anything that is not a shell
 * message (other scripts and browser extensions post messages too).
 */
export function parseIncomingMessage(raw: unknown): IncomingMessage | null {
  const envelope = Envelope.safeParse(fromWire(raw));
  if (!envelope.success) return null;
  const payload = payloadOf(envelope.data);
  const type = envelope.data.type;

  switch (type) {
    case 'environment':
    case 'APP_ENVIRONMENT': {
      const parsed = EnvironmentPayload.safeParse(payload ?? {});
      if (!parsed.success) return null;
      const { pushToken, ambientLight, safeAreaInsets, ...extra } = parsed.data;
      return {
        type: 'environment',
        environment: { pushToken, ambientLight, safeAreaInsets, extra },
      };
    }
    case 'pushToken':
    case 'PUSH_TOKEN': {
      const token = typeof payload === 'string' ? payload : field(payload, 'pushToken', 'token');
      if (token !== null && typeof token !== 'string') return null;
      return { type: 'pushToken', pushToken: token || null };
    }
    case 'ambientLight':
    case 'ambientLightUpdate':
    case 'AMBIENT_LIGHT': {
      const lux = typeof payload === 'number' ? payload : field(payload, 'lux', 'ambientLight');
      if (typeof lux !== 'number' || !Number.isFinite(lux) || lux < 0) return null;
      return { type: 'ambientLight', lux };
    }
    case 'ambientLightUnavailable': {
      const reason = field(payload, 'reason');
      return {
        type: 'ambientLightUnavailable',
        reason: typeof reason === 'string' && reason !== '' ? reason.slice(0, 200) : 'unavailable',
      };
    }
    case 'notificationAction':
    case 'NOTIFICATION_ACTION':
      return { type: 'notificationAction', data: payload };
    default:
      return { type: 'other', originalType: type, data: payload };
  }
}

const OutgoingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GET_APP_ENVIRONMENT') }),
  z.object({ type: z.literal('GET_PUSH_TOKEN') }),
  z.object({ type: z.literal('GET_AMBIENT_LIGHT') }),
  z.object({ type: z.literal('STOP_AMBIENT_LIGHT') }),
  z.object({
    type: z.literal('LOG'),
    level: z.enum(LOG_LEVELS),
    message: z.string().check(z.maxLength(10_000)),
  }),
  z.object({
    type: z.literal('AUTH_REQUEST'),
    provider: z.enum(AUTH_PROVIDERS),
    state: z.optional(z.string().check(z.maxLength(512))),
    nonce: z.optional(z.string().check(z.maxLength(512))),
  }),
]);

/**
 * What the shell does with a `postMessage` from the page: the web's message, or null for
 * anything else (not JSON, an unknown type, a bad payload). The shell acts on nothing else.
 */
export function parseOutgoingMessage(raw: unknown): OutgoingMessage | null {
  const parsed = OutgoingSchema.safeParse(fromWire(raw));
  return parsed.success ? (parsed.data as OutgoingMessage) : null;
}

/**
 * What the shell sends, as it goes over the wire: `{ type, ...payload }` objects that
 * parseIncomingMessage reads back. Built here so the shell and the e2e harness that plays it
 * send the same thing.
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

/** Where a tapped notification leads: an in-app path (the web's notificationActionPath reads `url`). */
export interface NotificationActionData {
  url: string;
  notificationId?: string;
}

export type ShellMessage =
  | ({ type: 'environment' } & Omit<AppEnvironment, 'extra'> & EnvironmentExtra)
  | { type: 'pushToken'; pushToken: string | null }
  | { type: 'ambientLight'; lux: number }
  | { type: 'ambientLightUnavailable'; reason: string }
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
  reason,
});

export const notificationActionMessage = (data: NotificationActionData): ShellMessage => ({
  type: 'notificationAction',
  data,
});
