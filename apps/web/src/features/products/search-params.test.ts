import { describe, expect, it } from 'vitest';
import { RouteSearchError } from '@/lib/search-params';
import {
  AllProductsSearch,
  ProductListSearch,
  ProductSearchSearch,
  filtersOf,
  metadataIdsParam,
} from '@/features/products/search-params';

const parse = <T>(
  schema: { parse: (v: Record<string, unknown>) => T },
  value: Record<string, unknown>,
) => schema.parse(value);

describe('product list search params', () => {
  it('reads metadataIds as a number, a comma-separated string or an array', () => {
    expect(parse(ProductListSearch, { metadataIds: 3 })).toEqual({ metadataIds: [3] });
    expect(parse(ProductListSearch, { metadataIds: '1,5, 12' })).toEqual({
      metadataIds: [1, 5, 12],
    });
    expect(parse(ProductListSearch, { metadataIds: [2, '7'] })).toEqual({ metadataIds: [2, 7] });
    expect(parse(ProductListSearch, {})).toEqual({ metadataIds: undefined });
  });

  it('refuses ids outside 1…100 or not numbers: the route explains rather than guesses', () => {
    for (const metadataIds of ['0,5', 101, 'abc', 0, { a: 1 }, null])
      expect(() => parse(ProductListSearch, { metadataIds })).toThrow(RouteSearchError);
    // Empty is none, not a bad value.
    expect(parse(ProductListSearch, { metadataIds: '' })).toEqual({ metadataIds: undefined });
  });

  it('accepts only the offered orders on /products/all', () => {
    expect(parse(AllProductsSearch, { sort: 'PRICE_DESC' }).sort).toBe('PRICE_DESC');
    expect(() => parse(AllProductsSearch, { sort: 'CHEAPEST' })).toThrow(RouteSearchError);
    // Another route's param (?page=abc) is not this route's business.
    expect(parse(AllProductsSearch, { page: 'abc' })).toEqual({
      metadataIds: undefined,
      sort: undefined,
    });
  });

  it('trims the search text, treats blank as none and keeps numbers as text', () => {
    expect(parse(ProductSearchSearch, { q: '  몬스테라 ' }).q).toBe('몬스테라');
    expect(parse(ProductSearchSearch, { q: '   ' }).q).toBeUndefined();
    expect(parse(ProductSearchSearch, { q: 1004 }).q).toBe('1004');
    expect(parse(ProductSearchSearch, { q: 'ㄱ'.repeat(80) }).q).toHaveLength(50);
  });

  it('writes ids back sorted, and turns params into list filters', () => {
    expect(metadataIdsParam([12, 3])).toEqual([3, 12]);
    expect(metadataIdsParam([])).toBeUndefined();
    expect(filtersOf({ metadataIds: [3], sort: 'PRICE_DESC' })).toEqual({
      metadataIds: [3],
      sort: 'PRICE',
      orderDirection: -1,
    });
    expect(filtersOf({ q: '산세베리아' })).toEqual({
      metadataIds: undefined,
      search: '산세베리아',
    });
  });
});
