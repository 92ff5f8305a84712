import { encodeSearchInitials, encodeSearchKey, isInitialsQuery, products } from '@chorok/db';
import { sql, type SQL } from 'drizzle-orm';

/** The search part of a product list query: which rows match, and how well (higher is better). */
export interface ProductSearch {
  where: SQL;
  rank: SQL<number>;
}

/**
 * Below this many letters of the encoded query a substring has no trigram of its own for the
 * index to look up, and would match most of the catalogue anyway ("ㅁ", "아" → "a"): such a query
 * matches the start of a name instead.
 */
export const SUBSTRING_MIN_LENGTH = 3;
/** Shorter queries (two syllables) are matched only as written: near spellings of 고무 are noise. */
export const FUZZY_MIN_LENGTH = 6;
/**
 * Word similarity a near spelling needs: 산세비에리아 → 산세베리아 scores 0.64, 스킨답스스 →
 * 스킨답서스 0.69, "monstrea" → "monstera" 0.56, 자동차 → any plant 0. A short query has few
 * trigrams, so one shared syllable would already reach NEAR_SPELLING_THRESHOLD (0.5); below
 * FUZZY_LONG_LENGTH letters it needs this higher bar.
 */
export const FUZZY_SHORT_THRESHOLD = 0.6;
export const FUZZY_LONG_LENGTH = 8;

/**
 * Relevance tiers, best first. The fraction added to a tier orders within it: shorter names
 * first among written matches, more similar first among near spellings.
 */
const TIER = { exactName: 5, namePrefix: 4, otherNamePrefix: 3, partial: 2, nearSpelling: 1 };

// The encoded keys hold only [a-z0-9], so these never occur in them; escaped all the same, so a
// `%` or `_` that reached a pattern would still only match itself.
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchColumn = typeof products.searchText | typeof products.searchInitials;

const tier = (value: number) => sql.raw(String(value));

/**
 * Which rows hold the key as written, and how well: `column` is one name per word, the
 * product's own name first (see productSearchKeys). `otherwise` ranks the rows the written tiers
 * do not cover.
 */
function writtenMatch(column: SearchColumn, key: string, otherwise: SQL) {
  const escaped = escapeLike(key);
  const substring = key.length >= SUBSTRING_MIN_LENGTH;
  const where = substring
    ? sql`${column} like ${`%${escaped}%`}`
    : sql`(${column} like ${`${escaped}%`} or ${column} like ${`% ${escaped}%`})`;
  // Within a tier, the shorter the product's own name, the closer the match (몬스테라 before
  // 몬스테라 알보 바리에가타 for 몬스).
  const shorterFirst = sql`1.0 / (2 + length(split_part(${column}, ' ', 1)))`;
  const rank = sql<number>`(case
    when ${column} = ${key} or ${column} like ${`${escaped} %`} then ${tier(TIER.exactName)} + ${shorterFirst}
    when ${column} like ${`${escaped}%`} then ${tier(TIER.namePrefix)} + ${shorterFirst}
    when ${column} like ${`% ${escaped}%`} then ${tier(TIER.otherNamePrefix)} + ${shorterFirst}
    when ${column} like ${`%${escaped}%`} then ${tier(TIER.partial)} + ${shorterFirst}
    else ${otherwise} end)::float8`;
  return { where, rank };
}

/**
 * Korean product search over the keys of packages/db/src/catalogue/search-keys.ts:
 * - initial consonants (ㅁㅅㅌㄹ, ㅁㅅ) against the names' initials;
 * - anything else, encoded the same way as the stored names, as a substring of any name (몬스 →
 *   몬스테라; 몬스테라 델리 시오사, monstera, snake plant) or, for longer queries, as a near
 *   spelling by pg_trgm word similarity (산세비에리아 → 산세베리아, 스킨답스스 → 스킨답서스).
 * Ranked: the product's own name exactly, then its name's start, then the start of another name
 * (alias, botanical, English), then any part of a name, then near spellings.
 * Null when there is nothing to search for; a query of only punctuation (`%`, `_`) matches nothing.
 */
export function productSearch(text: string): ProductSearch | null {
  if (!text.trim()) return null;
  const initials = isInitialsQuery(text);
  const key = initials ? encodeSearchInitials(text) : encodeSearchKey(text);
  if (!key) return { where: sql`false`, rank: sql<number>`0::float8` };

  if (initials) return writtenMatch(products.searchInitials, key, tier(TIER.partial));

  const column = products.searchText;
  const similarity = sql`word_similarity(${key}, ${column})`;
  const written = writtenMatch(column, key, sql`${tier(TIER.nearSpelling)} + 0.99 * ${similarity}`);
  if (key.length < FUZZY_MIN_LENGTH) return written;
  // `<%` is what the trigram index serves, at the session's pg_trgm.word_similarity_threshold
  // (NEAR_SPELLING_THRESHOLD, set by @chorok/db on every connection); short queries add their
  // stricter bar on top.
  const near =
    key.length >= FUZZY_LONG_LENGTH
      ? sql`${key} <% ${column}`
      : sql`(${key} <% ${column} and ${similarity} >= ${FUZZY_SHORT_THRESHOLD})`;
  return { where: sql`(${written.where} or ${near})`, rank: written.rank };
}
