import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FUZZY_SHORT_THRESHOLD, FUZZY_THRESHOLD, productSearch } from './search.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const render = (query: SQL) => dialect.sqlToQuery(query);

function built(text: string) {
  const search = productSearch(text);
  if (!search) throw new Error('expected a search');
  return { where: render(search.where), rank: render(search.rank) };
}

/** The LIKE patterns a query sends: the ones built from the encoded key, never the raw text. */
const patterns = (params: unknown[]) =>
  params.filter((p): p is string => typeof p === 'string' && /[%_\\]/.test(p));

describe('productSearch', () => {
  it('is absent for an empty or blank query', () => {
    expect(productSearch('')).toBeNull();
    expect(productSearch(' \t ')).toBeNull();
  });

  it('matches nothing for a query of punctuation alone', () => {
    for (const text of ['%', '_', '%_%', '\\', '!?'])
      expect(render(productSearch(text)!.where).sql, text).toBe('false');
  });

  it('searches the initials for consonants alone and the names otherwise', () => {
    expect(built('ㅁㅅㅌㄹ').where.sql).toContain('"search_initials" like');
    expect(built('ㅁㅅㅌㄹ').where.sql).not.toContain('"search_text"');
    expect(built('몬스').where.sql).toContain('"search_text" like');
    expect(built('몬스').where.sql).not.toContain('"search_initials"');
  });

  it('sends only the encoded key in its patterns, so % and _ are never wildcards', () => {
    for (const text of ['몬스%', '몬_스', '100%', 'a_b', "'; drop table products; --"]) {
      const { where, rank } = built(text);
      for (const pattern of patterns([...where.params, ...rank.params]))
        expect(pattern, text).toMatch(/^%? ?[a-z0-9]+ ?%?$/);
    }
    expect(built('몬스%').where.params).toEqual(built('몬스').where.params);
  });

  it('matches a short query at the start of a name only', () => {
    expect(built('ㅁㅅ').where.params).toEqual(['ms%', '% ms%']);
    expect(built('고').where.params).toEqual(['go%', '% go%']);
    expect(built('몬').where.params).toEqual(['%mon%']);
  });

  it('adds near spellings from the word list for longer queries, stricter below eight letters', () => {
    expect(built('몬스').where.sql).not.toContain('product_search_words');
    const short = built('몬스테');
    expect(short.where.sql).toContain('product_search_words');
    expect(short.where.params).toContain(FUZZY_SHORT_THRESHOLD);
    const long = built('산세비에리아');
    expect(long.where.sql).toMatch(/string_to_array\("products"\."search_text", ' '\) && array\(/);
    expect(long.where.params).toContain(FUZZY_THRESHOLD);
    expect(long.where.params).not.toContain(FUZZY_SHORT_THRESHOLD);
    expect(built('ㅁㅅㅌㄹㅇㅂ').where.sql).not.toContain('product_search_words');
  });

  it('ranks with a number the database computes', () => {
    expect(built('몬스테라').rank.sql).toContain('::float8');
    expect(render(productSearch('%')!.rank).sql).toBe('0::float8');
  });
});
