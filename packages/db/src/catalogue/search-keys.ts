/**
 * Search keys stored on each product so Korean search can match partial words, initial
 * consonants (ㅁㅅㅌㄹ → 몬스테라) and near spellings. The products service queries these columns.
 */
const HANGUL_BASE = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** Lower case, NFC, no spaces or punctuation: "Monstera Deliciosa" → "monsteradeliciosa". */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The initial consonant of each Hangul syllable; other letters and digits kept as they are. */
export function hangulInitials(value: string): string {
  let out = '';
  for (const char of normalizeSearchText(value)) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= HANGUL_BASE && code <= HANGUL_LAST
        ? CHOSUNG[Math.floor((code - HANGUL_BASE) / 588)]
        : char;
  }
  return out;
}

export interface SearchableNames {
  name: string;
  botanicalName: string;
  englishName: string;
  aliases: readonly string[];
}

export function productSearchKeys(names: SearchableNames): {
  searchText: string;
  searchInitials: string;
} {
  const korean = [names.name, ...names.aliases];
  return {
    searchText: [...korean, names.botanicalName, names.englishName]
      .map(normalizeSearchText)
      .filter(Boolean)
      .join(' '),
    searchInitials: korean.map(hangulInitials).filter(Boolean).join(' '),
  };
}
