import { products } from '@chorok/db';
import { productSearchKeys } from '@chorok/catalogue';
import { asc, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { productSearch } from './search.ts';

// A small catalogue whose names exercise every case: one name a prefix of others (몬스테라), a
// name only an alias spells (고무나무), both spellings of one plant (산세베리아 / 산세비에리아),
// and goods that share syllables with plants (테라코타, 고무나무 영양제).
const CATALOGUE = [
  {
    name: '몬스테라',
    botanicalName: 'Monstera deliciosa',
    englishName: 'Swiss cheese plant',
    aliases: ['몬스테라 델리시오사'],
  },
  {
    name: '몬스테라 알보 바리에가타',
    botanicalName: "Monstera deliciosa 'Albo Variegata'",
    englishName: 'Variegated monstera',
    aliases: ['무늬 몬스테라'],
  },
  {
    name: '몬스테라 전용 배양토',
    botanicalName: '',
    englishName: 'Aroid potting mix',
    aliases: [],
  },
  {
    name: '산세베리아',
    botanicalName: 'Sansevieria trifasciata',
    englishName: 'Snake plant',
    aliases: [],
  },
  {
    name: '산세베리아 스투키',
    botanicalName: 'Sansevieria cylindrica',
    englishName: 'Cylindrical snake plant',
    aliases: ['스투키'],
  },
  {
    name: '산세비에리아 문샤인',
    botanicalName: "Sansevieria trifasciata 'Moonshine'",
    englishName: 'Moonshine snake plant',
    aliases: [],
  },
  {
    name: '스킨답서스',
    botanicalName: 'Epipremnum aureum',
    englishName: 'Golden pothos',
    aliases: ['포토스'],
  },
  {
    name: '인도고무나무',
    botanicalName: 'Ficus elastica',
    englishName: 'Rubber plant',
    aliases: ['고무나무'],
  },
  {
    name: '떡갈고무나무',
    botanicalName: 'Ficus lyrata',
    englishName: 'Fiddle-leaf fig',
    aliases: ['떡갈잎고무나무'],
  },
  { name: '고무나무 전용 영양제', botanicalName: '', englishName: 'Ficus food', aliases: [] },
  { name: '테라코타 토분', botanicalName: '', englishName: 'Terracotta pot', aliases: [] },
  {
    name: '스파티필룸',
    botanicalName: 'Spathiphyllum wallisii',
    englishName: 'Peace lily',
    aliases: [],
  },
  { name: '아레카야자', botanicalName: 'Dypsis lutescens', englishName: 'Areca palm', aliases: [] },
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(products).values(
    CATALOGUE.map((names) => ({
      category: names.botanicalName ? ('PLANT' as const) : ('SOIL' as const),
      ...names,
      price: 10_000,
      salePrice: 10_000,
      ...productSearchKeys(names),
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

/** Names matching `text`, best first (ties by insertion order), as a list query orders them. */
async function search(text: string): Promise<string[]> {
  const found = productSearch(text);
  if (!found) throw new Error(`no search for ${JSON.stringify(text)}`);
  const rows = await t.db
    .select({ name: products.name })
    .from(products)
    .where(found.where)
    .orderBy(desc(found.rank), asc(products.id));
  return rows.map((row) => row.name);
}

describe('product search on a real database', () => {
  it('finds a name from its first syllables, the plant before the goods named after it', async () => {
    expect(await search('몬스')).toEqual([
      '몬스테라',
      '몬스테라 알보 바리에가타',
      '몬스테라 전용 배양토',
    ]);
    expect(await search('몬')).toEqual(await search('몬스'));
  });

  it('finds a name from any part of it, below the names that start with it', async () => {
    expect(await search('스테라')).toEqual([
      '몬스테라',
      '몬스테라 알보 바리에가타',
      '몬스테라 전용 배양토',
    ]);
    expect(await search('테라')).toEqual([
      '테라코타 토분',
      '몬스테라',
      '몬스테라 알보 바리에가타',
      '몬스테라 전용 배양토',
    ]);
  });

  it('finds a name from a half-typed syllable, as the keyboard shows it mid-word', async () => {
    expect((await search('몬스텔'))[0]).toBe('몬스테라');
    expect((await search('몬ㅅ'))[0]).toBe('몬스테라');
    expect(await search('스킨답ㅅ')).toEqual(['스킨답서스']);
  });

  it('finds names by their initial consonants, whole or in part', async () => {
    // The shorter name first: ㅁㅅㅌㄹㅈㅇㅂㅇㅌ (배양토) before ㅁㅅㅌㄹㅇㅂㅂㄹㅇㄱㅌ (알보).
    const monstera = ['몬스테라', '몬스테라 전용 배양토', '몬스테라 알보 바리에가타'];
    expect(await search('ㅁㅅㅌㄹ')).toEqual(monstera);
    expect(await search('ㅁㅅ')).toEqual(monstera);
    expect(await search('ㅁ')).toEqual(monstera);
    expect(await search('ㅅㅌㄹ')).toEqual(monstera);
    expect(await search('ㅅㅅㅂㄹㅇ')).toEqual(['산세베리아', '산세베리아 스투키']);
    expect(await search('ㄱㅁㄴㅁ')).toEqual([
      '고무나무 전용 영양제',
      '인도고무나무',
      '떡갈고무나무',
    ]);
    expect(await search('ㅅㅌㅋ')).toEqual(['산세베리아 스투키']);
    expect(await search('ㅇ ㄹ ㅋ')).toEqual(['아레카야자']);
    expect(await search('ㄸㄱ')).toEqual(['떡갈고무나무']);
    expect(await search('ㅎㅎ')).toEqual([]);
  });

  it('ignores spacing in the query and in the names', async () => {
    expect((await search('몬스테라델리시오사'))[0]).toBe('몬스테라');
    expect((await search('몬스테라 델리 시오사'))[0]).toBe('몬스테라');
    // The plain 몬스테라 follows as a near spelling: most of the query is its name.
    expect((await search('몬스테라알보'))[0]).toBe('몬스테라 알보 바리에가타');
    expect(await search('몬스테라 알보')).toEqual(await search('몬스테라알보'));
    expect(await search('고무 나무')).toEqual(await search('고무나무'));
    expect(await search('고무나무')).toEqual([
      '고무나무 전용 영양제',
      '인도고무나무',
      '떡갈고무나무',
    ]);
  });

  it('forgives typos and variant spellings, below the names spelled as typed', async () => {
    expect(await search('산세비에리아')).toEqual([
      '산세비에리아 문샤인',
      '산세베리아',
      '산세베리아 스투키',
    ]);
    expect(await search('산세베리아')).toEqual([
      '산세베리아',
      '산세베리아 스투키',
      '산세비에리아 문샤인',
    ]);
    expect(await search('스킨답스스')).toEqual(['스킨답서스']);
    expect(await search('스킨 답스스')).toEqual(['스킨답서스']);
    expect((await search('몬스테로'))[0]).toBe('몬스테라');
    expect(await search('스파티필름')).toEqual(['스파티필룸']);
    expect(await search('아레카야쟈')).toEqual(['아레카야자']);
  });

  it('finds botanical and English names, in any case, and their typos', async () => {
    // The botanical names first; 몬스테라 전용 배양토 follows, its Korean name spelled out being
    // close to "monstera".
    expect(await search('monstera')).toEqual([
      '몬스테라',
      '몬스테라 알보 바리에가타',
      '몬스테라 전용 배양토',
    ]);
    expect(await search('MONSTERA Deliciosa')).toEqual(['몬스테라', '몬스테라 알보 바리에가타']);
    expect(await search('Sansevieria')).toEqual([
      '산세베리아',
      '산세베리아 스투키',
      '산세비에리아 문샤인',
    ]);
    expect(await search('snake plant')).toEqual([
      '산세베리아',
      '산세베리아 스투키',
      '산세비에리아 문샤인',
    ]);
    expect(await search('Swiss Cheese')).toEqual(['몬스테라']);
    expect(await search('pothos')).toEqual(['스킨답서스']);
    expect(await search('ficus')).toEqual(['인도고무나무', '떡갈고무나무', '고무나무 전용 영양제']);
    expect((await search('monstrea'))[0]).toBe('몬스테라');
    expect(await search('Spathiphylum')).toEqual(['스파티필룸']);
  });

  it('ranks the Korean name exactly, then its start, then other names, parts and near spellings', async () => {
    // Exact name, then names starting with it.
    expect((await search('몬스테라'))[0]).toBe('몬스테라');
    // Own name's start (영양제) above an alias (인도고무나무) above a part of a name (떡갈…).
    expect(await search('고무나무')).toEqual([
      '고무나무 전용 영양제',
      '인도고무나무',
      '떡갈고무나무',
    ]);
    // An alias spelled in full above a name it is part of.
    expect(await search('스투키')).toEqual(['산세베리아 스투키']);
    expect((await search('무늬 몬스테라'))[0]).toBe('몬스테라 알보 바리에가타');
    // A written match above a near spelling.
    const sanse = await search('산세베리아');
    expect(sanse.indexOf('산세베리아 스투키')).toBeLessThan(sanse.indexOf('산세비에리아 문샤인'));
  });

  it('matches nothing for an unrelated query', async () => {
    for (const text of ['자동차', '냉장고', 'qwerty', 'ㅋㅋㅋ', '파이썬 프로그래밍', 'laptop'])
      expect(await search(text), text).toEqual([]);
  });

  it('treats % and _ as text, never as wildcards', async () => {
    for (const text of ['%', '_', '%%', '_%_', '\\', "'", '%\\%'])
      expect(await search(text), text).toEqual([]);
    expect(await search('몬스%')).toEqual(await search('몬스'));
  });

  it('ranks with a number both drivers hand back as a number', async () => {
    const found = productSearch('몬스')!;
    const rows = await t.db.select({ rank: found.rank }).from(products).where(found.where);
    expect(rows.length).toBeGreaterThan(0);
    for (const { rank } of rows) expect(typeof rank).toBe('number');
  });

  it('is absent for an empty query', () => {
    expect(productSearch('')).toBeNull();
    expect(productSearch('   ')).toBeNull();
  });
});
