import { describe, expect, it } from 'vitest';
import { LifeRecommendSearch } from '@/features/recommend/route-search';
import { answersParam, readRecommendSearch } from '@/features/recommend/search';

/** What /life/recommend shows for search params as the router hands them over (JSON-parsed). */
const view = (search: Record<string, unknown>) =>
  readRecommendSearch(LifeRecommendSearch.parse(search));

describe('/life/recommend search params', () => {
  it('without answers: the questionnaire', () => {
    expect(view({})).toEqual({ kind: 'questions' });
    expect(view({ recommendMetadata: '' })).toEqual({ kind: 'questions' });
    expect(view({ searchQuery: '몬스테라' })).toEqual({ kind: 'questions' });
  });

  it('reads answers as a comma string, an array or one number, sorted without repeats', () => {
    const result = { kind: 'result', answers: [1, 12, 31], searchMetadata: [] };
    expect(view({ recommendMetadata: '31,1,12,1' })).toEqual(result);
    expect(view({ recommendMetadata: [31, '12', 1] })).toEqual(result);
    expect(view({ recommendMetadata: ' 1 , 12,31 ' })).toEqual(result);
    expect(view({ recommendMetadata: 12 })).toMatchObject({ answers: [12] });
  });

  it('adds searchMetadata as a filter and searchQuery as a search, trimmed and cut to 50', () => {
    expect(
      view({ recommendMetadata: '1', searchMetadata: [41, 3], searchQuery: '  고무  ' }),
    ).toEqual({ kind: 'result', answers: [1], searchMetadata: [3, 41], searchQuery: '고무' });
    expect(view({ recommendMetadata: 1, searchQuery: 1004 })).toMatchObject({
      searchQuery: '1004',
    });
    expect(view({ recommendMetadata: 1, searchQuery: '가'.repeat(60) })).toMatchObject({
      searchQuery: '가'.repeat(50),
    });
    expect(view({ recommendMetadata: 1, searchQuery: '   ' })).not.toHaveProperty('searchQuery');
  });

  it.each([['0'], ['101'], ['abc'], ['1,x'], ['1.5'], [-3], [true], [{ a: 1 }], [[1, null]]])(
    'calls recommendMetadata=%o invalid instead of guessing',
    (value) => {
      expect(view({ recommendMetadata: value })).toEqual({
        kind: 'invalid',
        params: ['recommendMetadata'],
      });
    },
  );

  it('names every broken list, searchMetadata too', () => {
    expect(view({ recommendMetadata: '1', searchMetadata: '200' })).toEqual({
      kind: 'invalid',
      params: ['searchMetadata'],
    });
    expect(view({ recommendMetadata: 'x', searchMetadata: 'y' })).toEqual({
      kind: 'invalid',
      params: ['recommendMetadata', 'searchMetadata'],
    });
  });

  it('writes answers for the address: a comma string, one id as a number, none as absent', () => {
    expect(answersParam([31, 1, 12, 1])).toBe('1,12,31');
    expect(answersParam([12])).toBe(12);
    expect(answersParam([])).toBeUndefined();
  });
});
