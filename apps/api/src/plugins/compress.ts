import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * br for browsers that take it, gzip otherwise, bodies under 1 KB as they are. The compression
 * hooks cost every request they are attached to, so contract endpoints that answer one object
 * (small, under the threshold anyway) opt out in route(); lists, the web app's files, the
 * translations and the API docs are compressed. Request bodies are never compressed by our
 * clients, so no route inflates them.
 */
export default fp(
  async function compressPlugin(app: FastifyInstance) {
    // Runs before @fastify/compress's own onRoute hook (registered below), so it sees these.
    app.addHook('onRoute', (routeOptions) => {
      routeOptions.decompress ??= false;
    });
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compress' },
);
