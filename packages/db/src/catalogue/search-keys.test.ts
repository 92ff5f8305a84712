import { describe, expect, it } from 'vitest';
import { hangulInitials, normalizeSearchText, productSearchKeys } from './search-keys.ts';

describe('search keys', () => {
  it('normalises case, spacing and punctuation', () => {
    expect(normalizeSearchText(' Monstera  Deliciosa ')).toBe('monsteradeliciosa');
    expect(normalizeSearchText('몬스테라 델리시오사')).toBe('몬스테라델리시오사');
  });

  it('takes the initial consonant of each Hangul syllable', () => {
    expect(hangulInitials('몬스테라')).toBe('ㅁㅅㅌㄹ');
    expect(hangulInitials('산세베리아 스투키')).toBe('ㅅㅅㅂㄹㅇㅅㅌㅋ');
  });

  it('joins every name of a product', () => {
    expect(
      productSearchKeys({
        name: '몬스테라',
        botanicalName: 'Monstera deliciosa',
        englishName: 'Swiss cheese plant',
        aliases: ['몬스테라 델리시오사'],
      }),
    ).toEqual({
      searchText: '몬스테라 몬스테라델리시오사 monsteradeliciosa swisscheeseplant',
      searchInitials: 'ㅁㅅㅌㄹ ㅁㅅㅌㄹㄷㄹㅅㅇㅅ',
    });
  });
});
