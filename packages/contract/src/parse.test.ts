import { describe, expect, it } from 'vitest';
import { MetadataIds, RouteId } from './common.ts';
import { parseIntLike, parseMetadataIds, parseRouteId } from './parse.ts';

/** Inputs a URL, a router's JSON parsing or a hand-edited link can produce. */
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '0',
  '1',
  ' 7 ',
  '-3',
  '12a',
  '1.5',
  '1e3',
  '0x10',
  '００７',
  '9007199254740993',
  0,
  1,
  42,
  100,
  101,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  {},
  [],
  ['1'],
  [1, '2'],
  ['1,2', 3],
  '1,5',
  '1, 5,',
  ',',
  '1,,2',
  '1,abc',
  '0,1',
  [101],
  [1.5],
  [null],
  [[1]],
];

describe('plain parsers agree with the contract schemas', () => {
  it.each(VALUES.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'route id %s',
    (_label, value) => {
      const schema = RouteId().safeParse(value);
      expect(parseRouteId(value)).toEqual(schema.success ? schema.data : undefined);
    },
  );

  it.each(VALUES.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'metadata ids %s',
    (_label, value) => {
      const schema = MetadataIds.safeParse(value);
      expect(parseMetadataIds(value)).toEqual(schema.success ? schema.data : null);
    },
  );
});

describe('parseIntLike', () => {
  it('takes integers and digit strings, trimmed, and nothing else', () => {
    expect(parseIntLike(' -12 ')).toBe(-12);
    expect(parseIntLike(3)).toBe(3);
    expect(parseIntLike('3.0')).toBeUndefined();
    expect(parseIntLike(3.5)).toBeUndefined();
    expect(parseIntLike('')).toBeUndefined();
  });
});
