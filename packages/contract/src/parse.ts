import { METADATA_ID_RANGE } from './constants.ts';

/*
 * The contract's value rules as plain functions, for the browser's first load, which carries no
 * zod (decision 0008): route ids and search params. The schemas in common.ts apply the same rules
 * on the server; parse.test.ts holds both to the same answers.
 */

/** A safe integer, as a number or as a string of digits with an optional minus (spaces trimmed). */
export function parseIntLike(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** A route id (orderId, productId …): a positive integer (spec §5). */
export function parseRouteId(value: unknown): number | undefined {
  const parsed = parseIntLike(value);
  return parsed !== undefined && parsed >= 1 ? parsed : undefined;
}

/**
 * Metadata ids 1…100 (spec §5): a comma-separated string, an array of numbers or digit strings,
 * or a single number. `undefined` when absent, `null` when any id breaks the rule.
 */
export function parseMetadataIds(value: unknown): number[] | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v: unknown) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [v],
  );
  const ids: number[] = [];
  for (const part of parts) {
    const id = typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part;
    if (
      typeof id !== 'number' ||
      !Number.isInteger(id) ||
      id < METADATA_ID_RANGE.min ||
      id > METADATA_ID_RANGE.max
    )
      return null;
    ids.push(id);
  }
  return ids;
}
