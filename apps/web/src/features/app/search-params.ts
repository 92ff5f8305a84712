import * as z from 'zod/mini';

/**
 * Building blocks for `validateSearch`. The router JSON-parses each search value, so numbers may
 * arrive as numbers or as digit strings, and text that looks numeric arrives as a number.
 */
export const SearchText = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);
export const SearchInt = z.pipe(
  z.union([
    z.number(),
    z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/)), z.transform(Number)),
  ]),
  z.int(),
);
