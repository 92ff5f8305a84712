import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_RETURN_SCHEME, PAYMENT_PROVIDERS, REMINDERS } from '@chorok/contract';
import { z } from 'zod';
import { JUSO_DEFAULT_BASE_URL, JUSO_TIMEOUT_MS } from './modules/addresses/juso.ts';
import { OPENAI_DEFAULT_BASE_URL, OPENAI_DEFAULT_MODEL } from './modules/ai-recommend/provider.ts';
import { KMA_DEFAULT_BASE_URL } from './modules/weather/kma.ts';
import { LOAD_DEFAULTS, type LoadConfig } from './load-config.ts';

/** Defaults that name repository folders are relative to the repository, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** climatology: the local seasonal normals; kma: the KMA short-term forecast API (data.go.kr). */
export const WEATHER_PROVIDERS = ['climatology', 'kma'] as const;

/** local: the rule-based recommender, no network; openai: an OpenAI-compatible chat model. */
export const AI_PROVIDERS = ['local', 'openai'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty are the same thing: `FOO=` in a shell or a compose file means "not set". */
const optionalString = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const booleanFlag = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

const port = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(0, { error: 'must be 0…65535' })
          .max(65_535, { error: 'must be 0…65535' }),
      ),
  );

/** A whole number with a default; `0` is allowed (and means what `zero` says). */
const wholeNumber = (fallback: number, zero: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number (${zero})` })
      .transform(Number),
  );

/** A whole number above zero with a default. */
const positiveNumber = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z
      .string()
      .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })
      .transform(Number),
  );

const DSN_ERROR = 'must be a DSN such as https://publickey@o0.ingest.sentry.io/0';

/** A Sentry DSN: http(s)://<public key>@<host>/<numeric project id>. */
const sentryDsn = optionalString.pipe(
  z
    .url({ protocol: /^https?$/, error: DSN_ERROR })
    .refine((value) => {
      // Refinements run after a failed check too.
      const url = URL.canParse(value) ? new URL(value) : null;
      return url !== null && url.username !== '' && /\/\d+$/.test(url.pathname);
    }, DSN_ERROR)
    .optional(),
);

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: port(3000),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (v === undefined || v === '' ? '10' : v),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(1).max(1000)),
  ),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ADMIN_SECRET: optionalString.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  DEMO_SIGN_IN: booleanFlag,
  CORS_ORIGINS: optionalString,
  PUBLIC_ORIGIN: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://chorok.kr' }).optional(),
  ),
  LOG_LEVEL: optionalString.pipe(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  TRUST_PROXY: optionalString,
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    (v) => (v === undefined || v === '' ? '600' : v),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number (0 turns the global limit off)' })
      .transform(Number),
  ),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })
      .transform(Number)
      .optional(),
  ),
  PAGE_RATE_LIMIT_PER_MINUTE: wholeNumber(LOAD_DEFAULTS.pageRateLimitPerMinute, '0 turns it off'),
  IMAGE_RATE_LIMIT_PER_MINUTE: wholeNumber(LOAD_DEFAULTS.imageRateLimitPerMinute, '0 turns it off'),
  RENDERS_PER_CLIENT: positiveNumber(LOAD_DEFAULTS.rendersPerClient),
  RENDER_QUEUE_LENGTH: wholeNumber(LOAD_DEFAULTS.renderQueueLength, '0 means no waiting'),
  HTTP_HEADERS_TIMEOUT_MS: positiveNumber(LOAD_DEFAULTS.headersTimeoutMs),
  HTTP_REQUEST_TIMEOUT_MS: positiveNumber(LOAD_DEFAULTS.requestTimeoutMs),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveNumber(LOAD_DEFAULTS.keepAliveTimeoutMs),
  HTTP_CONNECTION_TIMEOUT_MS: positiveNumber(LOAD_DEFAULTS.connectionTimeoutMs),
  HTTP_MAX_CONNECTIONS: positiveNumber(LOAD_DEFAULTS.maxConnections),
  IMAGE_ASSET_HOST: optionalString,
  IMAGE_CDN_HOST: optionalString,
  IMAGE_CACHE_MAX_MB: z.preprocess(
    (v) => (v === undefined || v === '' ? '1024' : v),
    z
      .string()
      .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number of megabytes' })
      .transform(Number),
  ),
  WEB_DIST_DIR: optionalString,
  LOCALES_DIR: optionalString,
  CONTENT_DIR: optionalString,
  /** The versioned terms (content/terms/<kind>-v<version>.md), imported at start. */
  TERMS_DIR: optionalString,
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  /** Kakao's numeric app ID: tokens from the native SDK must have been issued to it. */
  KAKAO_APP_ID: optionalString.pipe(
    z.string().regex(/^\d+$/, { error: 'must be the numeric app ID (앱 ID)' }).optional(),
  ),
  /** The Kakao app's JavaScript key (public): KakaoTalk sharing from the web app. */
  KAKAO_JS_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{32}$/i, {
        error: 'must be the 32-character JavaScript key (JavaScript 키)',
      })
      .optional(),
  ),
  NAVER_CLIENT_ID: optionalString,
  NAVER_CLIENT_SECRET: optionalString,
  APPLE_CLIENT_ID: optionalString,
  KAKAO_AUTH_URL: optionalString.pipe(z.url().optional()),
  KAKAO_API_URL: optionalString.pipe(z.url().optional()),
  NAVER_AUTH_URL: optionalString.pipe(z.url().optional()),
  NAVER_API_URL: optionalString.pipe(z.url().optional()),
  APPLE_AUTH_URL: optionalString.pipe(z.url().optional()),
  /** The iOS app's bundle id: the audience of id_tokens from the native shell (issue 16). */
  APPLE_APP_BUNDLE_ID: optionalString,
  /** Local stand-ins for providers without credentials; default on with the embedded database. */
  AUTH_SANDBOX: booleanFlag,
  /** App link schemes a sign-in from the native app may return to (decision 0036). */
  APP_RETURN_SCHEMES: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z][a-z0-9+.-]*(,\s*[a-z][a-z0-9+.-]*)*$/, {
        error: 'must be app link schemes such as chorok,exp',
      })
      .refine((value) => !/(^|,\s*)(https?|javascript|data|file|blob)(,|$)/.test(value), {
        error: 'must not name a web scheme',
      })
      .optional(),
  ),
  SMS_PROVIDER: optionalString.pipe(
    z.enum(['outbox', 'solapi'], { error: "must be 'outbox' or 'solapi'" }).optional(),
  ),
  SOLAPI_API_KEY: optionalString,
  SOLAPI_API_SECRET: optionalString,
  SOLAPI_API_URL: optionalString.pipe(z.url().optional()),
  /** The sending number registered with the SMS provider (발신번호 사전등록). */
  SMS_SENDER_NUMBER: optionalString,
  PAYMENT_PROVIDER: optionalString.pipe(
    z.enum(PAYMENT_PROVIDERS, { error: "must be 'sandbox' or 'toss'" }).optional(),
  ),
  TOSS_SECRET_KEY: optionalString,
  TOSS_CLIENT_KEY: optionalString,
  TOSS_API_BASE_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://api.tosspayments.com' }).optional(),
  ),
  WEATHER_PROVIDER: optionalString.pipe(
    z.enum(WEATHER_PROVIDERS, { error: "must be 'climatology' or 'kma'" }).optional(),
  ),
  WEATHER_API_KEY: optionalString,
  WEATHER_API_BASE_URL: optionalString.pipe(
    z
      .url({
        error:
          'must be an absolute URL such as https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0',
      })
      .optional(),
  ),
  /** The 승인키 of the road-address search API (도로명주소 검색API); unset → the bundled set. */
  JUSO_API_KEY: optionalString,
  JUSO_API_BASE_URL: optionalString.pipe(
    z
      .url({ error: 'must be an absolute URL such as https://business.juso.go.kr/addrlink' })
      .optional(),
  ),
  AI_PROVIDER: optionalString.pipe(
    z.enum(AI_PROVIDERS, { error: "must be 'local' or 'openai'" }).optional(),
  ),
  AI_API_BASE_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://api.openai.com/v1' }).optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  ORDER_SWEEP_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === undefined || v === '' ? '60' : v),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of seconds (0 turns the sweeps off)' })
      .transform(Number),
  ),
  REMINDER_TICK_SECONDS: z.preprocess(
    (v) => (v === undefined || v === '' ? String(REMINDERS.tickSeconds) : v),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of seconds (0 turns reminders off)' })
      .transform(Number),
  ),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: or https:// URL' })
      .optional(),
  ),
  FCM_SERVICE_ACCOUNT_JSON: optionalString,
  FCM_API_BASE_URL: optionalString.pipe(z.url().optional()),
  APNS_KEY: optionalString,
  APNS_KEY_ID: optionalString,
  APNS_TEAM_ID: optionalString,
  APNS_TOPIC: optionalString,
  APNS_ENVIRONMENT: optionalString.pipe(
    z.enum(['production', 'sandbox'], { error: "must be 'production' or 'sandbox'" }).optional(),
  ),
  APNS_API_BASE_URL: optionalString.pipe(z.url().optional()),
  WEB_PUSH_RELAY_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Error monitoring (decision 0035): the API's DSN; unset → nothing is initialised. */
  SENTRY_DSN: sentryDsn,
  /** The web app's DSN, handed to its pages; unset → the web reports to its debug logger. */
  SENTRY_WEB_DSN: sentryDsn,
  SENTRY_ENVIRONMENT: optionalString,
  /** Unset → the version in package.json and the checkout's commit. */
  SENTRY_RELEASE: optionalString,
});

/** Every variable the server reads (README's Configuration table must name each: env-readme test). */
export const ENV_VARIABLES = Object.keys(
  EnvSchema.shape,
) as readonly (keyof typeof EnvSchema.shape)[];

export interface ProvidersConfig {
  /** Kakao's client secret is an optional extra check on Kakao's side. */
  kakao: {
    clientId: string;
    clientSecret: string | undefined;
    /** The numeric app ID; without it, tokens from the native SDK are refused. */
    appId?: string | undefined;
    authUrl: string;
    apiUrl: string;
  } | null;
  naver: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | null;
  /** `bundleId`: the native app's audience, accepted besides the web's Services ID. */
  apple: { clientId: string; authUrl: string; bundleId: string | undefined } | null;
  /**
   * A provider without credentials is served by the local sandbox (modules/auth/sandbox) when
   * this is on; off, its button is hidden. Default: on with the embedded database only.
   */
  sandbox: boolean;
  /** APP_RETURN_SCHEMES: where a sign-in from the native app may hand its answer (`chorok`). */
  appReturnSchemes: string[];
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'solapi'; apiKey: string; apiSecret: string; apiUrl: string; sender: string };

/** Origins without a trailing slash, e.g. `https://assets.chorok.kr`; null = not configured. */
export interface ImagesConfig {
  /** Put in front of `/images/…` in the image URLs the API hands out; null → relative URLs. */
  assetHost: string | null;
  /** The origin clients load those images from instead (spec §3: the asset host is swapped). */
  cdnHost: string | null;
  /** Most bytes the rendition cache in DATA_DIR/image-cache keeps (IMAGE_CACHE_MAX_MB). */
  cacheMaxBytes: number;
}

/** The card payment provider (modules/payments): the local sandbox, or Toss Payments. */
export interface PaymentsConfig {
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** Set when provider is toss (both keys are then required). */
  toss: { secretKey: string; clientKey: string; apiBaseUrl: string } | null;
}

/** The weather provider (modules/weather): the local climatology, or the KMA forecast API. */
export interface WeatherConfig {
  provider: (typeof WEATHER_PROVIDERS)[number];
  /** Set when provider is kma (the key is then required). */
  kma: { apiKey: string; baseUrl: string } | null;
}

/** The in-app address search (modules/addresses): the road-address search API, or the bundled set. */
export interface AddressesConfig {
  /** Set when JUSO_API_KEY is. */
  juso: { apiKey: string; baseUrl: string; timeoutMs: number } | null;
}

/** The AI recommendation's provider (modules/ai-recommend): the local recommender, or a model. */
export interface AiConfig {
  provider: (typeof AI_PROVIDERS)[number];
  /** Set when provider is openai (the key is then required). */
  openai: { baseUrl: string; apiKey: string; model: string } | null;
}

/** Care reminders (modules/notifications). */
export interface RemindersConfig {
  /** How often the scheduler looks for users whose hour has come (REMINDER_TICK_SECONDS); 0 = off. */
  tickMs: number;
  /** VAPID keys from the environment; null → generated once into DATA_DIR/vapid.json. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact the push services see (VAPID_SUBJECT). */
  vapidSubject: string;
  /** FCM HTTP v1 for the native shell's tokens; null → pushes go to the push_outbox table. */
  fcm: { serviceAccount: FcmServiceAccount; apiBaseUrl: string } | null;
  /** APNs for the iOS app's own device tokens; null → they go to the push_outbox table. */
  apns: ApnsConfig | null;
  /**
   * Tests only (WEB_PUSH_RELAY_URL): every Web Push goes to this origin, path kept, instead of the
   * push service the endpoint names; null in production.
   */
  webPushRelay: string | null;
}

export interface ApnsConfig {
  /** The .p8 signing key (PKCS #8 PEM). */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** https://api.push.apple.com, or the sandbox for development builds. */
  apiBaseUrl: string;
}

export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

/** Error monitoring (lib/monitoring): Sentry-compatible, off unless a DSN is set. */
export interface MonitoringConfig {
  /** SENTRY_DSN: where the API's 5xx go; null → they are only logged. */
  dsn: string | null;
  /** SENTRY_WEB_DSN: handed to the web app's pages; null → the web app uses its debug logger. */
  webDsn: string | null;
  environment: string;
  /** SENTRY_RELEASE; null → derived (lib/monitoring/release.ts). */
  release: string | null;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Embedded database, generated secrets, server.json. */
  dataDir: string;
  /** Set → PostgreSQL through node-postgres; unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string;
  adminSecret: string;
  demoSignIn: boolean;
  /** Exact origins allowed cross-origin; empty = same origin only. */
  corsOrigins: string[];
  publicOrigin: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | number | string[];
  /** Requests per minute per IP for every route; 0 = no global limit (per-route limits stay). */
  rateLimitPerMinute: number;
  /** Overrides the contract's per-route limit of the sign-in endpoints (tests sign in often). */
  signInRateLimitPerMinute: number | undefined;
  /** Limits on pages, images and connections (decision 0029). */
  load: LoadConfig;
  webDistDir: string;
  localesDir: string;
  /** The 라이프 articles' Markdown files, imported at every start (modules/curations). */
  contentDir: string;
  /** The terms' Markdown files, one per published version, imported at every start (modules/terms). */
  termsDir: string;
  images: ImagesConfig;
  /** KAKAO_JS_KEY: handed to the web app (app-config) for KakaoTalk sharing; null → not offered. */
  kakaoJsKey: string | null;
  providers: ProvidersConfig;
  sms: SmsConfig;
  payments: PaymentsConfig;
  weather: WeatherConfig;
  addresses: AddressesConfig;
  ai: AiConfig;
  /** How often the server expires unpaid orders and auto-confirms delivered lines; 0 = never. */
  orderSweepIntervalMs: number;
  reminders: RemindersConfig;
  monitoring: MonitoringConfig;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates every environment variable once. Missing secrets are generated into
 * DATA_DIR (mode 600) and reused on the next start, so `npm start` needs no configuration;
 * with DATABASE_URL the process may be one of many, so AUTH_SECRET must then be given.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const cwd = process.cwd();
  const dataDir = env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const embedded = !env.DATABASE_URL;

  if (!embedded && !env.AUTH_SECRET) {
    throw new EnvError([
      'AUTH_SECRET: required when DATABASE_URL is set (every API process must sign tokens with the same secret). Generate one with `openssl rand -hex 32`.',
    ]);
  }

  // Node refuses a headers timeout longer than the whole request's.
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    throw new EnvError([
      `HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS})`,
    ]);

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const badOrigin = corsOrigins.find((origin) => !/^https?:\/\/[^/\s]+$/.test(origin));
  if (badOrigin)
    throw new EnvError([
      `CORS_ORIGINS: "${badOrigin}" is not an origin such as https://app.chorok.kr`,
    ]);

  const images: ImagesConfig = {
    assetHost: parseOrigin('IMAGE_ASSET_HOST', env.IMAGE_ASSET_HOST),
    cdnHost: parseOrigin('IMAGE_CDN_HOST', env.IMAGE_CDN_HOST),
    cacheMaxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
  };

  const defaultLogLevel = env.NODE_ENV === 'test' ? 'silent' : 'info';
  const payments = paymentsConfig(env);

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    authSecret: env.AUTH_SECRET ?? persistedSecret(dataDir, 'auth-secret'),
    adminSecret: env.ADMIN_SECRET ?? persistedSecret(dataDir, 'admin-secret'),
    demoSignIn: env.DEMO_SIGN_IN ?? embedded,
    corsOrigins,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? defaultLogLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    signInRateLimitPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    load: {
      pageRateLimitPerMinute: env.PAGE_RATE_LIMIT_PER_MINUTE,
      imageRateLimitPerMinute: env.IMAGE_RATE_LIMIT_PER_MINUTE,
      rendersPerClient: env.RENDERS_PER_CLIENT,
      renderQueueLength: env.RENDER_QUEUE_LENGTH,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: env.HTTP_CONNECTION_TIMEOUT_MS,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
    },
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(cwd, env.WEB_DIST_DIR)
      : path.join(REPO_ROOT, 'apps/web/dist'),
    localesDir: env.LOCALES_DIR
      ? path.resolve(cwd, env.LOCALES_DIR)
      : path.join(REPO_ROOT, 'apps/web/src/locales'),
    contentDir: env.CONTENT_DIR
      ? path.resolve(cwd, env.CONTENT_DIR)
      : path.join(REPO_ROOT, 'content/curations'),
    termsDir: env.TERMS_DIR
      ? path.resolve(cwd, env.TERMS_DIR)
      : path.join(REPO_ROOT, 'content/terms'),
    images,
    kakaoJsKey: env.KAKAO_JS_KEY ?? null,
    providers: {
      kakao: env.KAKAO_CLIENT_ID
        ? {
            clientId: env.KAKAO_CLIENT_ID,
            clientSecret: env.KAKAO_CLIENT_SECRET,
            appId: env.KAKAO_APP_ID,
            authUrl: env.KAKAO_AUTH_URL ?? 'https://kauth.kakao.com',
            apiUrl: env.KAKAO_API_URL ?? 'https://kapi.kakao.com',
          }
        : null,
      naver:
        env.NAVER_CLIENT_ID && env.NAVER_CLIENT_SECRET
          ? {
              clientId: env.NAVER_CLIENT_ID,
              clientSecret: env.NAVER_CLIENT_SECRET,
              authUrl: env.NAVER_AUTH_URL ?? 'https://nid.naver.com',
              apiUrl: env.NAVER_API_URL ?? 'https://openapi.naver.com',
            }
          : null,
      apple: env.APPLE_CLIENT_ID
        ? {
            clientId: env.APPLE_CLIENT_ID,
            authUrl: env.APPLE_AUTH_URL ?? 'https://appleid.apple.com',
            bundleId: env.APPLE_APP_BUNDLE_ID,
          }
        : null,
      sandbox: env.AUTH_SANDBOX ?? embedded,
      appReturnSchemes: (env.APP_RETURN_SCHEMES ?? APP_RETURN_SCHEME)
        .split(',')
        .map((scheme) => scheme.trim()),
    },
    sms: smsConfig(env),
    payments,
    weather: weatherConfig(env),
    addresses: {
      juso: env.JUSO_API_KEY
        ? {
            apiKey: env.JUSO_API_KEY,
            baseUrl: (env.JUSO_API_BASE_URL ?? JUSO_DEFAULT_BASE_URL).replace(/\/+$/, ''),
            timeoutMs: JUSO_TIMEOUT_MS,
          }
        : null,
    },
    ai: aiConfig(env),
    orderSweepIntervalMs: env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    reminders: remindersConfig(env),
    monitoring: {
      dsn: env.SENTRY_DSN ?? null,
      webDsn: env.SENTRY_WEB_DSN ?? null,
      environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      release: env.SENTRY_RELEASE ?? null,
    },
  };
}

