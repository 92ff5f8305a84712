import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls only from the configured origins. With none configured nothing is registered:
 * the web app is served from the API's own origin, and a browser refuses any other caller.
 * Tokens travel in the Authorization header, never in cookies, so credentials stay off.
 */
export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const origins = app.config.corsOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
