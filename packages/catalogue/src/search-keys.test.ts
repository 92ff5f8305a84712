import { describe, expect, it } from 'vitest';
import {
  encodeSearchInitials,
  encodeSearchKey,
  hangulInitials,
  isInitialsQuery,
  normalizeSearchText,
  productSearchKeys,
  SEARCH_PARTS_MARKER,
} from './search-keys.ts';

describe('search keys', () => {
  it('normalises case, spacing and punctuation', () => {
    expect(normalizeSearchText(' Monstera  Deliciosa ')).toBe('monsteradeliciosa');
    expect(normalizeSearchText('몬스테라 델리시오사')).toBe('몬스테라델리시오사');
  });

  it('takes the initial consonant of each Hangul syllable', () => {
    expect(hangulInitials('몬스테라')).toBe('ㅁㅅㅌㄹ');
    expect(hangulInitials('산세베리아 스투키')).toBe('ㅅㅅㅂㄹㅇㅅㅌㅋ');
  });
});

describe('encodeSearchKey', () => {
  it('spells Hangul out in ASCII letters, one jamo at a time', () => {
    expect(encodeSearchKey('몬스테라')).toBe('monsxtera');
    expect(encodeSearchKey('산세베리아')).toBe('sanseberia');
    expect(encodeSearchKey('행운목')).toBe('hequnmog');
    expect(encodeSearchKey('까치')).toBe('ggaci');
    expect(encodeSearchKey('닭')).toBe('darg');
  });

  it('drops spacing, punctuation and case, and keeps Latin letters and digits', () => {
    expect(encodeSearchKey('몬스테라 델리 시오사')).toBe(encodeSearchKey('몬스테라델리시오사'));
    expect(encodeSearchKey('Monstera Deliciosa')).toBe('monsteradeliciosa');
    expect(encodeSearchKey('SNAKE plant')).toBe('snakeplant');
    expect(encodeSearchKey('토분 3호')).toBe('tobun3ho');
    expect(encodeSearchKey("Ficus 'Audrey'")).toBe('ficusaudrey');
  });

  it('folds accents and full-width letters', () => {
    expect(encodeSearchKey('Crème')).toBe('creme');
    expect(encodeSearchKey('ＭＯＮＳＴＥＲＡ')).toBe('monstera');
  });

  it('writes vowels shoppers confuse alike', () => {
    expect(encodeSearchKey('배')).toBe(encodeSearchKey('베'));
    expect(encodeSearchKey('얘')).toBe(encodeSearchKey('예'));
    expect(encodeSearchKey('왜')).toBe(encodeSearchKey('웨'));
    expect(encodeSearchKey('외')).toBe(encodeSearchKey('웨'));
  });

  it('keeps a half-typed word a prefix of the whole', () => {
    const whole = encodeSearchKey('몬스테라');
    // Keyboards show 몬ㅅ, then 몬스, 몬스ㅌ, 몬스테 and 몬스텔 on the way to 몬스테라.
    for (const typing of ['몬ㅅ', '몬스', '몬스ㅌ', '몬스테', '몬스텔'])
      expect(whole.startsWith(encodeSearchKey(typing)), typing).toBe(true);
    expect(encodeSearchKey('ㅏ')).toBe('a');
  });

  it('reads decomposed (NFD) Hangul as the composed text', () => {
    expect(encodeSearchKey('몬스테라'.normalize('NFD'))).toBe('monsxtera');
    expect(encodeSearchKey('\u1106')).toBe('m');
  });

  it('leaves a typo a few letters away instead of a whole syllable', () => {
    expect(encodeSearchKey('산세비에리아')).toBe('sansebieria');
    expect(encodeSearchKey('스킨답서스')).toBe('sxkindabsvsx');
    expect(encodeSearchKey('스킨답스스')).toBe('sxkindabsxsx');
  });

  it('gives every syllable and jamo a key of ASCII letters only', () => {
    for (let code = 0xac00; code <= 0xd7a3; code++)
      expect(encodeSearchKey(String.fromCodePoint(code))).toMatch(/^[a-z]+$/);
    for (let code = 0x3131; code <= 0x3163; code++)
      expect(encodeSearchKey(String.fromCodePoint(code))).toMatch(/^[a-z]*$/);
  });

  it('is empty for punctuation only', () => {
    expect(encodeSearchKey('%_ !?')).toBe('');
  });
});

