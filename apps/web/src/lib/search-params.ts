import { parseIntLike, safeRedirectPath } from '@chorok/contract';

/*
 * Building blocks for `validateSearch`, without zod: route definitions are part of the first load
 * (decision 0008). The router JSON-parses each search value, so numbers may arrive as numbers or
 * as digit strings, and text that looks numeric arrives as a number. A value breaking its rule is
 * explained at once (RouteSearchError: the route's error screen offers the page without it), or,
 * on the return addresses of providers and redirects, read as absent (decision 0024).
 */

/**
 * Search params of the address that break their route's rules: shown to the visitor as a bad
 * address with the way to the page without them, never sent on to the API nor reported.
 */
export class RouteSearchError extends Error {
  override readonly name = 'RouteSearchError';
  constructor(readonly keys: readonly string[]) {
    super(`Invalid search params: ${keys.join(', ')}`);
  }
}

/** The router wraps a failed `validateSearch` in its own SearchParamError, with ours as the cause. */
export function routeSearchErrorOf(error: unknown): RouteSearchError | null {
  if (error instanceof RouteSearchError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof RouteSearchError ? cause : null;
}

/** One search param: the value the router handed over → the value, or undefined. */
export type SearchField<T> = (value: unknown) => T | undefined;

type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never;
};

/** A route's search params: `parse` is what the router calls (and what tests call). */
export interface SearchSchema<T> {
  parse(search: Record<string, unknown>): T;
}

/** Not given: absent, or empty (`?q=`, `?q=%20`). */
const isBlank = (raw: unknown) =>
  raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/**
 * The search schema of `fields`. A value given (not empty) that breaks its field's rule throws
 * RouteSearchError, or with `whenInvalid: 'drop'` reads as absent. Every field is in the result,
 * undefined when absent: the router merges a route's result over the raw params, so a key left out
 * would let the raw value (`?sort=zzz`, `?metadataIds=abc`) through to the screen and the API.
 */
export function searchSchema<F extends Record<string, SearchField<unknown>>>(
  fields: F,
  { whenInvalid = 'explain' }: { whenInvalid?: 'explain' | 'drop' } = {},
): SearchSchema<SearchOf<F>> {
  return {
    parse(search) {
      const result: Record<string, unknown> = {};
      const invalid: string[] = [];
      for (const [key, field] of Object.entries(fields)) {
        const raw = search[key];
        result[key] = field(raw);
        if (result[key] === undefined && !isBlank(raw)) invalid.push(key);
      }
      if (invalid.length > 0 && whenInvalid === 'explain') throw new RouteSearchError(invalid);
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

/**
 * A path on this site by the contract's one redirect rule (`?redirect=` of sign-in and the
 * agreement screen), normalised; anything else, absent.
 */
export const searchSitePath = searchRefine(
  searchText,
  (text) => safeRedirectPath(text) ?? undefined,
);
