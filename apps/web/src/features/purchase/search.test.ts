import { describe, expect, it } from 'vitest';
import { PurchaseSearch, itemsParam, parseItems } from '@/features/purchase/search';
import { orderSourceOf } from '@/features/purchase/queries';

describe('/purchase search params', () => {
  it('reads items=<productId>:<qty>, one or several', () => {
    expect(PurchaseSearch.parse({ items: '7:2' })).toEqual({ items: '7:2' });
    expect(parseItems('7:2, 8:1')).toEqual([
      { productId: 7, quantity: 2 },
      { productId: 8, quantity: 1 },
    ]);
    expect(parseItems(['7:2', '8:1'])).toHaveLength(2);
    expect(PurchaseSearch.parse({ items: ' 7:2 ,8:1' })).toEqual({ items: '7:2,8:1' });
    expect(itemsParam([{ productId: 7, quantity: 2 }])).toBe('7:2');
  });

  it.each([['7'], ['7:0'], ['7:100'], ['0:1'], ['7:1,7:2'], ['a:1'], ['7:-1'], [''], [7], [null]])(
    'drops a broken items value (%s)',
    (items) => {
      expect(PurchaseSearch.parse({ items })).toEqual({});
    },
  );

  it('reads cartLineIds as the router writes an array, as a list, or as one number', () => {
    expect(PurchaseSearch.parse({ cartLineIds: [12, 13] })).toEqual({ cartLineIds: [12, 13] });
    expect(PurchaseSearch.parse({ cartLineIds: '12,13,12' })).toEqual({ cartLineIds: [12, 13] });
    expect(PurchaseSearch.parse({ cartLineIds: 12 })).toEqual({ cartLineIds: [12] });
    expect(PurchaseSearch.parse({ cartLineIds: [12, 0] })).toEqual({});
    expect(
      PurchaseSearch.parse({ cartLineIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
    ).toEqual({});
  });

  it('orders cart lines before items, and nothing without either', () => {
    expect(orderSourceOf({ cartLineIds: [1], items: '7:2' })).toEqual({
      kind: 'cart',
      cartLineIds: [1],
    });
    expect(orderSourceOf({ items: '7:2' })).toEqual({
      kind: 'direct',
      items: [{ productId: 7, quantity: 2 }],
    });
    expect(orderSourceOf({})).toEqual({ kind: 'none' });
    expect(PurchaseSearch.parse({ addressForm: 'new', addressFormX: 1 })).toEqual({
      addressForm: 'new',
    });
    expect(PurchaseSearch.parse({ addressForm: 'edit' })).toEqual({});
  });
});
