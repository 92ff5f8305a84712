import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, weakTag } from '../lib/http-cache.ts';

/*
 * Weak ETags on successful reads, and 304 when the client already has the body (decision 0040).
 * Hand-written: @fastify/etag tags every answer, errors and writes included, with no way to limit
 * it, and an error must never be kept as a version of the resource.
 */

export default fp(
  async function etagPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      // A shared catalogue answer (decision 0045) comes with the tag computed when it was stored.
      let etag = reply.getHeader('etag');
      if (etag === undefined) {
        // Streams (files, the AI recommendation) are not hashed.
        if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
        etag = weakTag(payload);
        reply.header('etag', etag);
      }
      if (!etagMatches(request.headers['if-none-match'], String(etag))) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'etag' },
);
