import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env.ts';
import { createAiRecommender } from './create.ts';

const SECRET = 'x'.repeat(64);
const env = (extra: Record<string, string>) =>
  loadEnv({ AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET, ...extra });

describe('AI_PROVIDER', () => {
  it('is the local recommender by default, needing nothing', () => {
    const config = env({});
    expect(config.ai).toEqual({ provider: 'local', openai: null });
    expect(createAiRecommender(config).name).toBe('local');
  });

  it('openai takes the key, base URL and model, with defaults for the last two', () => {
    expect(env({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test' }).ai).toEqual({
      provider: 'openai',
      openai: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'gpt-4o-mini' },
    });
    const config = env({
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-test',
      AI_API_BASE_URL: 'http://127.0.0.1:8080/v1/',
      AI_MODEL: 'qwen2.5-7b-instruct',
    });
    expect(config.ai.openai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'sk-test',
      model: 'qwen2.5-7b-instruct',
    });
    expect(createAiRecommender(config).name).toBe('openai');
  });

  it('stops the start with a message naming what is wrong', () => {
    expect(() => env({ AI_PROVIDER: 'openai' })).toThrowError(/AI_API_KEY: required/);
    expect(() => env({ AI_PROVIDER: 'claude' })).toThrowError(EnvError);
    expect(() => env({ AI_PROVIDER: 'claude' })).toThrowError(
      /AI_PROVIDER: must be 'local' or 'openai'/,
    );
    expect(() =>
      env({ AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_API_BASE_URL: 'api.openai.com' }),
    ).toThrowError(/AI_API_BASE_URL: must be an absolute URL/);
  });
});
