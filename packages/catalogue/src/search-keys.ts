/**
 * Search keys stored on each product, and the same encoding for queries, so Korean search can
 * match partial words, initial consonants (ㅁㅅㅌㄹ → 몬스테라), spacing and near spellings.
 *
 * Hangul is stored spelled out in its letters (jamo), each written with ASCII letters:
 * 몬스테라 → "monsxtera". Two reasons:
 * - pg_trgm only counts the characters the database locale calls alphanumeric, which differs
 *   between servers (PGlite, C.UTF-8, ko_KR…); plain ASCII letters count everywhere, so trigram
 *   indexes, `LIKE` and word similarity behave the same on every database.
 * - A syllable is 2–4 letters, so a typo in one vowel (산세베리아 / 산세비에리아) changes a few
 *   trigrams instead of the whole syllable, a half-typed syllable (몬스텔 while typing 몬스테라)
 *   is still a prefix, and a two-syllable query has enough trigrams for the index.
 * Vowels shoppers confuse are written alike (ㅐ/ㅔ → e, ㅒ/ㅖ → ye, ㅙ/ㅚ/ㅞ → we), so those
 * spellings match exactly.
 */
const HANGUL_BASE = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

// Initial consonants (choseong order). ㅇ is silent at the start of a syllable.
const LEAD = 'g|gg|n|d|dd|r|m|b|bb|s|ss||j|jj|c|k|t|p|h'.split('|');
// Vowels (jungseong order): ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ
const VOWEL = 'a|e|ya|ye|v|e|yv|ye|o|wa|we|we|yo|u|wv|we|wi|yu|x|xi|i'.split('|');
// Final consonants (jongseong order, none first). A final ㅇ (ng) is "q", unlike the silent initial.
const TAIL = '|g|gg|gs|n|nj|nh|d|r|rg|rm|rb|rs|rt|rp|rh|m|b|bs|s|ss|q|j|c|k|t|p|h'.split('|');
// Compatibility jamo consonants as typed alone (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄸ ㄹ ㄺ … ㅎ, U+3131–U+314E):
// in a word a lone consonant starts the next syllable, so it is written as an initial.
const LONE_CONSONANT =
  'g|gg|gs|n|nj|nh|d|dd|r|rg|rm|rb|rs|rt|rp|rh|m|b|bb|bs|s|ss||j|jj|c|k|t|p|h'.split('|');
// The same consonants as initials of a name (ㅁㅅㅌㄹ search). Tense consonants fold into their
// plain ones (ㄲ → ㄱ): shoppers type either. ㅇ is "q" here so that every syllable has a letter.
const INITIAL_OF_LONE =
  'g|g|gs|n|nj|nh|d|d|r|rg|rm|rb|rs|rt|rp|rh|m|b|b|bs|s|s|q|j|j|c|k|t|p|h'.split('|');
const INITIAL_OF_LEAD = 'g|g|n|d|d|r|m|b|b|s|s|q|j|j|c|k|t|p|h'.split('|');

const COMPAT_CONSONANT_FIRST = 0x3131;
const COMPAT_CONSONANT_LAST = 0x314e;
const COMPAT_VOWEL_FIRST = 0x314f;
const COMPAT_VOWEL_LAST = 0x3163;
// Conjoining jamo (U+1100…) that NFC could not compose into a syllable, e.g. a lone initial.
const CONJOINING_LEAD_FIRST = 0x1100;
const CONJOINING_LEAD_LAST = 0x1112;
const CONJOINING_VOWEL_FIRST = 0x1161;
const CONJOINING_VOWEL_LAST = 0x1175;
const CONJOINING_TAIL_FIRST = 0x11a8;
const CONJOINING_TAIL_LAST = 0x11c2;

/** The table's entry; every index passed is in range by the Unicode block it came from. */
const at = (table: readonly string[], index: number) => table[index] ?? '';

const isSyllable = (code: number) => code >= HANGUL_BASE && code <= HANGUL_LAST;
const isCompatConsonant = (code: number) =>
  code >= COMPAT_CONSONANT_FIRST && code <= COMPAT_CONSONANT_LAST;
const isConjoiningLead = (code: number) =>
  code >= CONJOINING_LEAD_FIRST && code <= CONJOINING_LEAD_LAST;

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
    out += isSyllable(code) ? CHOSUNG[Math.floor((code - HANGUL_BASE) / 588)] : char;
  }
  return out;
}

