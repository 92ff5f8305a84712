import { type AiRecommendation as Recommendation } from '@chorok/contract';
import { AiRecommendation } from '@chorok/contract/schemas';
import { products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { insertProducts } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { noonInSeoul } from '../../test/plant-fixtures.ts';
import { LocalRecommender } from './local.ts';
import { AiRecommendService } from './service.ts';

/*
 * Issue 18: the recommendations read each product's species (products.species_key) — the air it
 * wants, the cold it bears, its toxicity where the product does not say. The plants here differ
 * in their species alone (same care columns, no tags, no sales), so only those facts order them;
 * ties fall to the lower id, and the plant that should lose is inserted first.
 */

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const inserted = await insertProducts(t.db, [
    // HIGH humidity, hurt under 15 °C.
    { name: '칼라데아 오르나타', speciesKey: 'goeppertia-ornata', photos: 1 },
    { name: '이름 모를 풀', speciesKey: null, photos: 1 },
    // LOW humidity, 10 °C.
    { name: '러브체인', speciesKey: 'ceropegia-woodii', photos: 1 },
    // MEDIUM humidity, bears 3 °C.
    { name: '관음죽', speciesKey: 'rhapis-excelsa', photos: 1 },
    // LOW humidity, 10 °C; toxic to pets and children, which the product itself does not say.
    { name: '금전수', speciesKey: 'zamioculcas-zamiifolia', photos: 1 },
  ]);
  ids = Object.fromEntries(inserted.map((product) => [product.name, product.id]));
  await t.db
    .update(products)
    .set({ petSafe: null, childSafe: null })
    .where(eq(products.id, ids['금전수']!));
});
afterAll(() => t?.close());

let ip = 0;
async function ask(prompt: string): Promise<Recommendation> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/products/ai-recommend',
    payload: { prompt },
    remoteAddress: `10.8.0.${++ip}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(AiRecommendation, (JSON.parse(response.body) as { data: unknown }).data);
}

const names = (answer: Recommendation) => answer.items.map((item) => item.product.name);

describe('POST /v1/products/ai-recommend with the species facts', () => {
  it('a dry room: the species that cope with dry air first, the humid-air one last', async () => {
    const answer = await ask('방이 너무 건조해요');
    expect(answer.understood).toContain('건조한 곳');
    expect(names(answer)).toEqual([
      '러브체인',
      '금전수',
      '관음죽',
      '이름 모를 풀',
      '칼라데아 오르나타',
    ]);
    expect(answer.items[0]?.reason).toBe('건조한 공기에도 잘 버텨요');
  });

  it('a cold room said in words, with a cat: the hardy species first, the toxic one never', async () => {
    const answer = await ask('고양이가 있고 난방이 안 돼서 추운 방이에요');
    expect(answer.understood).toEqual(expect.arrayContaining(['고양이', '추운 곳']));
    expect(names(answer)).toEqual(['관음죽', '이름 모를 풀', '러브체인', '칼라데아 오르나타']);
    expect(answer.items[0]?.reason).toBe('서늘한 곳에서도 잘 견디고, 고양이에게 안전해요');
    expect(answer.tip).toContain('추운 곳');
  });

  it('a product of no listed species is still recommended, and its safety still rules', async () => {
    const answer = await ask('아기가 있어요');
    expect(names(answer)).toContain('이름 모를 풀');
    expect(names(answer)).not.toContain('금전수');
  });
});

describe('a veranda by the clock (the service, with an injected clock)', () => {
  const service = new AiRecommendService(new LocalRecommender());
  const recommend = (day: string) =>
    service.recommend(t.db, {
      prompt: '베란다에 둘 식물을 찾아요',
      userId: null,
      stream: false,
      now: noonInSeoul(day),
    });

  it('in January: hardy species first, the tropical one last, and says why', async () => {
    const answer = await recommend('2026-01-15');
    expect(answer.understood).toEqual(['베란다', '겨울 추위']);
    expect(names(answer)).toEqual([
      '관음죽',
      '이름 모를 풀',
      '러브체인',
      '금전수',
      '칼라데아 오르나타',
    ]);
    expect(answer.items[0]?.reason).toBe('겨울 베란다의 추위도 견뎌요');
    expect(answer.tip).toContain('한파 예보');
  });

  it('in July: the cold is no reason, so the tie-break alone orders them', async () => {
    const answer = await recommend('2026-07-15');
    expect(answer.understood).toEqual(['베란다']);
    expect(names(answer)).toEqual([
      '칼라데아 오르나타',
      '이름 모를 풀',
      '러브체인',
      '관음죽',
      '금전수',
    ]);
    expect(answer.items.every((item) => !item.reason.includes('추위'))).toBe(true);
  });
});
