import * as z from 'zod/mini';
import '../zod-setup.ts';
import { AI_RECOMMEND } from '../discovery-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { ProductSummary } from './products.ts';

export const AiRecommendBody = z.strictObject({
  prompt: z
    .string({ error: MESSAGES.aiPromptLength })
    .check(
      z.trim(),
      z.minLength(AI_RECOMMEND.promptMinLength, { error: MESSAGES.aiPromptLength }),
      z.maxLength(AI_RECOMMEND.promptMaxLength, { error: MESSAGES.aiPromptLength }),
    ),
});
export type AiRecommendBody = z.infer<typeof AiRecommendBody>;

/** One recommended product: the catalogue's own card and a one-line reason about what was said. */
export const AiRecommendItem = z.object({
  product: ProductSummary,
  reason: z.string(),
});
export type AiRecommendItem = z.infer<typeof AiRecommendItem>;

export const AiRecommendation = z.object({
  /** What the recommender understood, as short Korean chips ("북향", "고양이", "물 주기 어려움"). */
  understood: z.array(z.string()),
  items: z.array(AiRecommendItem),
  /** A closing care tip for the place described. */
  tip: z.string(),
  /** Who answered: the configured model, or the local recommender (default, or the fallback). */
  provider: z.enum(['openai', 'local']),
});
export type AiRecommendation = z.infer<typeof AiRecommendation>;

/** One item of the model's answer, checked on its own as it streams in. */
export const AiModelItem = z.object({
  productId: z.int(),
  reason: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type AiModelItem = z.infer<typeof AiModelItem>;

/**
 * The model's raw answer, validated before anything reaches the shopper: ids that are not
 * products on sale are dropped; a malformed answer is retried once, then the local recommender answers.
 */
export const AiModelAnswer = z.object({
  items: z.array(AiModelItem),
  tip: z.string().check(z.maxLength(300)),
});
export type AiModelAnswer = z.infer<typeof AiModelAnswer>;

/**
 * Streamed answer (`Accept: application/x-ndjson`): one JSON event a line, in this order —
 * `understood`, then `item` as each is ready, then `tip`, then `done` with the whole answer
 * (the same as the JSON response's `data`). `error` ends a stream that failed after it began.
 */
export const AiRecommendEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('understood'), understood: z.array(z.string()) }),
  z.object({ type: z.literal('item'), item: AiRecommendItem }),
  z.object({ type: z.literal('tip'), tip: z.string() }),
  z.object({ type: z.literal('done'), recommendation: AiRecommendation }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiRecommendEvent = z.infer<typeof AiRecommendEvent>;

export const aiRecommendEndpoints = {
  aiRecommendProducts: defineEndpoint({
    id: 'aiRecommendProducts',
    method: 'POST',
    path: '/products/ai-recommend',
    summary:
      'Products for a place described in Korean, each with a reason; NDJSON events when Accept asks for application/x-ndjson',
    tag: 'products',
    auth: 'optional',
    body: AiRecommendBody,
    data: AiRecommendation,
    rateLimitPerMinute: AI_RECOMMEND.ratePerMinutePerIp,
    rateLimitMessage: MESSAGES.aiRateLimited,
  }),
} as const;
