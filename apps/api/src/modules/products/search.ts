import { products } from '@chorok/db';
import { encodeSearchInitials, encodeSearchKey, isInitialsQuery } from '@chorok/catalogue';
import { sql, type SQL } from 'drizzle-orm';

/** The search part of a product list query: which rows match, and how well (higher is better). */
export interface ProductSearch {
  where: SQL;
  rank: SQL<number>;
}

/**
 * Below this many letters of the encoded query a substring has no trigram of its own for the
 * index to look up, and would match most of the catalogue anyway ("ㅁ", "아" → "a"): such a query
 * matches the start of a word instead.
 */
export const SUBSTRING_MIN_LENGTH = 3;
/** Shorter queries (two syllables) are matched only as written: near spellings of 고무 are noise. */
export const FUZZY_MIN_LENGTH = 6;
/**
 * How much of the query's trigrams a stored word must hold (pg_trgm word similarity) to count as
 * its near spelling: 산세비에리아 → 산세베리아 0.64, 스킨답스스 → 스킨답서스 0.69, 몬스테로 →
 * 몬스테라 0.8, "monstrea" → "monstera" 0.56 (plain similarity, which also counts the word's own
 * trigrams, gives a swapped pair of letters only 0.38); 자동차 → "jade" 0.38. A short query has few
 * trigrams, so one shared syllable would already reach that; below FUZZY_LONG_LENGTH letters it
 * needs more.
 */
export const FUZZY_THRESHOLD = 0.55;
export const FUZZY_SHORT_THRESHOLD = 0.6;
export const FUZZY_LONG_LENGTH = 8;
/** The closest words taken as near spellings of one query; more would be noise. */
export const FUZZY_MAX_WORDS = 32;

/**
 * Relevance tiers, best first. The fraction added to a tier orders within it: the shorter the
 * product's own name, the closer the match (몬스테라 before 몬스테라 알보 바리에가타 for 몬스).
 */
const TIER = { exactName: 5, namePrefix: 4, wordPrefix: 3, partial: 2, nearSpelling: 1 };
const tier = (value: number) => sql.raw(String(value));

// The encoded keys hold only [a-z0-9], so these never occur in them; escaped all the same, so a
// `%` or `_` that reached a pattern would still only match itself.
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchColumn = typeof products.searchText | typeof products.searchInitials;

/**
 * The rows holding the key as written, and the rank of any row: `column` is words separated by
 * spaces, the product's own name first (see productSearchKeys). Rows no written tier covers rank
 * `otherwise`. When that is the partial tier (every row the search finds holds the key as written)
 * the partial test is left out: the rank is computed for every match, and that one string search
 * was about 7 % of a search's time on 6,000 matches.
 */
function writtenMatch(column: SearchColumn, key: string, otherwise: number) {
  const escaped = escapeLike(key);
  const where =
    key.length >= SUBSTRING_MIN_LENGTH
      ? sql`${column} like ${`%${escaped}%`}`
      : sql`(${column} like ${`${escaped}%`} or ${column} like ${`% ${escaped}%`})`;
  // Plain string tests and float arithmetic: the rank is computed for every matching row.
  const firstWordLength = sql`coalesce(nullif(strpos(${column}, ' '), 0), length(${column}) + 1)`;
  const rank = sql<number>`(case
    when ${column} = ${key} or starts_with(${column}, ${`${key} `}) then ${tier(TIER.exactName)}
    when starts_with(${column}, ${key}) then ${tier(TIER.namePrefix)}
    when strpos(${column}, ${` ${key}`}) > 0 then ${tier(TIER.wordPrefix)}
    ${otherwise === TIER.partial ? sql`` : sql`when strpos(${column}, ${key}) > 0 then ${tier(TIER.partial)}`}
    else ${tier(otherwise)} end + 1 / (1 + ${firstWordLength}::float8))`;
  return { where, rank };
}

/**
 * Rows holding a near spelling of the key as one of their words. The words are looked up once per
 * query in product_search_words (a few thousand distinct words, trigram-indexed; migration 0003),
 * then the products holding any of them through the index on their word arrays — never by
 * comparing the query with each product's keys.
 */
function nearSpellings(key: string): SQL {
  const threshold = key.length >= FUZZY_LONG_LENGTH ? FUZZY_THRESHOLD : FUZZY_SHORT_THRESHOLD;
  // `%` (similarity ≥ pg_trgm.similarity_threshold, 0.3 unless changed) picks the candidates off
  // the index; the threshold above decides. A word holding the key as written is left out: its
  // products already match as written. Closest first.
  const similarity = sql`word_similarity(${key}, word)`;
  const words = sql`array(select word from product_search_words
    where word % ${key} and ${similarity} >= ${threshold} and strpos(word, ${key}) = 0
    order by ${similarity} desc, similarity(word, ${key}) desc, word limit ${FUZZY_MAX_WORDS})`;
  // Written exactly as the index expression (products_search_words_idx), so the index serves it.
  return sql`string_to_array(${products.searchText}, ' ') && ${words}`;
}

/**
 * Korean product search over the keys of packages/catalogue/src/search-keys.ts:
 * - initial consonants (ㅁㅅㅌㄹ, ㅁㅅ) against the names' initials;
 * - anything else, encoded the same way as the stored names, as a substring of any name (몬스 →
 *   몬스테라; 몬스테라 델리 시오사, monstera, snake plant) or, for longer queries, as a near
 *   spelling of a word (산세비에리아 → 산세베리아, 스킨답스스 → 스킨답서스, monstrea).
 * Ranked: the product's own name exactly, then its name's start, then the start of another word
 * (an alias, a part of a name, the botanical or English name), then any part of a word, then near
 * spellings. Null when there is nothing to search for; a query of only punctuation (`%`, `_`)
 * matches nothing.
 */
export function productSearch(text: string): ProductSearch | null {
  if (!text.trim()) return null;
  const initials = isInitialsQuery(text);
  const key = initials ? encodeSearchInitials(text) : encodeSearchKey(text);
  if (!key) return { where: sql`false`, rank: sql<number>`0::float8` };
  if (initials) return writtenMatch(products.searchInitials, key, TIER.partial);

  // A short key is matched only as written: whatever the other tiers leave is a partial match.
  if (key.length < FUZZY_MIN_LENGTH) return writtenMatch(products.searchText, key, TIER.partial);
  const written = writtenMatch(products.searchText, key, TIER.nearSpelling);
  return { where: sql`(${written.where} or ${nearSpellings(key)})`, rank: written.rank };
}
