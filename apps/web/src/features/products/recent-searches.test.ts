import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from '@/features/products/recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, trimmed, without duplicates', () => {
    addRecentSearch('몬스테라');
    addRecentSearch('  스투키 ');
    addRecentSearch('몬스테라');
    addRecentSearch('   ');
    expect(readRecentSearches()).toEqual(['몬스테라', '스투키']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '')).toEqual([
      '몬스테라',
      '스투키',
    ]);
  });

  it('remembers at most ten', () => {
    for (let i = 1; i <= 12; i += 1) addRecentSearch(`식물 ${i}`);
    const list = readRecentSearches();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('식물 12');
    expect(list.at(-1)).toBe('식물 3');
  });

  it('removes one and clears all', () => {
    addRecentSearch('a');
    addRecentSearch('b');
    addRecentSearch('c');
    removeRecentSearch('b');
    expect(readRecentSearches()).toEqual(['c', 'a']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, '', null]));
    expect(readRecentSearches()).toEqual(['ok']);
  });

  it('returns the same array while nothing changed (a stable external store)', () => {
    addRecentSearch('a');
    expect(readRecentSearches()).toBe(readRecentSearches());
  });
});
