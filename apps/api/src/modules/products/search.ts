import { normalizeSearchText, products } from '@chorok/db';
import { sql, type SQL } from 'drizzle-orm';

/** The search part of a product list query: which rows match, and how well (higher is better). */
export interface ProductSearch {
  where: SQL;
  rank: SQL<number>;
}

const ONLY_INITIALS = /^[ㄱ-ㅎ]+$/;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Partial words and initial consonants. (The search work replaces this with trigram matching that
 * also forgives spacing and typos; the signature stays.)
 */
export function productSearch(text: string): ProductSearch | null {
  const normalized = normalizeSearchText(text);
  if (!normalized) return null;
  const pattern = `%${escapeLike(normalized)}%`;
  const column = ONLY_INITIALS.test(normalized) ? products.searchInitials : products.searchText;
  return {
    where: sql`${column} like ${pattern}`,
    rank: sql<number>`case when ${column} like ${`${escapeLike(normalized)}%`} then 2 else 1 end`,
  };
}
