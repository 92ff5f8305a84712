import type { AiModelAnswer, AiRecommendation } from '@chorok/contract';
import type { CatalogueEntry } from './catalogue.ts';
import type { Understanding } from './understand.ts';

/*
 * The recommendation seam (ARCHITECTURE.md: an interface, a real adapter, a local default): the
 * local recommender (local.ts) and an OpenAI-compatible chat model (openai.ts) both answer in
 * the model's terms — product ids with reasons, and a tip. The service (service.ts) turns ids into
 * the catalogue's cards and drops any id that is not a plant on sale, whoever answered.
 */

/** The defaults of AI_API_BASE_URL and AI_MODEL (env.ts), for AI_PROVIDER=openai. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export type ModelAnswer = AiModelAnswer;
export type ModelItem = AiModelAnswer['items'][number];
export type ProviderName = AiRecommendation['provider'];

export interface RecommendInput {
  /** The shopper's words. Sent to the model only; never logged, never stored. */
  prompt: string;
  understanding: Understanding;
  /** The plants on sale: the only products an answer may name. */
  catalogue: readonly CatalogueEntry[];
  maxItems: number;
  /** Stream the answer (the shopper asked for NDJSON): items reach onItem as they complete. */
  stream: boolean;
  /** Each item once it is complete; before the whole answer is in when streaming. */
  onItem?: (item: ModelItem) => void;
  signal?: AbortSignal;
}

export interface AiRecommender {
  readonly name: ProviderName;
  /** Throws AiProviderError when there is no usable answer. */
  recommend(input: RecommendInput): Promise<ModelAnswer>;
}

/**
 * - `malformed`: the model answered, but not with what was asked (not JSON, not the shape, no
 *   plant on sale): worth asking once more.
 * - `unavailable`: no answer (network, timeout, HTTP error): the local recommender answers.
 */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: 'malformed' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
