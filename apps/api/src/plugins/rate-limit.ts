import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@chorok/contract';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP limits: a global one for every /v1 route (RATE_LIMIT_PER_MINUTE, 0 = off) and the stricter
 * `rateLimitPerMinute` of contract endpoints, which route() passes as route config and which
 * stays on even when the global limit is off. Counts are per process (in memory).
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const perMinute = app.config.rateLimitPerMinute;
    await app.register(rateLimit, {
      global: perMinute > 0,
      max: perMinute > 0 ? perMinute : 1,
      timeWindow: 60_000,
      // The global budget is for the API. Pages, assets, translations and docs are static files
      // (a single page load is ~20 of them, and a CDN serves them in production); counting them
      // would answer a busy visitor's script requests with 429 and leave the page blank. Unknown
      // paths keep a limiter of their own (web-app plugin).
      allowList: (request) => !request.url.startsWith(`${API_BASE_PATH}/`),
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    });
  },
  { name: 'rate-limit' },
);
