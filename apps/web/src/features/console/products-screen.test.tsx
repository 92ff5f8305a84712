import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProductsScreen } from '@/features/console/products-screen';
import {
  productListQuery,
  readProductsSearch,
  type ProductsSearch,
} from '@/features/console/search';
import { adminProductRow } from '@/test/fixtures/console';
import { type ApiRequest, okList, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

function Harness({ initial }: { initial: ProductsSearch }) {
  const [search, setSearch] = useState(initial);
  return <ProductsScreen search={search} onSearch={setSearch} />;
}

const queryOf = (call: ApiRequest | undefined) =>
  Object.fromEntries(call ? [...call.url.searchParams] : []);

async function open(initial: ProductsSearch = {}, rows = [adminProductRow()]) {
  useAuthStore.getState().signIn('token', 'demo');
  const api = serveApi('GET', '/admin/products', okList(rows, rows.length));
  await renderWithRouter(<Harness initial={initial} />, { entries: ['/admin/products'] });
  await screen.findByRole('table');
  return api;
}

describe('the products search', () => {
  it('reads the address, dropping what breaks its rule', () => {
    expect(
      readProductsSearch({ q: '몬', status: 'SOLD', category: 'POT', stock: 'LOW', page: '2' }),
    ).toEqual({ q: '몬', category: 'POT', stock: 'LOW', page: 2 });
    expect(productListQuery({ q: '  ', page: 3 })).toEqual({ page: 3 });
  });
});

describe('the product list', () => {
  it('asks for what the address says', async () => {
    const api = await open({
      q: ' 몬스 ',
      status: 'ON_SALE',
      category: 'PLANT',
      stock: 'LOW',
      page: 2,
    });
    expect(queryOf(api.calls[0])).toEqual({
      page: '2',
      q: '몬스',
      status: 'ON_SALE',
      category: 'PLANT',
      stock: 'LOW',
    });
  });

  it('a chip, the category, the stock and the words each ask again from page 1', async () => {
    const api = await open({ page: 3 });

    fireEvent.click(screen.getByRole('button', { name: '품절' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(queryOf(api.calls[1])).toEqual({ page: '1', status: 'OUT_OF_STOCK' });

    fireEvent.change(screen.getByRole('combobox', { name: '분류' }), { target: { value: 'POT' } });
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(queryOf(api.calls[2])).toEqual({ page: '1', status: 'OUT_OF_STOCK', category: 'POT' });

    fireEvent.change(screen.getByRole('combobox', { name: '재고' }), { target: { value: 'OUT' } });
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(queryOf(api.calls[3])).toMatchObject({ category: 'POT', stock: 'OUT' });

    fireEvent.input(screen.getByRole('searchbox', { name: '상품 검색' }), {
      target: { value: 'Monstera' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(queryOf(api.calls[4])).toEqual({
      page: '1',
      status: 'OUT_OF_STOCK',
      category: 'POT',
      stock: 'OUT',
      q: 'Monstera',
    });

    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(api.calls).toHaveLength(6));
    expect(queryOf(api.calls[5])).toEqual({
      page: '1',
      category: 'POT',
      stock: 'OUT',
      q: 'Monstera',
    });
  });

  it('shows each product: name (to its form), category, status, prices, stock and waiting', async () => {
    await open({}, [
      adminProductRow(),
      adminProductRow({
        id: 8,
        name: '토분 3호',
        category: 'POT',
        stock: 0,
        status: 'OUT_OF_STOCK',
        price: 9_000,
        salePrice: 9_000,
        restockWaiting: 0,
      }),
      adminProductRow({ id: 9, name: '분갈이 흙', category: 'SOIL', stock: 40, status: 'PENDING' }),
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, first, second, third] = rows.map((row) => row.textContent ?? '');
    expect(first).toContain('몬스테라 델리시오사');
    expect(first).toContain('식물');
    expect(first).toContain('판매 중');
    expect(first).toContain('28,800원');
    expect(first).toContain('32,000원');
    expect(first).toContain('3개 · 적음');
    expect(first).toContain('알림 대기 4명');
    expect(second).toContain('품절');
    expect(second).toContain('0개 · 품절');
    expect(second).toContain('9,000원');
    expect(third).toContain('출시 예정');
    expect(third).toContain('40개');
    expect(third).not.toContain('적음');
    expect(
      within(rows[1]!).getByRole('link', { name: '몬스테라 델리시오사' }).getAttribute('href'),
    ).toBe('/admin/products/7');
    // The phone's cards say the same.
    const cards = screen.getByRole('list', { name: '상품 목록' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /상품 등록/ }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
  });
});