/** Solapi needs its key pair and a registered sender; the outbox needs nothing. */
function smsConfig(env: z.infer<typeof EnvSchema>): SmsConfig {
  if ((env.SMS_PROVIDER ?? 'outbox') === 'outbox') return { provider: 'outbox' };
  const missing = (['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0)
    throw new EnvError(missing.map((name) => `${name}: required when SMS_PROVIDER=solapi`));
  return {
    provider: 'solapi',
    apiKey: env.SOLAPI_API_KEY!,
    apiSecret: env.SOLAPI_API_SECRET!,
    apiUrl: env.SOLAPI_API_URL ?? 'https://api.solapi.com',
    sender: env.SMS_SENDER_NUMBER!.replace(/\D/g, ''),
  };
}

/** Toss Payments needs both keys; the sandbox needs nothing. */
function paymentsConfig(env: z.infer<typeof EnvSchema>): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (provider === 'sandbox') return { provider, toss: null };
  const missing = (['TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0)
    throw new EnvError(
      missing.map(
        (name) =>
          `${name}: required when PAYMENT_PROVIDER=toss (see the Toss Payments developer centre)`,
      ),
    );
  return {
    provider,
    toss: {
      secretKey: env.TOSS_SECRET_KEY!,
      clientKey: env.TOSS_CLIENT_KEY!,
      apiBaseUrl: (env.TOSS_API_BASE_URL ?? 'https://api.tosspayments.com').replace(/\/+$/, ''),
    },
  };
}

/** The KMA API needs its data.go.kr service key; the climatology needs nothing. */
function weatherConfig(env: z.infer<typeof EnvSchema>): WeatherConfig {
  const provider = env.WEATHER_PROVIDER ?? 'climatology';
  if (provider === 'climatology') return { provider, kma: null };
  if (!env.WEATHER_API_KEY)
    throw new EnvError([
      'WEATHER_API_KEY: required when WEATHER_PROVIDER=kma (the data.go.kr service key of 기상청_단기예보 조회서비스, the "Decoding" one)',
    ]);
  return {
    provider,
    kma: {
      apiKey: env.WEATHER_API_KEY,
      baseUrl: (env.WEATHER_API_BASE_URL ?? KMA_DEFAULT_BASE_URL).replace(/\/+$/, ''),
    },
  };
}

/** An OpenAI-compatible model needs its key; the local recommender needs nothing. */
function aiConfig(env: z.infer<typeof EnvSchema>): AiConfig {
  const provider = env.AI_PROVIDER ?? 'local';
  if (provider === 'local') return { provider, openai: null };
  if (!env.AI_API_KEY)
    throw new EnvError([
      'AI_API_KEY: required when AI_PROVIDER=openai (the API key of the OpenAI-compatible service)',
    ]);
  return {
    provider,
    openai: {
      baseUrl: (env.AI_API_BASE_URL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL ?? OPENAI_DEFAULT_MODEL,
    },
  };
}

/** VAPID keys come both or neither; an FCM service account is its JSON text or a file holding it. */
function remindersConfig(env: z.infer<typeof EnvSchema>): RemindersConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new EnvError([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both (`npx web-push generate-vapid-keys`) or neither',
    ]);
  return {
    tickMs: env.REMINDER_TICK_SECONDS * 1000,
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:operator@chorok.invalid',
    fcm: env.FCM_SERVICE_ACCOUNT_JSON
      ? {
          serviceAccount: parseServiceAccount(env.FCM_SERVICE_ACCOUNT_JSON),
          apiBaseUrl: (env.FCM_API_BASE_URL ?? 'https://fcm.googleapis.com').replace(/\/+$/, ''),
        }
      : null,
    apns: apnsConfig(env),
    webPushRelay: env.WEB_PUSH_RELAY_URL ? new URL(env.WEB_PUSH_RELAY_URL).origin : null,
  };
}

/** APNs needs its key, the key's id, the team and the app's bundle id: all four or none. */
function apnsConfig(env: z.infer<typeof EnvSchema>): ApnsConfig | null {
  const given = {
    APNS_KEY: env.APNS_KEY,
    APNS_KEY_ID: env.APNS_KEY_ID,
    APNS_TEAM_ID: env.APNS_TEAM_ID,
    APNS_TOPIC: env.APNS_TOPIC,
  };
  const missing = Object.entries(given).filter(([, value]) => !value);
  if (missing.length === 4) return null;
  if (missing.length > 0)
    throw new EnvError([
      `${missing.map(([name]) => name).join(', ')}: APNs needs APNS_KEY, APNS_KEY_ID, APNS_TEAM_ID and APNS_TOPIC together`,
    ]);
  let key = env.APNS_KEY!;
  if (!key.includes('-----BEGIN')) {
    try {
      key = readFileSync(key, 'utf8');
    } catch {
      throw new EnvError(['APNS_KEY: neither a PEM key nor a readable .p8 file']);
    }
  }
  if (!key.includes('-----BEGIN PRIVATE KEY-----'))
    throw new EnvError(['APNS_KEY: not a .p8 key (PKCS #8 PEM) from Apple Developer']);
  const host =
    env.APNS_ENVIRONMENT === 'sandbox'
      ? 'https://api.sandbox.push.apple.com'
      : 'https://api.push.apple.com';
  return {
    key,
    keyId: env.APNS_KEY_ID!,
    teamId: env.APNS_TEAM_ID!,
    topic: env.APNS_TOPIC!,
    apiBaseUrl: (env.APNS_API_BASE_URL ?? host).replace(/\/+$/, ''),
  };
}

function parseServiceAccount(value: string): FcmServiceAccount {
  const problem = (why: string) =>
    new EnvError([`FCM_SERVICE_ACCOUNT_JSON: ${why} (the service account key file from Firebase)`]);
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch {
      throw problem('neither JSON nor a readable file');
    }
  }
  let json: Partial<Record<keyof FcmServiceAccount, unknown>>;
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw problem('not valid JSON');
  }
  const fields = ['project_id', 'client_email', 'private_key'] as const;
  const missing = fields.filter((field) => typeof json[field] !== 'string' || !json[field]);
  if (missing.length > 0) throw problem(`missing ${missing.join(', ')}`);
  return {
    project_id: json.project_id as string,
    client_email: json.client_email as string,
    private_key: json.private_key as string,
  };
}

/**
 * An image host is an origin only: the API appends `/images/{key}` to it and the client swaps
 * one for the other by prefix, so a path, query or credentials would break both.
 */
function parseOrigin(name: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const origin = value.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s?#@]+$/.test(origin) || !URL.canParse(origin))
    throw new EnvError([`${name}: "${value}" is not an origin such as https://img.chorok.kr`]);
  // Lower-case host, no default port: the form a browser and the client's prefix match expect.
  return new URL(origin).origin;
}

/** `true`/`false`, a hop count, or a comma list of trusted proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
    throw new EnvError([
      `${file}: the stored secret is shorter than 32 characters; delete the file to generate a new one.`,
    ]);
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('hex');
  // `wx`: if another process created it in the meantime, keep theirs.
  try {
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return value;
}
