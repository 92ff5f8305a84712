import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@chorok/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './env.ts';
import './lib/app-types.ts';
import './lib/auth-types.ts';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { logMethodHook, type ErrorLogSink } from './lib/log-hooks.ts';
import { LOG_PRIVACY } from './lib/log-redaction.ts';
import { createMonitor } from './lib/monitoring/monitor.ts';
import addressesRoutes from './modules/addresses/routes.ts';
import aiRecommendRoutes from './modules/ai-recommend/routes.ts';
import authPlugin from './modules/auth/auth-plugin.ts';
import identitiesRoutes from './modules/auth/identities-routes.ts';
import { createSocialProviders } from './modules/auth/providers/index.ts';
import type { ProviderFetch } from './modules/auth/providers/http.ts';
import authRoutes from './modules/auth/routes.ts';
import { AUTH_SANDBOX_PATH, appSandboxClients } from './modules/auth/sandbox/config.ts';
import authSandbox from './modules/auth/sandbox/plugin.ts';
import backOfficeRoutes from './modules/back-office/routes.ts';
import benefitsRoutes from './modules/benefits/routes.ts';
import cartRoutes from './modules/cart/routes.ts';
import claimsRoutes from './modules/claims/routes.ts';
import curationsRoutes from './modules/curations/routes.ts';
import likesRoutes from './modules/likes/routes.ts';
import notificationsRoutes from './modules/notifications/routes.ts';
import { createDeliver, deliveryFromConfig } from './modules/notifications/deliver.ts';
import { createNotifier } from './modules/notifications/notify.ts';
import reminders from './modules/notifications/scheduler.ts';
import type { FindDueCare } from './modules/notifications/runner.ts';
import ordersRoutes from './modules/orders/routes.ts';
import orderSweeps from './modules/orders/sweeps.ts';
import { createPaymentProvider } from './modules/payments/create.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import paymentPages from './modules/payments/routes.ts';
import phoneRoutes from './modules/phone/routes.ts';
import plantsRoutes from './modules/plants/routes.ts';
import productsRoutes from './modules/products/routes.ts';
import speciesRoutes from './modules/species/routes.ts';
import reviewsRoutes from './modules/reviews/routes.ts';
import imagesRoutes from './modules/images/routes.ts';
import systemRoutes from './modules/system/routes.ts';
import termsRoutes from './modules/terms/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import { createWeatherProvider } from './modules/weather/create.ts';
import type { WeatherProvider } from './modules/weather/provider.ts';
import { WeatherService } from './modules/weather/service.ts';
import compress from './plugins/compress.ts';
import cors from './plugins/cors.ts';
import locales from './plugins/locales.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import swagger from './plugins/swagger.ts';
import crawlers from './plugins/crawlers.ts';
import etag from './plugins/etag.ts';
import webApp from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the provider PAYMENT_PROVIDER chooses (tests). */
  paymentProvider?: PaymentProvider;
  /** Replaces the plants module's findDueCare in the reminder scheduler (tests). */
  findDueCare?: FindDueCare;
  /** Replaces the provider WEATHER_PROVIDER chooses (tests). */
  weatherProvider?: WeatherProvider;
  /** How the sign-in adapters reach Kakao and Naver (tests: a shorter deadline). */
  providerFetch?: ProviderFetch;
}

/** 1 MiB: JSON bodies are small; uploads, when they come, get their own limit per route. */
const BODY_LIMIT = 1024 * 1024;

/** A hop count means "trust that many proxies in front of us", as Fastify documents it. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * The whole server, not yet listening: plugins, the auth seam, every module, /locales and the web
 * app. Tests call it with a test database and `inject`; main.ts adds listen and shutdown.
 */
export async function buildApp({
  config,
  database,
  paymentProvider,
  findDueCare,
  weatherProvider,
  providerFetch,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggedErrors: ErrorLogSink = { report: null };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Personal data and secrets by field name, at any depth we log (decision 0027).
      ...LOG_PRIVACY,
      hooks: { logMethod: logMethodHook(loggedErrors) },
    },
    // Per-request access lines cost throughput and say little; failures are logged with their
    // request id by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Made on a request's first log line, not for every request (lib/lazy-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // Unique across restarts and processes: a report's or a screen's id finds its log line.
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Idle and slow connections are closed (issue 14, decision 0029).
    connectionTimeout: config.load.connectionTimeoutMs,
    keepAliveTimeout: config.load.keepAliveTimeoutMs,
    requestTimeout: config.load.requestTimeoutMs,
    http: {
      headersTimeout: config.load.headersTimeoutMs,
      // Node checks the two timeouts above this often (default 30 s, longer than they are).
      connectionsCheckingInterval: Math.min(1_000, config.load.headersTimeoutMs),
    },
  });
  app.server.maxConnections = config.load.maxConnections;

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('paymentProvider', paymentProvider ?? createPaymentProvider(config, database.db));
  app.decorate(
    'weather',
    new WeatherService(weatherProvider ?? createWeatherProvider(config), app.log),
  );
  app.decorate('socialProviders', createSocialProviders(app, providerFetch));
  app.decorate(
    'notify',
    createNotifier({
      db: database.db,
      deliver: createDeliver(deliveryFromConfig(database.db, config)),
      log: app.log,
    }),
  );
  const monitor = await createMonitor(config);
  app.decorate('monitor', monitor);
  if (monitor) {
    loggedErrors.report = (error, message) => monitor.captureLoggedError(error, message);
    app.addHook('onClose', () => monitor.close(2_000));
  }
  registerErrorHandling(app);
  registerInputGuard(app);

  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(rateLimit);
  // Before compress: the tag is of the body as written, and a 304 has nothing to compress.
  await app.register(etag);
  await app.register(compress);
  await app.register(swagger);

  await app.register(authPlugin);
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(identitiesRoutes);
  const sandboxClients = appSandboxClients(config);
  if (sandboxClients.kakao || sandboxClients.naver)
    await app.register(authSandbox, { ...sandboxClients, prefix: AUTH_SANDBOX_PATH });
  await app.register(usersRoutes);
  await app.register(phoneRoutes);
  await app.register(productsRoutes);
  await app.register(aiRecommendRoutes);
  await app.register(reviewsRoutes);
  await app.register(likesRoutes);
  await app.register(addressesRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(claimsRoutes);
  await app.register(benefitsRoutes);
  await app.register(backOfficeRoutes);
  await app.register(paymentPages);
  await app.register(orderSweeps);
  await app.register(plantsRoutes);
  await app.register(speciesRoutes);
  await app.register(reminders, { findDueCare });
  await app.register(notificationsRoutes);
  await app.register(curationsRoutes);
  await app.register(termsRoutes);

  await app.register(imagesRoutes);
  await app.register(locales);
  await app.register(crawlers);
  await app.register(webApp);
  return app;
}
