import type { Config } from '../../env.ts';
import { LocalRecommender } from './local.ts';
import { OpenAiRecommender } from './openai.ts';
import type { AiRecommender } from './provider.ts';

/** AI_PROVIDER=openai → the configured OpenAI-compatible model; otherwise the local recommender. */
export function createAiRecommender(config: Config): AiRecommender {
  const openai = config.ai.openai;
  if (config.ai.provider === 'openai' && openai) return new OpenAiRecommender(openai);
  return new LocalRecommender();
}