/** Latin letters without their accents (é → e), full-width forms folded (Ａ → a). */
function foldLatin(char: string): string {
  return char.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * One search key: the text normalised (case, spacing and punctuation dropped) with Hangul spelled
 * out in ASCII letters. "몬스테라 델리시오사" → "monsxteraderrisiosa", "Monstera" → "monstera",
 * "몬스ㅌ" (half typed) → "monsxt". The result holds only [a-z0-9] and, rarely, letters of other
 * scripts.
 */
export function encodeSearchKey(value: string): string {
  let out = '';
  for (const char of normalizeSearchText(value)) {
    const code = char.codePointAt(0) ?? 0;
    if (isSyllable(code)) {
      const index = code - HANGUL_BASE;
      out +=
        at(LEAD, Math.floor(index / 588)) +
        at(VOWEL, Math.floor((index % 588) / 28)) +
        at(TAIL, index % 28);
    } else if (isCompatConsonant(code)) {
      out += at(LONE_CONSONANT, code - COMPAT_CONSONANT_FIRST);
    } else if (code >= COMPAT_VOWEL_FIRST && code <= COMPAT_VOWEL_LAST) {
      out += at(VOWEL, code - COMPAT_VOWEL_FIRST);
    } else if (isConjoiningLead(code)) {
      out += at(LEAD, code - CONJOINING_LEAD_FIRST);
    } else if (code >= CONJOINING_VOWEL_FIRST && code <= CONJOINING_VOWEL_LAST) {
      out += at(VOWEL, code - CONJOINING_VOWEL_FIRST);
    } else if (code >= CONJOINING_TAIL_FIRST && code <= CONJOINING_TAIL_LAST) {
      out += at(TAIL, code - CONJOINING_TAIL_FIRST + 1);
    } else if (code < 0x80) {
      out += char;
    } else {
      out += foldLatin(char).toLowerCase();
    }
  }
  return out.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The initial consonants of the Hangul syllables of a name, in ASCII: "몬스테라" → "mstr".
 * Anything that is not Hangul is left out, so an initials query only meets Korean names.
 */
export function encodeSearchInitials(value: string): string {
  let out = '';
  for (const char of normalizeSearchText(value)) {
    const code = char.codePointAt(0) ?? 0;
    if (isSyllable(code)) out += at(INITIAL_OF_LEAD, Math.floor((code - HANGUL_BASE) / 588));
    else if (isCompatConsonant(code)) out += at(INITIAL_OF_LONE, code - COMPAT_CONSONANT_FIRST);
    else if (isConjoiningLead(code)) out += at(INITIAL_OF_LEAD, code - CONJOINING_LEAD_FIRST);
  }
  return out;
}

/** True when the query is typed as initial consonants only (ㅁㅅㅌㄹ, ㅁ ㅅ), nothing else. */
export function isInitialsQuery(value: string): boolean {
  const normalized = normalizeSearchText(value);
  if (!normalized) return false;
  for (const char of normalized) {
    const code = char.codePointAt(0) ?? 0;
    if (!isCompatConsonant(code) && !isConjoiningLead(code)) return false;
  }
  return true;
}

export interface SearchableNames {
  name: string;
  botanicalName: string;
  englishName: string;
  aliases: readonly string[];
}

const distinctKeys = (keys: string[]) => [...new Set(keys.filter(Boolean))];

/** The parts of a name as written ("Fiddle-leaf fig" → fiddle, leaf, fig), two letters or more. */
const nameParts = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .map(encodeSearchKey)
    .filter((part) => part.length >= 2);

/**
 * Separates the whole names from their parts in searchText: a word of its own, with no letter for a
 * pattern or a trigram to meet. Migration 0003 collects the words after it as the vocabulary of
 * near spellings.
 */
export const SEARCH_PARTS_MARKER = '/';

/**
 * The two stored keys, words separated by single spaces.
 *
 * searchText: each name as one word, spacing dropped (the Korean name always first, then the
 * aliases, the botanical and the English name); then SEARCH_PARTS_MARKER and each part of the
 * names as written. The search ranks a match on the first word, the product's own name, above the
 * rest; the whole names serve queries typed without spaces (몬스테라알보), the parts serve word
 * starts (알보) and near spellings, which are looked up among the parts of all products
 * (product_search_words, a few thousand words however large the catalogue).
 *   몬스테라 알보 / Monstera deliciosa → "monsxteraarbo monsteradeliciosa / monsxtera arbo monstera deliciosa"
 *
 * searchInitials: the initial consonants of each Korean name, the product's own first.
 */
export function productSearchKeys(names: SearchableNames): {
  searchText: string;
  searchInitials: string;
} {
  const korean = [names.name, ...names.aliases];
  const all = [...korean, names.botanicalName, names.englishName];
  const parts = distinctKeys(all.flatMap(nameParts));
  return {
    searchText: [...distinctKeys(all.map(encodeSearchKey)), SEARCH_PARTS_MARKER, ...parts].join(
      ' ',
    ),
    searchInitials: distinctKeys(korean.map(encodeSearchInitials)).join(' '),
  };
}
