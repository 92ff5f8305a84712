import { useEffect, useState } from 'react';

/**
 * Whole seconds until each of the given moments (ISO times; null → 0). One timer ticks every
 * second while the caller is mounted, so a deadline that arrives later is counted from a `now`
 * at most a second old.
 */
export function useSecondsLeft<T extends (string | null)[]>(
  ...deadlines: T
): { [K in keyof T]: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return deadlines.map((d) => (d ? Math.max(0, Math.ceil((Date.parse(d) - now) / 1_000)) : 0)) as {
    [K in keyof T]: number;
  };
}

/** 179 → '02:59'. */
export function mmss(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${String(m).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