describe('encodeSearchInitials', () => {
  it('takes the initial consonant of each syllable, tense ones as plain', () => {
    expect(encodeSearchInitials('몬스테라')).toBe('mstr');
    expect(encodeSearchInitials('산세베리아 스투키')).toBe('ssbrqstk');
    expect(encodeSearchInitials('떡갈고무나무')).toBe(encodeSearchInitials('덕갈고무나무'));
  });

  it('reads typed initials the same way, with or without spaces', () => {
    expect(encodeSearchInitials('ㅁㅅㅌㄹ')).toBe('mstr');
    expect(encodeSearchInitials('ㅁ ㅅ ㅌ ㄹ')).toBe('mstr');
    expect(encodeSearchInitials('ㄸㄱ')).toBe('dg');
    expect(encodeSearchInitials('\u1106\u1109')).toBe('ms');
  });

  it('leaves out anything that is not Hangul', () => {
    expect(encodeSearchInitials('몬스테라 XL 3호')).toBe('mstrh');
    expect(encodeSearchInitials('Monstera')).toBe('');
  });

  it('gives every syllable one letter', () => {
    for (let code = 0xac00; code <= 0xd7a3; code++)
      expect(encodeSearchInitials(String.fromCodePoint(code))).toMatch(/^[a-z]$/);
  });
});

describe('isInitialsQuery', () => {
  it('is true for consonants alone', () => {
    expect(isInitialsQuery('ㅁㅅㅌㄹ')).toBe(true);
    expect(isInitialsQuery(' ㅁ ㅅ ')).toBe(true);
    expect(isInitialsQuery('ㄲ')).toBe(true);
  });

  it('is false for anything else', () => {
    for (const text of ['', '  ', '몬ㅅ', '몬스테라', 'mstr', 'ㅏ', 'ㅁㅏ', 'ㅁ1'])
      expect(isInitialsQuery(text), text).toBe(false);
  });
});

describe('productSearchKeys', () => {
  it('stores each name as one word, the Korean name first, then the parts of the names', () => {
    expect(
      productSearchKeys({
        name: '몬스테라',
        botanicalName: 'Monstera deliciosa',
        englishName: 'Swiss cheese plant',
        aliases: ['몬스테라 델리시오사'],
      }),
    ).toEqual({
      searchText:
        'monsxtera monsxteraderrisiosa monsteradeliciosa swisscheeseplant / ' +
        'monsxtera derrisiosa monstera deliciosa swiss cheese plant',
      searchInitials: 'mstr mstrdrsqs',
    });
  });

  it('stores each key once and skips empty names and one-letter parts', () => {
    expect(
      productSearchKeys({
        name: '고무나무 영양제',
        botanicalName: '',
        englishName: 'Ficus food A',
        aliases: ['고무나무영양제', '!'],
      }),
    ).toEqual({
      searchText: 'gomunamuyvqyaqje ficusfooda / gomunamu yvqyaqje gomunamuyvqyaqje ficus food',
      searchInitials: 'gmnmqqj',
    });
  });

  it('separates the names from their parts with a marker no pattern can match', () => {
    const { searchText } = productSearchKeys({
      name: '스투키',
      botanicalName: 'Sansevieria cylindrica',
      englishName: '',
      aliases: [],
    });
    expect(searchText.split(' ')).toContain(SEARCH_PARTS_MARKER);
    expect(searchText.split(` ${SEARCH_PARTS_MARKER} `)[1]).toBe('sxtuki sansevieria cylindrica');
    expect(encodeSearchKey(SEARCH_PARTS_MARKER)).toBe('');
  });
});
