import { describe, expect, it } from 'vitest';
import { BodyId, MetadataIds, PagingQuery, RouteId } from './common.ts';
import { MESSAGES } from './messages.ts';

describe('PagingQuery (spec §5)', () => {
  it('defaults to page 1, perPage 20, orderDirection 1', () => {
    expect(PagingQuery.parse({})).toEqual({ page: 1, perPage: 20, orderDirection: 1 });
  });
  it('accepts numbers and numeric strings, orderDirection as number or string', () => {
    expect(PagingQuery.parse({ page: '3', perPage: 10000, orderDirection: '-1' })).toEqual({
      page: 3,
      perPage: 10000,
      orderDirection: -1,
    });
    expect(PagingQuery.parse({ orderDirection: -1 }).orderDirection).toBe(-1);
  });
  it.each([
    { page: 0 },
    { page: '1.5' },
    { page: 'abc' },
    { perPage: 10001 },
    { perPage: 0 },
    { orderDirection: 0 },
    { orderDirection: '2' },
  ])('rejects %o', (input) => expect(PagingQuery.safeParse(input).success).toBe(false));
});

describe('MetadataIds', () => {
  it('takes a comma string, an array, or repeated params', () => {
    expect(MetadataIds.parse('1,2, 100')).toEqual([1, 2, 100]);
    expect(MetadataIds.parse(['3', '4'])).toEqual([3, 4]);
    expect(MetadataIds.parse([5, 6])).toEqual([5, 6]);
    expect(MetadataIds.parse('')).toBeUndefined();
  });
  it.each(['0', '101', 'a', '1,x', [1.5]])('rejects %o with the spec message', (input) => {
    const result = MetadataIds.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.metadataList);
  });
});

describe('RouteId', () => {
  it('parses positive integers from strings', () => expect(RouteId().parse('42')).toBe(42));
  it('accepts the largest int4', () => expect(RouteId().parse('2147483647')).toBe(2_147_483_647));
  it.each(['abc', '0', '-1', '1e3', '4.2', '2147483648', '99999999999999999999'])(
    'rejects %s',
    (v) => {
      const result = RouteId().safeParse(v);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidId);
    },
  );
});

describe('BodyId', () => {
  it.each([1, 2_147_483_647])('accepts %s', (v) => expect(BodyId().parse(v)).toBe(v));
  it.each([0, -1, 1.5, 2_147_483_648, 2 ** 53, '1'])('rejects %s', (v) =>
    expect(BodyId().safeParse(v).success).toBe(false),
  );
});
