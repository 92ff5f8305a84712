import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, weakTag } from '../lib/http-cache.ts';

/*
 * Weak ETags on successful reads that may be kept, and 304 when the client already has the body
 * (decision 0040).
 * Hand-written: @fastify/etag tags every answer, errors and writes included, with no way to limit
 * it, and an error must never be kept as a version of the resource.
 */

function withTag(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  // An answer nobody may keep (credentials: decision 0026) is never revalidated: no tag, not
  // even a shared answer's stored one.
  if (reply.getHeader('cache-control') === 'no-store') {
    reply.removeHeader('etag');
    return payload;
  }
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
}

export default fp(
  async function etagPlugin(app: FastifyInstance) {
    // Callback style: an async hook costs every request a promise and a turn of the microtasks.
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, withTag(request, reply, payload));
    });
  },
  { name: 'etag' },
);
