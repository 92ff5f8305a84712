import { useSyncExternalStore } from 'react';

/** Where the device keeps the shopper's recent searches, newest first. */
export const RECENT_SEARCHES_KEY = 'chorok-recent-searches';
export const RECENT_SEARCHES_MAX = 10;

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, embedded views): then nothing is remembered.
    return null;
  }
}

/** The stored list; anything unreadable counts as empty. Same array while the stored text is unchanged. */
export function readRecentSearches(): readonly string[] {
  const raw = storage()?.getItem(RECENT_SEARCHES_KEY) ?? null;
  if (raw === cache.raw) return cache.list;
  let list: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      list = parsed
        .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
        .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    list = EMPTY;
  }
  cache = { raw, list };
  return list;
}

function write(list: readonly string[]) {
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage only means this search is not remembered.
  }
  for (const listener of listeners) listener();
}

/** `text` first, without an earlier copy of it, keeping at most ten. */
export function addRecentSearch(text: string) {
  const term = text.trim();
  if (!term) return;
  write([term, ...readRecentSearches().filter((x) => x !== term)].slice(0, RECENT_SEARCHES_MAX));
}

export function removeRecentSearch(text: string) {
  write(readRecentSearches().filter((x) => x !== text));
}

export function clearRecentSearches() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, kept in step with every change on this device. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, readRecentSearches, () => EMPTY);
  return {
    list,
    add: addRecentSearch,
    remove: removeRecentSearch,
    clear: clearRecentSearches,
  };
}
