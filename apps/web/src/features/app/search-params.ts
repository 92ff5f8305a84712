import { parseIntLike } from '@chorok/contract';

/*
 * Building blocks for `validateSearch`, without zod: route definitions are part of the first load
 * (decision 0008). The router JSON-parses each search value, so numbers may arrive as numbers or
 * as digit strings, and text that looks numeric arrives as a number. A value breaking its rule
 * reads as absent: a stale or hand-edited link still opens the screen, never an error.
 */

/** One search param: the value the router handed over → the value, or undefined. */
export type SearchField<T> = (value: unknown) => T | undefined;

type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never;
};

/** A route's search params: `parse` is what the router calls (and what tests call). */
export interface SearchSchema<T> {
  parse(search: Record<string, unknown>): T;
}

/** The search schema of `fields`; absent and invalid values are left out of the result. */
export function searchSchema<F extends Record<string, SearchField<unknown>>>(
  fields: F,
): SearchSchema<SearchOf<F>> {
  return {
    parse(search) {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const value = field(search[key]);
        if (value !== undefined) result[key] = value;
      }
      return result as SearchOf<F>;
    },
  };
}

/** Text, or a number the router parsed out of text (`?q=1004`). */
export const searchText: SearchField<string> = (value) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** A safe integer, as a number or as digits. */
export const searchInt: SearchField<number> = parseIntLike;

/** A boolean, or `true`/`false`/`1`/`0` as text. */
export const searchBoolean: SearchField<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
};

/** One of `options`, exactly. */
export const searchOneOf =
  <const T extends string>(options: readonly T[]): SearchField<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : undefined;

/** `field`, then `rule` on its value. */
export const searchRefine =
  <T, U>(field: SearchField<T>, rule: (value: T) => U | undefined): SearchField<U> =>
  (value) => {
    const parsed = field(value);
    return parsed === undefined ? undefined : rule(parsed);
  };

/** A path on this site (`?redirect=` of sign-in and the agreement screen); anything else, absent. */
export const searchSitePath = searchRefine(searchText, (text) =>
  text.startsWith('/') ? text : undefined,
);
