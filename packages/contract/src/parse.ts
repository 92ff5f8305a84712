import { INT4_MAX, METADATA_ID_RANGE } from './constants.ts';

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

/** A route id (orderId, productId …): a positive integer (spec §5) that fits an int4 column. */
export function parseRouteId(value: unknown): number | undefined {
  const parsed = parseIntLike(value);
  return parsed !== undefined && parsed >= 1 && parsed <= INT4_MAX ? parsed : undefined;
}

/**
 * NUL and the other C0 control characters (and DEL), but not tab, line feed or carriage return:
 * PostgreSQL refuses NUL in text, and no field of ours means any of them (decision 0030).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Parsed JSON, query or form: not a Buffer, stream or other object a parser may hand over. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // A query string parser's result may sit on a bare prototype of its own (fast-querystring).
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Whether one text holds a character no input may carry. */
export function hasForbiddenControl(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

/**
 * Whether any string in a parsed input (query, params, JSON body: values and keys, at any depth)
 * holds a forbidden control character. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function inputHasForbiddenControl(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasForbiddenControl(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenControl(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The parts of a list parameter, however it came: a comma-separated string ('7, 8'), an array of
 * such strings or of values (the router writes arrays), or one value. String parts are trimmed and
 * empty ones dropped; an absent value has no parts.
 */
export function listParts(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v: unknown) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [v],
  );
}

/**
 * Metadata ids 1…100 (spec §5): a comma-separated string, an array of numbers or digit strings,
 * or a single number. `undefined` when absent, `null` when any id breaks the rule.
 */
export function parseMetadataIds(value: unknown): number[] | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const ids: number[] = [];
  for (const part of listParts(value)) {
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
