import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env.ts';
import { LOAD_DEFAULTS } from './load-config.ts';

const SECRET = 'x'.repeat(64);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chorok-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('works with no configuration: embedded defaults, generated secrets kept in DATA_DIR (mode 600)', () => {
    const dataDir = tempDir();
    const config = loadEnv({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      demoSignIn: true,
      corsOrigins: [],
      publicOrigin: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      rateLimitPerMinute: 600,
      nodeEnv: 'production',
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      localesDir: path.join(REPO_ROOT, 'apps/web/src/locales'),
      contentDir: path.join(REPO_ROOT, 'content/curations'),
      termsDir: path.join(REPO_ROOT, 'content/terms'),
      images: { assetHost: null, cdnHost: null },
      providers: { kakao: null, naver: null, apple: null },
    });
    expect(config.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.adminSecret).not.toBe(config.authSecret);
    for (const name of ['auth-secret', 'admin-secret']) {
      expect(statSync(path.join(dataDir, name)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    const again = loadEnv({ DATA_DIR: dataDir });
    expect([again.authSecret, again.adminSecret]).toEqual([config.authSecret, config.adminSecret]);
  });

  it('resolves CONTENT_DIR and TERMS_DIR against the working directory', () => {
    const config = loadEnv({ DATA_DIR: tempDir(), CONTENT_DIR: 'articles', TERMS_DIR: 'terms' });
    expect(config.contentDir).toBe(path.resolve(process.cwd(), 'articles'));
    expect(config.termsDir).toBe(path.resolve(process.cwd(), 'terms'));
  });

  it('refuses DATABASE_URL without AUTH_SECRET, with a message that says what to do', () => {
    expect(() =>
      loadEnv({ DATABASE_URL: 'postgres://localhost/chorok', DATA_DIR: tempDir() }),
    ).toThrowError(/AUTH_SECRET: required when DATABASE_URL/);
  });

  it('on PostgreSQL: demo sign-in off by default, on when asked', () => {
    const base = {
      DATABASE_URL: 'postgres://localhost/chorok',
      AUTH_SECRET: SECRET,
      ADMIN_SECRET: SECRET,
    };
    expect(loadEnv(base).demoSignIn).toBe(false);
    expect(loadEnv({ ...base, DEMO_SIGN_IN: 'true' }).demoSignIn).toBe(true);
    expect(loadEnv({ ...base, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('sign-in sandbox: on with the embedded database, off on PostgreSQL unless asked', () => {
    const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
    const postgres = { ...base, DATABASE_URL: 'postgres://localhost/chorok' };
    expect(loadEnv(base).providers.sandbox).toBe(true);
    expect(loadEnv(postgres).providers.sandbox).toBe(false);
    expect(loadEnv({ ...postgres, AUTH_SANDBOX: 'true' }).providers.sandbox).toBe(true);
    expect(loadEnv({ ...base, AUTH_SANDBOX: 'false' }).providers.sandbox).toBe(false);
  });

  it("Kakao's app ID: numeric, kept with the REST key", () => {
    const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, KAKAO_CLIENT_ID: 'rest-key' };
    expect(loadEnv({ ...base, KAKAO_APP_ID: '123456' }).providers.kakao).toMatchObject({
      clientId: 'rest-key',
      appId: '123456',
    });
    expect(loadEnv(base).providers.kakao?.appId).toBeUndefined();
    expect(() => loadEnv({ ...base, KAKAO_APP_ID: 'app-1' })).toThrowError(/KAKAO_APP_ID/);
  });

  it('parses lists, numbers and flags, and treats empty values as unset', () => {
    const config = loadEnv({
      AUTH_SECRET: SECRET,
      ADMIN_SECRET: SECRET,
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: '2',
      DEMO_SIGN_IN: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: '',
      KAKAO_CLIENT_ID: 'kakao-id',
      NAVER_CLIENT_ID: 'naver-id',
      APPLE_CLIENT_ID: 'apple-id',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicOrigin: 'http://localhost:8080',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 2,
      demoSignIn: false,
      rateLimitPerMinute: 0,
      logLevel: 'info',
    });
    expect(config.providers.kakao).toMatchObject({
      clientId: 'kakao-id',
      authUrl: 'https://kauth.kakao.com',
    });
    // Naver needs its secret too; without it the provider is not configured.
    expect(config.providers.naver).toBeNull();
    expect(config.providers.apple).toEqual({
      clientId: 'apple-id',
      authUrl: 'https://appleid.apple.com',
    });
    expect(
      loadEnv({ AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadEnv({ AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, NODE_ENV: 'test' }).logLevel).toBe(
      'silent',
    );
  });

  it('image hosts: optional origins, normalised (lower case, no default port or trailing slash)', () => {
    const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
    expect(loadEnv(base).images).toMatchObject({ assetHost: null, cdnHost: null });
    expect(loadEnv({ ...base, IMAGE_ASSET_HOST: ' ', IMAGE_CDN_HOST: '' }).images).toMatchObject({
      assetHost: null,
      cdnHost: null,
    });
    expect(
      loadEnv({
        ...base,
        IMAGE_ASSET_HOST: 'https://Assets.Chorok.kr:443/',
        IMAGE_CDN_HOST: 'http://localhost:8081',
      }).images,
    ).toMatchObject({ assetHost: 'https://assets.chorok.kr', cdnHost: 'http://localhost:8081' });
    // The CDN may stand alone: then it fronts the relative /images/… URLs of our own origin.
    expect(loadEnv({ ...base, IMAGE_CDN_HOST: 'https://cdn.chorok.kr' }).images).toMatchObject({
      assetHost: null,
      cdnHost: 'https://cdn.chorok.kr',
    });
  });

  it('monitoring: off without a DSN; a DSN needs its key and numeric project', () => {
    const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
    expect(loadEnv(base).monitoring).toEqual({
      dsn: null,
      webDsn: null,
      environment: 'production',
      release: null,
    });
    expect(
      loadEnv({
        ...base,
        SENTRY_DSN: 'https://apikey@o1.ingest.sentry.io/12',
        SENTRY_WEB_DSN: 'http://public@127.0.0.1:9000/3',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'chorok@1.0.0',
      }).monitoring,
    ).toEqual({
      dsn: 'https://apikey@o1.ingest.sentry.io/12',
      webDsn: 'http://public@127.0.0.1:9000/3',
      environment: 'staging',
      release: 'chorok@1.0.0',
    });
    for (const bad of [
      'https://o1.ingest.sentry.io/12',
      'https://key@o1.ingest.sentry.io/',
      'ftp://k@h/1',
    ])
      expect(() => loadEnv({ ...base, SENTRY_DSN: bad }), bad).toThrow(/SENTRY_DSN: must be a DSN/);
    expect(() => loadEnv({ ...base, SENTRY_WEB_DSN: 'nope' })).toThrow(/SENTRY_WEB_DSN/);
  });

  it('image cache budget: 1 GB unless IMAGE_CACHE_MAX_MB says otherwise; must be a positive number', () => {
    const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
    expect(loadEnv(base).images.cacheMaxBytes).toBe(1024 * 1024 * 1024);
    expect(loadEnv({ ...base, IMAGE_CACHE_MAX_MB: '64' }).images.cacheMaxBytes).toBe(
      64 * 1024 * 1024,
    );
    for (const bad of ['0', '-1', '1.5', 'lots']) {
      expect(() => loadEnv({ ...base, IMAGE_CACHE_MAX_MB: bad })).toThrow(/IMAGE_CACHE_MAX_MB/);
    }
  });

  it.each([
    [{ IMAGE_ASSET_HOST: 'assets.chorok.kr' }, 'IMAGE_ASSET_HOST'],
    [{ IMAGE_ASSET_HOST: 'https://assets.chorok.kr/images' }, 'IMAGE_ASSET_HOST'],
    [{ IMAGE_ASSET_HOST: 'ftp://assets.chorok.kr' }, 'IMAGE_ASSET_HOST'],
    [{ IMAGE_CDN_HOST: 'https://cdn.chorok.kr?x=1' }, 'IMAGE_CDN_HOST'],
    [{ IMAGE_CDN_HOST: 'https://user:pass@cdn.chorok.kr' }, 'IMAGE_CDN_HOST'],
    [{ IMAGE_CDN_HOST: 'https://cdn.chorok.kr:99999' }, 'IMAGE_CDN_HOST'],
  ])('refuses an image host that is not an origin: %o', (source, name) => {
    expect(() => loadEnv({ AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, ...source })).toThrowError(
      new RegExp(`${name}: .* is not an origin`),
    );
  });

  it.each([
    [{ PORT: 'http' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ DEMO_SIGN_IN: 'yes' }, 'DEMO_SIGN_IN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CORS_ORIGINS: 'app.example' }, 'CORS_ORIGINS'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
  ])('names the bad variable in %o', (source, name) => {
    try {
      loadEnv({ AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, ...source });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toContain(name);
    }
  });
});

describe('loadEnv: payments and the order sweeps', () => {
  const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };

  it('uses the local sandbox unless told otherwise, and sweeps every minute', () => {
    const config = loadEnv(base);
    expect(config.payments).toEqual({ provider: 'sandbox', toss: null });
    expect(config.orderSweepIntervalMs).toBe(60_000);
    expect(loadEnv({ ...base, ORDER_SWEEP_INTERVAL_SECONDS: '0' }).orderSweepIntervalMs).toBe(0);
  });

  it("Toss Payments: both keys required, Toss's API by default, any base URL for a local one", () => {
    const keys = { TOSS_SECRET_KEY: 'test_sk_x', TOSS_CLIENT_KEY: 'test_ck_y' };
    expect(loadEnv({ ...base, PAYMENT_PROVIDER: 'toss', ...keys }).payments).toEqual({
      provider: 'toss',
      toss: {
        secretKey: 'test_sk_x',
        clientKey: 'test_ck_y',
        apiBaseUrl: 'https://api.tosspayments.com',
      },
    });
    expect(
      loadEnv({
        ...base,
        PAYMENT_PROVIDER: 'toss',
        ...keys,
        TOSS_API_BASE_URL: 'http://127.0.0.1:4100/',
      }).payments.toss?.apiBaseUrl,
    ).toBe('http://127.0.0.1:4100');
    for (const missing of ['TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'] as const) {
      const source: Record<string, string> = { ...base, PAYMENT_PROVIDER: 'toss', ...keys };
      delete source[missing];
      expect(() => loadEnv(source)).toThrow(missing);
    }
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
    [{ TOSS_API_BASE_URL: 'api.tosspayments.com' }, 'TOSS_API_BASE_URL'],
    [{ ORDER_SWEEP_INTERVAL_SECONDS: 'often' }, 'ORDER_SWEEP_INTERVAL_SECONDS'],
  ])('names the bad variable in %o', (source, name) => {
    expect(() => loadEnv({ ...base, ...source })).toThrow(name);
  });
});

describe('loadEnv: care reminders', () => {
  const base = { DATA_DIR: '/tmp/chorok-env-reminders', AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };

  it('ticks every minute, keys from DATA_DIR, outbox instead of FCM, unless configured', () => {
    const { reminders } = loadEnv(base);
    expect(reminders).toMatchObject({ tickMs: 60_000, vapid: null, fcm: null });
    expect(reminders.vapidSubject).toMatch(/^mailto:/);
    expect(loadEnv({ ...base, REMINDER_TICK_SECONDS: '0' }).reminders.tickMs).toBe(0);
  });

  it('VAPID keys come both or neither; the subject is mailto: or https:', () => {
    const both = loadEnv({ ...base, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
    expect(both.reminders.vapid).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => loadEnv({ ...base, VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ ...base, VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });

  it('FCM: the service account as JSON or a file; its required fields checked', () => {
    const account = { project_id: 'p', client_email: 'e@p.iam', private_key: 'k' };
    const fromJson = loadEnv({ ...base, FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account) });
    expect(fromJson.reminders.fcm).toEqual({
      serviceAccount: account,
      apiBaseUrl: 'https://fcm.googleapis.com',
    });
    const file = path.join(tempDir(), 'sa.json');
    writeFileSync(
      file,
      JSON.stringify({ ...account, token_uri: 'https://oauth2.googleapis.com/token' }),
    );
    expect(
      loadEnv({ ...base, FCM_SERVICE_ACCOUNT_JSON: file }).reminders.fcm?.serviceAccount,
    ).toEqual(account);
    expect(() =>
      loadEnv({ ...base, FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ project_id: 'p' }) }),
    ).toThrow(/client_email, private_key/);
    expect(() => loadEnv({ ...base, FCM_SERVICE_ACCOUNT_JSON: '/nonexistent/sa.json' })).toThrow(
      EnvError,
    );
  });
});

describe('loadEnv: the address search', () => {
  const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };

  it('uses the bundled set without JUSO_API_KEY, the road-address API with it', () => {
    expect(loadEnv(base).addresses).toEqual({ juso: null });
    expect(loadEnv({ ...base, JUSO_API_BASE_URL: 'http://127.0.0.1:4200' }).addresses).toEqual({
      juso: null,
    });
    expect(loadEnv({ ...base, JUSO_API_KEY: 'devU01TX0FVVEgy' }).addresses.juso).toEqual({
      apiKey: 'devU01TX0FVVEgy',
      baseUrl: 'https://business.juso.go.kr/addrlink',
      timeoutMs: 3_000,
    });
    expect(
      loadEnv({ ...base, JUSO_API_KEY: 'k', JUSO_API_BASE_URL: 'http://127.0.0.1:4200/addrlink/' })
        .addresses.juso?.baseUrl,
    ).toBe('http://127.0.0.1:4200/addrlink');
    expect(() => loadEnv({ ...base, JUSO_API_BASE_URL: 'juso.go.kr' })).toThrow(
      'JUSO_API_BASE_URL',
    );
  });
});

describe('load limits and connection timeouts (decision 0029)', () => {
  it('has defaults, each variable overrides its value, and nonsense is refused', () => {
    const dataDir = tempDir();
    expect(loadEnv({ DATA_DIR: dataDir }).load).toEqual(LOAD_DEFAULTS);
    const load = loadEnv({
      DATA_DIR: dataDir,
      PAGE_RATE_LIMIT_PER_MINUTE: '0',
      IMAGE_RATE_LIMIT_PER_MINUTE: '50',
      RENDERS_PER_CLIENT: '3',
      RENDER_QUEUE_LENGTH: '0',
      HTTP_HEADERS_TIMEOUT_MS: '2000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '4000',
      HTTP_CONNECTION_TIMEOUT_MS: '5000',
      HTTP_MAX_CONNECTIONS: '100',
    }).load;
    expect(load).toEqual({
      pageRateLimitPerMinute: 0,
      imageRateLimitPerMinute: 50,
      rendersPerClient: 3,
      renderQueueLength: 0,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 3000,
      keepAliveTimeoutMs: 4000,
      connectionTimeoutMs: 5000,
      maxConnections: 100,
    });
    expect(() => loadEnv({ DATA_DIR: dataDir, HTTP_MAX_CONNECTIONS: '0' })).toThrow(
      /HTTP_MAX_CONNECTIONS: must be a positive whole number/,
    );
    expect(() =>
      loadEnv({
        DATA_DIR: dataDir,
        HTTP_HEADERS_TIMEOUT_MS: '90000',
        HTTP_REQUEST_TIMEOUT_MS: '60000',
      }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/);
  });
});
