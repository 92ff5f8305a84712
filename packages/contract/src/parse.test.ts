import { describe, expect, it } from 'vitest';
import { MetadataIds, RouteId } from './common.ts';
import {
  listParts,
  hasForbiddenControl,
  inputHasForbiddenControl,
  parseIntLike,
  parseMetadataIds,
  parseRouteId,
} from './parse.ts';

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
  '2147483647',
  '2147483648',
  2_147_483_647,
  2_147_483_648,
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

describe('listParts', () => {
  it('reads a list parameter as a string, an array or one value', () => {
    expect(listParts(' 7:2 , 8:1,')).toEqual(['7:2', '8:1']);
    expect(listParts(['12,13', 14])).toEqual(['12', '13', 14]);
    expect(listParts(12)).toEqual([12]);
    expect(listParts('')).toEqual([]);
    expect(listParts(undefined)).toEqual([]);
    expect(listParts(null)).toEqual([]);
  });
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

describe('control characters in input (decision 0030)', () => {
  it.each(['\u0000', 'a\u0000', '\u0001', '\u001b[31m', '\u007f', '\u000b', '\u000c'])(
    'refuses %j',
    (text) => expect(hasForbiddenControl(text)).toBe(true),
  );
  it.each(['', '식물 🌱', 'a\tb', 'line\nline', 'crlf\r\n', '\u0080', '\u202e'])(
    'keeps %j',
    (text) => expect(hasForbiddenControl(text)).toBe(false),
  );

  it('looks into values and keys at any depth, without recursion', () => {
    expect(inputHasForbiddenControl({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(inputHasForbiddenControl({ 'k\u0000': 1 })).toBe(true);
    expect(inputHasForbiddenControl(Object.assign(Object.create(null), { q: '\u0000' }))).toBe(
      true,
    );
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(inputHasForbiddenControl(deep)).toBe(true);
    expect(inputHasForbiddenControl({ a: ['fine', 1, null, true], b: { c: '\t' } })).toBe(false);
  });

  it('leaves bytes and streams alone', () => {
    expect(inputHasForbiddenControl(Buffer.from([0, 1, 2]))).toBe(false);
    expect(inputHasForbiddenControl(new Uint8Array([0]))).toBe(false);
  });
});
