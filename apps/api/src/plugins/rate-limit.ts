import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@chorok/contract';
import { AppError } from '../lib/app-error.ts';
import { postgresRateLimitStore, sweepRateLimitHits } from '../lib/pg-rate-limit-store.ts';

/** How often each process deletes ended windows from the shared store. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Per-IP limits: a global one for every /v1 route (RATE_LIMIT_PER_MINUTE, 0 = off) and the stricter
 * `rateLimitPerMinute` of contract endpoints, which route() passes as route config and which
 * stays on even when the global limit is off. Pages and images have limits of their own
 * (perIpLimit). On PostgreSQL the counts live in the database, shared by every API process
 * (decision 0029); on PGlite, the only process, in memory.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const perMinute = app.config.rateLimitPerMinute;
    const shared = app.database.kind === 'postgres';
    if (shared) {
      const timer = setInterval(() => {
        sweepRateLimitHits(app.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'rate-limit sweep failed'),
        );
      }, SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    await app.register(rateLimit, {
      ...(shared ? { store: postgresRateLimitStore(app.db) } : {}),
      global: perMinute > 0,
      max: perMinute > 0 ? perMinute : 1,
      timeWindow: 60_000,
      // The global budget is for the API. Pages, assets, translations and docs are static files
      // (a single page load is ~20 of them, and a CDN serves them in production); counting them
      // would answer a busy visitor's script requests with 429 and leave the page blank. Unknown
      // paths keep a limiter of their own (web-app plugin).
      allowList: (request) => !request.url.startsWith(`${API_BASE_PATH}/`),
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
      // A store the database cannot reach lets requests through: they need the database anyway,
      // and pages then fall back to the shell instead of a 500.
      skipOnError: shared,
    });
    ownLimits(app);
  },
  { name: 'rate-limit' },
);

/** The budgets apart from the global /v1 one: pages and images (issue 14, decision 0029). */
export type OwnLimit = 'pages' | 'images';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options that count a route against `kind`'s per-IP budget (one for all its routes). */
    perIpLimit(kind: OwnLimit): Pick<RouteShorthandOptions, 'config' | 'preHandler'>;
  }
}

/**
 * One limiter per kind, shared by all its routes (a visitor's pages count together, whichever).
 * Its routes opt out of the global hook (`rateLimit: false`): that hook lets non-/v1 paths
 * through, and a request is only ever counted by the first limiter that sees it.
 */
function ownLimits(app: FastifyInstance) {
  const { pageRateLimitPerMinute: pages, imageRateLimitPerMinute: images } = app.config.load;
  const limiter = (perMinute: number, nameSpace: OwnLimit) => {
    // nameSpace: the shared store's prefix for this limiter (pg-rate-limit-store.ts).
    const options = { max: perMinute, timeWindow: 60_000, allowList: undefined, nameSpace };
    return perMinute > 0 ? app.rateLimit(options) : null;
  };
  const limiters = { pages: limiter(pages, 'pages'), images: limiter(images, 'images') };
  app.decorate('perIpLimit', (kind: OwnLimit) => {
    const preHandler = limiters[kind];
    return { config: { rateLimit: false }, ...(preHandler ? { preHandler } : {}) };
  });
}
