import { PassThrough } from 'node:stream';
import {
  AI_RECOMMEND,
  MESSAGES,
  type AiRecommendation,
  type AiRecommendEvent,
} from '@chorok/contract';
import { aiRecommendEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { RawReply, route } from '../../lib/route.ts';
import { createAiRecommender } from './create.ts';
import { AiRecommendService, type RecommendSink } from './service.ts';

export const NDJSON = 'application/x-ndjson';

const wantsNdjson = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes(NDJSON);

/**
 * The events of one answer as NDJSON lines, written as the service produces them. The route
 * opts out of compression (route() does for single-object endpoints), so nothing holds the lines
 * back; `X-Accel-Buffering: no` asks a proxy in front (nginx) not to either.
 */
function ndjsonReply(
  reply: FastifyReply,
  run: (sink: RecommendSink, signal: AbortSignal) => Promise<AiRecommendation>,
): RawReply {
  const stream = new PassThrough();
  const write = (event: AiRecommendEvent) => {
    if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
  };
  // The shopper closing the page stops the model too.
  const aborted = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborted.abort();
  });
  const sink: RecommendSink = {
    understood: (understood) => write({ type: 'understood', understood }),
    item: (item) => write({ type: 'item', item }),
    tip: (tip) => write({ type: 'tip', tip }),
  };
  run(sink, aborted.signal)
    .then((recommendation) => write({ type: 'done', recommendation }))
    .catch((error: unknown) => {
      if (!aborted.signal.aborted)
        reply.log.error({ err: error }, 'the AI recommendation failed after its stream began');
      write({ type: 'error', message: MESSAGES.serverError });
    })
    .finally(() => stream.end());
  reply
    .code(200)
    .header('content-type', `${NDJSON}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no');
  return new RawReply(stream);
}

/**
 * POST /v1/products/ai-recommend. Per IP the contract's limit applies (route()); per signed-in
 * user another, counted here in the rate-limit plugin's store. The prompt goes to the service and
 * the provider only: request bodies are never logged (app.ts turns request logging off) and
 * nothing here stores it.
 */
export default async function aiRecommendRoutes(app: FastifyInstance) {
  const service = new AiRecommendService(createAiRecommender(app.config), app.log);
  const userOf = new WeakMap<FastifyRequest, number>();
  const perUser = app.createRateLimit({
    max: AI_RECOMMEND.ratePerMinutePerUser,
    timeWindow: 60_000,
    keyGenerator: (request) => `ai-recommend:user:${userOf.get(request) ?? 0}`,
  });

  route(app, aiRecommendEndpoints.aiRecommendProducts, async ({ body, user, request, reply }) => {
    if (user) {
      userOf.set(request, user.id);
      const limit = await perUser(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.aiRateLimited);
    }
    const userId = user?.id ?? null;
    if (wantsNdjson(request))
      return ndjsonReply(reply, (sink, signal) =>
        service.recommend(app.db, { prompt: body.prompt, userId, stream: true, signal }, sink),
      );
    return service.recommend(app.db, { prompt: body.prompt, userId, stream: false });
  });
}
