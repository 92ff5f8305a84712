import { AI_RECOMMEND, MESSAGES, type AiRecommendation as Recommendation } from '@chorok/contract';
import { AiRecommendEvent, AiRecommendation } from '@chorok/contract/schemas';
import { productLikes } from '@chorok/db';
import { seedProducts } from '@chorok/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { insertSeedCatalogue, seedIdOf } from '../../test/ai-fixtures.ts';
import { PROMPT_CASES } from '../../test/ai-prompt-cases.ts';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const URL = '/v1/products/ai-recommend';
const PROMPT = '북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertSeedCatalogue(t.db);
});
afterAll(() => t?.close());

// Each test asks from addresses of its own: the per-IP limit counts every request.
let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

const ask = (
  payload: unknown,
  options: { ndjson?: boolean; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextIp(),
    headers: {
      ...(options.ndjson ? { accept: 'application/x-ndjson' } : {}),
      ...options.headers,
    },
  });

const recommendationOf = (body: string): Recommendation =>
  z.parse(AiRecommendation, (JSON.parse(body) as { data: unknown }).data);

const eventsOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => z.parse(AiRecommendEvent, JSON.parse(line)));

describe('POST /v1/products/ai-recommend (local provider)', () => {
  it('answers in the envelope: what it understood, plants with reasons, a tip', async () => {
    const response = await ask({ prompt: PROMPT });
    expect(response.statusCode).toBe(200);
    const answer = recommendationOf(response.body);
    expect(answer.provider).toBe('local');
    expect(answer.understood).toEqual(['북향', '원룸', '고양이', '물 주기 어려움']);
    expect(answer.items).toHaveLength(AI_RECOMMEND.maxItems);
    expect(answer.items[0]).toMatchObject({
      product: { id: seedIdOf('페페로미아 오브투시폴리아'), status: 'ON_SALE' },
      reason:
        '북향 원룸처럼 빛이 적어도 잘 버티고, 물을 열흘에 한 번만 줘도 되고, 고양이에게 안전해요',
    });
    expect(answer.tip).toContain('가장 밝은 창가');
  });

  it('takes prices and likes from the catalogue', async () => {
    const answer = recommendationOf((await ask({ prompt: PROMPT })).body);
    for (const { product } of answer.items) {
      const seed = seedProducts[product.id - 1]!;
      expect([product.name, product.price, product.salePrice]).toEqual([
        seed.name,
        seed.price,
        seed.salePrice,
      ]);
      expect(product.image.url).toMatch(/^\/images\//);
    }
  });

  it('shows the signed-in shopper’s own likes on the cards', async () => {
    const shopper = await signIn(t.app, t.db);
    const liked = seedIdOf('페페로미아 오브투시폴리아');
    await t.db.insert(productLikes).values({ userId: shopper.id, productId: liked });
    const answer = recommendationOf(
      (await ask({ prompt: PROMPT }, { headers: shopper.headers })).body,
    );
    const likes = answer.items.map((item) => [item.product.id, item.product.isLiked]);
    expect(likes).toContainEqual([liked, true]);
    expect(likes.filter(([, isLiked]) => isLiked)).toHaveLength(1);
  });

  it.each(PROMPT_CASES)('on the seed catalogue: $prompt', async ({ prompt, must, mustNot }) => {
    const answer = recommendationOf((await ask({ prompt })).body);
    const names = answer.items.map((item) => item.product.name);
    expect(names).toHaveLength(AI_RECOMMEND.maxItems);
    for (const name of must) expect(names, `${name} is missing`).toContain(name);
    for (const name of mustNot) expect(names, `${name} is unfit`).not.toContain(name);
    expect(answer.items.every((item) => item.product.status === 'ON_SALE')).toBe(true);
  });

  it('streams NDJSON events when asked: understood, each item, the tip, then the whole answer', async () => {
    const response = await ask({ prompt: PROMPT }, { ndjson: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = eventsOf(response.body);
    expect(events.map((event) => event.type)).toEqual([
      'understood',
      ...Array<string>(AI_RECOMMEND.maxItems).fill('item'),
      'tip',
      'done',
    ]);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.recommendation.items).toEqual(
      events.flatMap((event) => (event.type === 'item' ? [event.item] : [])),
    );
    expect(events[0]).toEqual({ type: 'understood', understood: done.recommendation.understood });
    expect(done.recommendation).toEqual(recommendationOf((await ask({ prompt: PROMPT })).body));
  });

  it('is not compressed, even when the client accepts it', async () => {
    const response = await ask(
      { prompt: PROMPT },
      { ndjson: true, headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(eventsOf(response.body).at(-1)?.type).toBe('done');
  });

  it('understanding nothing, says so and offers popular easy plants', async () => {
    const answer = recommendationOf((await ask({ prompt: '안녕하세요' })).body);
    expect(answer.understood).toEqual([]);
    expect(answer.items).toHaveLength(AI_RECOMMEND.maxItems);
    expect(answer.tip).toContain('잘 알아듣지 못했어요');
  });

  it.each([
    ['too short', { prompt: '가' }],
    ['only spaces', { prompt: '     ' }],
    ['too long', { prompt: '가'.repeat(AI_RECOMMEND.promptMaxLength + 1) }],
    ['not a string', { prompt: 42 }],
    ['missing', {}],
  ])('refuses a prompt %s with 400', async (_, payload) => {
    for (const ndjson of [false, true]) {
      const response = await ask(payload, { ndjson });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ data: null, message: MESSAGES.aiPromptLength });
    }
  });

  it('refuses fields it does not know', async () => {
    const response = await ask({ prompt: PROMPT, model: 'gpt-4o' });
    expect(response.statusCode).toBe(400);
  });

  it('takes 300 characters, and counts them after trimming', async () => {
    const prompt = `  ${'북향 '.repeat(100).slice(0, AI_RECOMMEND.promptMaxLength)}  `;
    expect((await ask({ prompt })).statusCode).toBe(200);
  });

  it(`answers an address asking more than ${AI_RECOMMEND.ratePerMinutePerIp} times a minute with 429`, async () => {
    const address = nextIp();
    for (let i = 0; i < AI_RECOMMEND.ratePerMinutePerIp; i += 1) {
      // Refused bodies count too, and cost nothing.
      const response = await ask({ prompt: '' }, { remoteAddress: address });
      expect(response.statusCode).toBe(400);
    }
    const limited = await ask({ prompt: PROMPT }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ data: null, message: MESSAGES.aiRateLimited });
    expect((await ask({ prompt: PROMPT })).statusCode).toBe(200);
  });

  it(`answers a shopper asking more than ${AI_RECOMMEND.ratePerMinutePerUser} times a minute with 429, from any address`, async () => {
    const shopper = await signIn(t.app, t.db);
    for (let i = 0; i < AI_RECOMMEND.ratePerMinutePerUser; i += 1) {
      const response = await ask({ prompt: '거실' }, { headers: shopper.headers });
      expect(response.statusCode).toBe(200);
    }
    const limited = await ask({ prompt: '거실' }, { headers: shopper.headers, ndjson: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ data: null, message: MESSAGES.aiRateLimited });
    // Others are not held back by one shopper.
    const other = await signIn(t.app, t.db);
    expect((await ask({ prompt: '거실' }, { headers: other.headers })).statusCode).toBe(200);
    expect((await ask({ prompt: '거실' })).statusCode).toBe(200);
  });
});
