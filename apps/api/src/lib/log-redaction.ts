import pino, { type LoggerOptions } from 'pino';

/**
 * Personal data and secrets never reach the log (decision 0027): these field names are censored
 * wherever they sit, up to `DEPTH` objects down (pino's redaction takes paths, not "any depth").
 */
export const REDACTED_FIELDS = [
  // People: phone numbers, names on parcels, addresses, e-mail, messages to them.
  'phone',
  'phoneNumber',
  'receiverPhoneNumber',
  'receiverName',
  'recipient',
  'email',
  'address',
  'roadAddress',
  'jibunAddress',
  'detailAddress',
  'zonecode',
  'requestText',
  // Push: device tokens and Web Push subscriptions (the endpoint is a capability URL).
  'token',
  'pushToken',
  'fcmToken',
  'deviceToken',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  // Credentials and one-time codes.
  'authorization',
  'cookie',
  'set-cookie',
  'x-admin-secret',
  'password',
  'secret',
  'clientSecret',
  'accessToken',
  'refreshToken',
  'idToken',
  'code',
  'paymentKey',
  'cardNumber',
  // A failed query's values and PostgreSQL's "Failing row contains (…)".
  'params',
  'detail',
] as const;

const DEPTH = 5;

const CENSOR = '[redacted]';

/** `err.code` names the failure (ECONNREFUSED, FST_ERR_…, SQLSTATE 23505): kept; other codes go. */
const ERROR_CODE = /^(?:[A-Z][A-Z0-9_]*|[0-9A-Z]{5})$/;

function censor(value: unknown, path: string[] | string): unknown {
  const parts = Array.isArray(path) ? path : path.split('.');
  const key = parts.at(-1);
  if (key === 'code' && typeof value === 'string' && ERROR_CODE.test(value)) return value;
  return CENSOR;
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`);

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of REDACTED_FIELDS) {
    for (let depth = 0; depth < DEPTH; depth++) {
      const prefix = '*.'.repeat(depth);
      const name = key(field);
      paths.push(name.startsWith('[') ? `${prefix.slice(0, -1)}${name}` : `${prefix}${name}`);
    }
  }
  return paths.filter((path) => !path.startsWith('['));
}

/** Drizzle puts a failed query's values into its message too ("…\nparams: 010…"): cut them. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

function withoutParams(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const field of ['message', 'stack'])
    if (typeof record[field] === 'string')
      record[field] = (record[field] as string).replace(QUERY_PARAMS, `\nparams: ${CENSOR}`);
  withoutParams(record.cause, seen);
}

function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  withoutParams(serialized);
  return serialized;
}

/** A logged URL without its query string (search words, OAuth codes and states live there). */
function serializeUrl(url: unknown): unknown {
  return typeof url === 'string' ? url.split('?')[0] : url;
}

/** The redaction and serializers of every logger the server makes (app.ts; tests use it too). */
export const LOG_PRIVACY: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: { paths: redactPaths(), censor },
  serializers: { err: serializeError, url: serializeUrl },
};
