import { MESSAGES } from '@chorok/contract';
import { SPECIES_SEARCH, Species, envelope } from '@chorok/contract/schemas';
import { products } from '@chorok/db';
import { linkProductSpecies, speciesByKey } from '@chorok/catalogue';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, type InsertedProduct } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call } from '../../test/plant-fixtures.ts';

/* The species list through the API: search (Korean, 초성, alias, botanical, English), one species. */

let t: TestApp;
let monstera: InsertedProduct;
let discontinued: InsertedProduct;

const List = envelope(z.array(Species));
const One = envelope(Species);

beforeAll(async () => {
  t = await createTestApp();
  [monstera, discontinued] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', botanicalName: 'Monstera deliciosa' },
    // Linked by its botanical name; no longer sold, so the species counts as not sold.
    { name: '대형 바이올린 나무', botanicalName: 'Ficus lyrata', status: 'DISCONTINUED' },
    { name: '토분', category: 'POT' },
  ])) as [InsertedProduct, InsertedProduct];
  await t.db.transaction(linkProductSpecies);
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string) {
  const reply = await call(t.app, 'GET', `/v1/species${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return List.parse(reply.body).data;
}
const keys = (list: Species[]) => list.map((s) => s.key);

describe('GET /species', () => {
  it('finds a species by its Korean name, its own first, with its care facts and the shop’s product', async () => {
    const found = await search(`?q=${encodeURIComponent('몬스테라')}`);
    expect(keys(found).slice(0, 2)).toEqual(['monstera-deliciosa', 'monstera-adansonii']);
    expect(keys(found)).toContain('monstera-deliciosa-albo-variegata');
    const [first] = found;
    const facts = speciesByKey('monstera-deliciosa')!;
    expect(first).toMatchObject({
      nameKo: '몬스테라 델리시오사',
      botanicalName: 'Monstera deliciosa',
      englishName: facts.englishName,
      family: 'Araceae',
      difficulty: facts.difficulty,
      wateringDays: facts.wateringDays,
      lightLux: facts.lightLux,
      humidity: facts.humidity,
      minTemperatureC: facts.minTemperatureC,
      toxicToPets: true,
      toxicToChildren: true,
      careNote: facts.careNote,
      productId: monstera.id,
    });
    // This season's watering, its airing, its repotting months in days.
    expect(Object.values(facts.wateringDays)).toContain(
      first!.defaultFrequencies.wateringFrequency,
    );
    expect(first!.defaultFrequencies).toMatchObject({
      airExposureFrequency: facts.airExposureDays,
      repottingFrequency: facts.repottingMonths * 30,
    });
    // The shop sells only the one.
    expect(found.filter((s) => s.productId !== null).map((s) => s.key)).toEqual([
      'monstera-deliciosa',
    ]);
  });

  it('finds by initial consonants, a part of a name and a near spelling', async () => {
    expect(keys(await search(`?q=${encodeURIComponent('ㅁㅅㅌㄹ')}`))[0]).toBe(
      'monstera-deliciosa',
    );
    const strel = keys(await search(`?q=${encodeURIComponent('ㅅㅌㄹ')}`));
    expect(strel).toEqual(
      expect.arrayContaining(['strelitzia-reginae', 'stromanthe-thalia-triostar']),
    );
    // Every answer has those consonants in a Korean name: 산세베리아 (ㅅㅅㅂㄹㅇ) is not one.
    expect(strel).not.toContain('dracaena-trifasciata-laurentii');
    expect(keys(await search(`?q=${encodeURIComponent('스투')}`))[0]).toBe('dracaena-angolensis');
    expect(keys(await search(`?q=${encodeURIComponent('산세비에리아')}`))).toContain(
      'dracaena-trifasciata-laurentii',
    );
  });

  it('finds by an alias, the botanical name and the English name', async () => {
    expect(keys(await search(`?q=${encodeURIComponent('극락조')}`))).toEqual([
      'strelitzia-nicolai',
      'strelitzia-reginae',
    ]);
    expect(keys(await search(`?q=${encodeURIComponent('봉래초')}`))).toEqual([
      'monstera-deliciosa',
    ]);
    expect(keys(await search('?q=Zamioculcas'))[0]).toBe('zamioculcas-zamiifolia');
    expect(keys(await search(`?q=${encodeURIComponent('snake plant')}`))).toContain(
      'dracaena-trifasciata-laurentii',
    );
  });

  it('finds nothing for a name of no plant, nor for punctuation alone', async () => {
    expect(await search(`?q=${encodeURIComponent('자동차')}`)).toEqual([]);
    expect(await search(`?q=${encodeURIComponent('%_')}`)).toEqual([]);
  });

  it('lists the species the shop sells first without a query, then the easiest', async () => {
    const list = await search('');
    expect(list).toHaveLength(SPECIES_SEARCH.defaultLimit);
    expect(list[0]).toMatchObject({ key: 'monstera-deliciosa', productId: monstera.id });
    const rest = list.slice(1);
    expect(rest.every((s) => s.productId === null)).toBe(true);
    expect(rest.every((s) => s.difficulty === 'EASY')).toBe(true);
    // A blank query is no query.
    expect(keys(await search('?q=%20%20'))).toEqual(keys(list));
  });

  it('answers at most `limit` species, 1 to 50', async () => {
    expect(await search('?limit=3')).toHaveLength(3);
    expect(await search(`?limit=${SPECIES_SEARCH.maxLimit}`)).toHaveLength(SPECIES_SEARCH.maxLimit);
    expect(await search(`?q=${encodeURIComponent('몬스테라')}&limit=1`)).toHaveLength(1);
    for (const limit of ['0', '51', '-1', '2.5', 'abc', '']) {
      const reply = await call(t.app, 'GET', `/v1/species?limit=${limit}`);
      expect(reply.status, limit).toBe(400);
      expect(reply.body, limit).toMatchObject({ message: MESSAGES.speciesLimit });
    }
    const long = await call(t.app, 'GET', `/v1/species?q=${'가'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: MESSAGES.searchTooLong });
  });
});

describe('GET /species/:key', () => {
  it('answers one species, with the shop’s product when it is sold', async () => {
    const reply = await call(t.app, 'GET', '/v1/species/monstera-deliciosa');
    expect(reply.status).toBe(200);
    expect(One.parse(reply.body).data).toMatchObject({
      key: 'monstera-deliciosa',
      nameKo: '몬스테라 델리시오사',
      productId: monstera.id,
    });
    // Linked by its botanical name, but no longer sold.
    const [linked] = await t.db
      .select({ speciesKey: products.speciesKey })
      .from(products)
      .where(eq(products.id, discontinued.id));
    expect(linked).toEqual({ speciesKey: 'ficus-lyrata' });
    const fig = One.parse((await call(t.app, 'GET', '/v1/species/ficus-lyrata')).body).data;
    expect(fig).toMatchObject({ nameKo: '떡갈고무나무', productId: null });
  });

  it('is 404 with a Korean message for a key not in the list', async () => {
    for (const key of ['no-such-plant', 'Monstera', '%ED%95%9C']) {
      const reply = await call(t.app, 'GET', `/v1/species/${key}`);
      expect(reply.status, key).toBe(404);
      expect(reply.body, key).toMatchObject({ message: MESSAGES.speciesNotFound });
    }
  });
});
