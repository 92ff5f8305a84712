import { useEffect, useRef } from 'react';

/** Codes and tokens in sign-in links are single-use: remember which were spent in this page's life. */
const spent = new Set<string>();

/**
 * Run `effect` once per `key` for the whole page (not per mount): StrictMode's double effects and
 * a remount must not send a single-use code twice. A null key runs nothing.
 */
export function useOncePerKey(key: string | null | undefined, effect: () => void) {
  const effectRef = useRef(effect);
  useEffect(() => {
    effectRef.current = effect;
  });
  useEffect(() => {
    if (!key || spent.has(key)) return;
    spent.add(key);
    effectRef.current();
  }, [key]);
}
