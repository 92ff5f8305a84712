import { describe, expect, it } from 'vitest';
import { highlightMatch } from '@/features/products/highlight';

const marked = (name: string, query: string) =>
  highlightMatch(name, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('highlightMatch', () => {
  it('marks a substring, ignoring case', () => {
    expect(highlightMatch('무늬 몬스테라', '몬스')).toEqual([
      { text: '무늬 ', match: false },
      { text: '몬스', match: true },
      { text: '테라', match: false },
    ]);
    expect(marked('Monstera deliciosa', 'DELI')).toEqual(['deli']);
  });

  it('marks the syllables an initial-consonant query spells, across spaces', () => {
    expect(marked('몬스테라 델리시오사', 'ㅁㅅㅌㄹ')).toEqual(['몬스테라']);
    expect(marked('몬스테라 델리시오사', 'ㄹㄷㄹ')).toEqual(['라 델리']);
    expect(marked('떡갈잎고무나무', 'ㄸㄱ')).toEqual(['떡갈']);
  });

  it('marks nothing when nothing matches', () => {
    expect(highlightMatch('스투키', '몬스')).toEqual([{ text: '스투키', match: false }]);
    expect(highlightMatch('스투키', '  ')).toEqual([{ text: '스투키', match: false }]);
  });
});
