import { PET_CHILD_ANSWERS } from '@chorok/contract';
import { ProductSummary, listEnvelope } from '@chorok/contract/schemas';
import { products } from '@chorok/db';
import { META, seedMetadatas } from '@chorok/catalogue';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMetadatas, insertProducts } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Issue 18: the questionnaire's recommend list reads each plant's species too. Among plants that
 * match the answers alike, a 베란다 puts the species that bear its winter nights first and a 욕실
 * the ones that want humid air; 반려동물과 함께 leaves out a plant whose own facts are silent but
 * whose species is toxic. Popularity alone would order them the other way.
 */

let t: TestApp;
let id: Record<string, number>;
const places = [META.veranda, META.bathroom];

beforeAll(async () => {
  t = await createTestApp();
  await insertMetadatas(t.db, seedMetadatas);
  const inserted = await insertProducts(t.db, [
    // HIGH humidity, hurt under 15 °C; the most popular of the four.
    {
      name: '칼라데아 오르나타',
      speciesKey: 'goeppertia-ornata',
      metadataIds: places,
      salesCount: 50,
    },
    // LOW humidity, 10 °C.
    { name: '러브체인', speciesKey: 'ceropegia-woodii', metadataIds: places, salesCount: 30 },
    { name: '이름 모를 풀', speciesKey: null, metadataIds: places, salesCount: 20 },
    // MEDIUM humidity, bears 3 °C; the least popular.
    { name: '관음죽', speciesKey: 'rhapis-excelsa', metadataIds: places, salesCount: 10 },
    // Toxic to pets and children by its species; its own facts are cleared below.
    {
      name: '금전수',
      speciesKey: 'zamioculcas-zamiifolia',
      metadataIds: [META.livingRoom],
      salesCount: 40,
    },
    { name: '모르는 화초', speciesKey: null, metadataIds: [META.livingRoom], salesCount: 5 },
  ]);
  id = Object.fromEntries(inserted.map((product) => [product.name, product.id]));
  await t.db
    .update(products)
    .set({ petSafe: null, childSafe: null })
    .where(inArray(products.id, [id['금전수']!, id['모르는 화초']!]));
});
afterAll(() => t?.close());

const ProductList = listEnvelope(ProductSummary);

async function recommend(answers: readonly number[]): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/products/recommend?category=PLANT&recommendMetadataIds=${answers.join(',')}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductList.parse(response.json()).data.map((product) => product.name);
}

describe('GET /products/recommend with the species facts', () => {
  it('베란다: among equal matches the hardy species first, the tropical one last', async () => {
    expect(await recommend([META.veranda])).toEqual([
      '관음죽',
      '러브체인',
      '이름 모를 풀',
      '칼라데아 오르나타',
      '금전수',
      '모르는 화초',
    ]);
  });

  it('욕실: among equal matches the humid-air species first, the dry-air one last', async () => {
    expect(await recommend([META.bathroom])).toEqual([
      '칼라데아 오르나타',
      '이름 모를 풀',
      '관음죽',
      '러브체인',
      // Matching no answer, the dry-air species still comes after the one of no species.
      '모르는 화초',
      '금전수',
    ]);
  });

  it('a place that asks nothing of the species: matches, then popularity, as before', async () => {
    expect(await recommend([META.livingRoom])).toEqual([
      '금전수',
      '모르는 화초',
      '칼라데아 오르나타',
      '러브체인',
      '이름 모를 풀',
      '관음죽',
    ]);
  });

  it('반려동물과 함께: a plant silent about pets is judged by its species', async () => {
    const names = await recommend([META.livingRoom, PET_CHILD_ANSWERS.withPets]);
    expect(names).not.toContain('금전수');
    // No species and no facts: nothing known against it, so it stays.
    expect(names).toContain('모르는 화초');
    expect(names).toContain('이름 모를 풀');
  });

  it('아이와 함께: the same for children', async () => {
    const names = await recommend([PET_CHILD_ANSWERS.withChildren]);
    expect(names).not.toContain('금전수');
    expect(names).toHaveLength(5);
  });
});
