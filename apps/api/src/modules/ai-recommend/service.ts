import { AI_RECOMMEND, type AiRecommendation, type AiRecommendItem } from '@chorok/contract';
import type { Database } from '@chorok/db';
import type { FastifyBaseLogger } from 'fastify';
import { loadCatalogue, type CatalogueEntry } from './catalogue.ts';
import { LocalRecommender } from './local.ts';
import { tipFor } from './phrases.ts';
import {
  AiProviderError,
  type AiRecommender,
  type ModelItem,
  type ProviderName,
} from './provider.ts';
import { understand, type Understanding } from './understand.ts';

/** Where the parts of an answer go as they are ready (the NDJSON stream); all optional. */
export interface RecommendSink {
  understood?(chips: string[]): void;
  item?(item: AiRecommendItem): void;
  tip?(tip: string): void;
}

export interface RecommendRequest {
  prompt: string;
  userId: number | null;
  /** Ask the provider to stream (the caller streams to the shopper). */
  stream: boolean;
  signal?: AbortSignal;
  /** The clock (tests inject one): the season tells whether a veranda is cold. */
  now?: Date;
}

/** Times a malformed model answer is asked for again before the local recommender answers. */
const MODEL_RETRIES = 1;

/**
 * One recommendation: what the words say (understand.ts), the plants on sale, then the provider's
 * picks turned into the catalogue's cards. Whoever answers, an id that is not a plant on sale —
 * or, when pets or children were mentioned, a plant not safe for them — never reaches the shopper.
 * The model gets one more try after a malformed answer; after that, or when it cannot be reached,
 * the local recommender answers.
 */
export class AiRecommendService {
  private readonly local = new LocalRecommender();

  constructor(
    private readonly provider: AiRecommender,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get providerName(): ProviderName {
    return this.provider.name;
  }

  async recommend(
    db: Database,
    request: RecommendRequest,
    sink: RecommendSink = {},
  ): Promise<AiRecommendation> {
    const understanding = understand(request.prompt, request.now ?? new Date());
    sink.understood?.(understanding.chips);
    const catalogue = await loadCatalogue(db, request.userId);
    const picked = new Picks(catalogue, understanding, sink);
    const input = {
      prompt: request.prompt,
      understanding,
      catalogue,
      maxItems: AI_RECOMMEND.maxItems,
      stream: request.stream,
      onItem: (item: ModelItem) => picked.offer(item),
      signal: request.signal,
    };

    const finish = (provider: ProviderName, tip: string): AiRecommendation => {
      const closing = tip.trim() || tipFor(understanding);
      sink.tip?.(closing);
      return { understood: understanding.chips, items: picked.items, tip: closing, provider };
    };

    if (this.provider.name !== 'local') {
      for (let attempt = 0; attempt <= MODEL_RETRIES; attempt += 1) {
        try {
          const answer = await this.provider.recommend(input);
          if (picked.items.length === 0)
            throw new AiProviderError('malformed', 'the answer named no plant on sale');
          return finish(this.provider.name, answer.tip);
        } catch (error) {
          if (request.signal?.aborted) throw error;
          this.log?.warn(
            { provider: this.provider.name, attempt, err: error },
            'the AI provider gave no usable answer',
          );
          // Items already streamed to the shopper were each checked: they stand, and the local
          // tip closes the answer rather than a second answer appearing under the first.
          if (picked.items.length > 0) return finish(this.provider.name, '');
          const retry = error instanceof AiProviderError && error.kind === 'malformed';
          if (!retry) break;
        }
      }
    }
    const answer = await this.local.recommend(input);
    return finish('local', answer.tip);
  }
}

/** The items accepted so far, checked against the catalogue and the shopper's household. */
class Picks {
  readonly items: AiRecommendItem[] = [];
  private readonly byId: Map<number, CatalogueEntry>;

  constructor(
    catalogue: readonly CatalogueEntry[],
    private readonly understanding: Understanding,
    private readonly sink: RecommendSink,
  ) {
    this.byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  }

  offer({ productId, reason }: ModelItem): void {
    const entry = this.byId.get(productId);
    if (!entry || this.items.length >= AI_RECOMMEND.maxItems) return;
    if (this.items.some((item) => item.product.id === productId)) return;
    const { pets, children } = this.understanding;
    if ((pets.length && !entry.facts.petSafe) || (children && !entry.facts.childSafe)) return;
    const item = { product: entry.summary, reason: reason.trim() };
    this.items.push(item);
    this.sink.item?.(item);
  }
}
