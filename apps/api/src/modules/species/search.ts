import {
  encodeSearchInitials,
  encodeSearchKey,
  isInitialsQuery,
  productSearchKeys,
  SEARCH_PARTS_MARKER,
  SPECIES,
  type Species,
} from '@chorok/catalogue';
import {
  FUZZY_LONG_LENGTH,
  FUZZY_MIN_LENGTH,
  FUZZY_SHORT_THRESHOLD,
  FUZZY_THRESHOLD,
  SUBSTRING_MIN_LENGTH,
} from '../products/search.ts';

/*
 * The species list is a few hundred entries held in memory, so it is searched here rather than in
 * SQL, with the catalogue's keys (productSearchKeys) and the catalogue's rules (products/search.ts):
 * 초성 against the Korean names' initials, anything else encoded as a substring of a name, near
 * spellings for longer queries; ranked the same way.
 */

interface Entry {
  species: Species;
  /** Words: each whole name (the species' own first), then the parts of the names. */
  text: string;
  /** The initials of each Korean name, its own first. */
  initials: string;
  /** The words near spellings are looked for among. */
  words: readonly string[];
}

const ENTRIES: readonly Entry[] = SPECIES.map((species) => {
  const { searchText, searchInitials } = productSearchKeys({
    name: species.nameKo,
    botanicalName: species.botanicalName,
    englishName: species.englishName,
    aliases: species.aliases,
  });
  return {
    species,
    text: searchText,
    initials: searchInitials,
    words: searchText.split(' ').filter((word) => word !== SEARCH_PARTS_MARKER),
  };
});

/**
 * Relevance tiers, best first, as the catalogue ranks them; and one more between its first two:
 * another name typed whole (몬스테라, an alias of 몬스테라 델리시오사) is closer than the start of
 * a longer own name (몬스테라 아단소니).
 */
const TIER = {
  exactName: 5,
  exactOtherName: 4.5,
  namePrefix: 4,
  wordPrefix: 3,
  partial: 2,
  nearSpelling: 1,
};

/**
 * The rank of a written match of `key` in `column` (words separated by spaces, the whole names
 * before SEARCH_PARTS_MARKER), or null.
 */
function writtenRank(column: string, key: string): number | null {
  const firstWord = column.indexOf(' ');
  const closeness = 1 / (1 + (firstWord < 0 ? column.length : firstWord) + 1);
  let tier: number | null = null;
  if (column === key || column.startsWith(`${key} `)) tier = TIER.exactName;
  else if (wholeNames(column).includes(key)) tier = TIER.exactOtherName;
  else if (column.startsWith(key)) tier = TIER.namePrefix;
  else if (column.includes(` ${key}`)) tier = TIER.wordPrefix;
  // Too short a key inside a word would match most of the list ("ㅁ", "아" → "a").
  else if (key.length >= SUBSTRING_MIN_LENGTH && column.includes(key)) tier = TIER.partial;
  return tier === null ? null : tier + closeness;
}

const wholeNames = (column: string) => column.split(` ${SEARCH_PARTS_MARKER} `, 1)[0]!.split(' ');

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

/** How much of the query's trigrams the word holds (pg_trgm's word similarity, for one word). */
function wordSimilarity(query: Set<string>, word: string): number {
  let shared = 0;
  for (const trigram of trigrams(word)) if (query.has(trigram)) shared += 1;
  return shared / query.size;
}

function nearSpellingRank(entry: Entry, key: string, query: Set<string>): number | null {
  const threshold = key.length >= FUZZY_LONG_LENGTH ? FUZZY_THRESHOLD : FUZZY_SHORT_THRESHOLD;
  const best = Math.max(0, ...entry.words.map((word) => wordSimilarity(query, word)));
  return best >= threshold ? TIER.nearSpelling + best / 2 : null;
}

/**
 * The species matching the text, best first: the Korean name exactly, then its start, then the
 * start of another name (an alias, the botanical or English name), then any part of one, then
 * near spellings (산세비에리아 → 산세베리아). Ties go to the shorter own name, then `tieBreak`.
 */
export function searchSpeciesList(
  text: string,
  tieBreak: (a: Species, b: Species) => number,
): Species[] {
  const initials = isInitialsQuery(text);
  const key = initials ? encodeSearchInitials(text) : encodeSearchKey(text);
  if (!key) return [];
  const fuzzy = !initials && key.length >= FUZZY_MIN_LENGTH;
  const query = trigrams(key);
  const ranked: { species: Species; rank: number }[] = [];
  for (const entry of ENTRIES) {
    const rank =
      writtenRank(initials ? entry.initials : entry.text, key) ??
      (fuzzy ? nearSpellingRank(entry, key, query) : null);
    if (rank !== null) ranked.push({ species: entry.species, rank });
  }
  return ranked
    .sort((a, b) => b.rank - a.rank || tieBreak(a.species, b.species))
    .map((r) => r.species);
}
