import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PRODUCT_FORM_MESSAGES as M } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProductScreen } from '@/features/console/product-screen';
import {
  EMPTY_CARE,
  EMPTY_PRODUCT,
  checkProduct,
  discountOf,
  valuesOf,
} from '@/features/console/product-form-values';
import { adminProduct, productMetadatas } from '@/test/fixtures/console';
import { fail, ok, okList, serveRoutes } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const care = { ...valuesOf(adminProduct()).care };

describe('checkProduct', () => {
  it("sends the contract's body: numbers parsed, care only for a plant", () => {
    const plant = checkProduct({ ...valuesOf(adminProduct()), price: '32,000' });
    expect(plant).toEqual({
      input: expect.objectContaining({
        price: 32_000,
        care: expect.objectContaining({ lightMaxLux: 10_000 }),
      }),
    });
    const pot = checkProduct({
      ...EMPTY_PRODUCT,
      category: 'POT',
      name: '토분',
      price: '9000',
      salePrice: '9000',
      care,
    });
    expect(pot).toEqual({
      input: expect.objectContaining({ care: null, pointsRatePercent: null }),
    });
  });

  it('names each field that breaks a rule by its path', () => {
    const result = checkProduct({
      ...EMPTY_PRODUCT,
      name: '몬스테라',
      price: '10000',
      salePrice: '12000',
      care: { ...EMPTY_CARE, lightMinLux: '5000', lightMaxLux: '100' },
    });
    expect(result).toEqual({
      errors: expect.objectContaining({
        salePrice: M.salePrice,
        'care.lightMaxLux': M.lux,
        'care.wateringFrequency': M.frequency,
        'care.difficulty': M.care,
      }),
    });
    expect(discountOf({ price: '32000', salePrice: '28800' })).toBe(10);
    expect(discountOf({ price: '32000', salePrice: '32000' })).toBeNull();
  });
});

function api(extra: Record<string, Parameters<typeof serveRoutes>[0][string]> = {}) {
  useAuthStore.getState().signIn('token', 'demo');
  return serveRoutes({
    'GET /products/metadatas': ok(productMetadatas),
    'GET /species': ok([]),
    ...extra,
  });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('상품 등록', () => {
  it('checks every field before sending, and says where', async () => {
    const { calls } = api();
    await renderWithRouter(<ProductScreen productId={null} />, {
      entries: ['/admin/products/new'],
    });
    await screen.findByRole('checkbox', { name: '거실' });
    fireEvent.input(field('상품 이름'), { target: { value: '몬스테라' } });
    fireEvent.input(field('정가'), { target: { value: '10000' } });
    fireEvent.input(field('판매가'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('button', { name: '상품 등록' }));

    expect(screen.getByText(M.salePrice)).toBeTruthy();
    expect(field('판매가').getAttribute('aria-invalid')).toBe('true');
    // A plant without its care facts: each missing one is named.
    expect(field('물 주기').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: '난이도' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(field('판매가'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Goods have no care facts: switching the category leaves only the price to fix.
    fireEvent.change(screen.getByRole('combobox', { name: '분류' }), { target: { value: 'POT' } });
    expect(screen.queryByRole('textbox', { name: '물 주기' })).toBeNull();
    fireEvent.input(field('판매가'), { target: { value: '9000' } });
    expect(screen.queryByText(M.salePrice)).toBeNull();
    expect(screen.getByText('10% 할인해서 팔아요')).toBeTruthy();
  });

  it('sends the product and opens its edit screen', async () => {
    const created = adminProduct({
      id: 12,
      name: '몬스테라',
      photos: [],
      stock: 0,
      status: 'PENDING',
    });
    const { calls } = api({
      'POST /admin/products': ok(created, 201),
      'GET /admin/products/12/stock': okList([]),
    });
    const { router } = await renderWithRouter(<ProductScreen productId={null} />, {
      entries: ['/admin/products/new'],
    });
    await screen.findByRole('checkbox', { name: '거실' });
    fireEvent.change(screen.getByRole('combobox', { name: '분류' }), { target: { value: 'POT' } });
    fireEvent.input(field('상품 이름'), { target: { value: ' 토분 3호 ' } });
    fireEvent.input(field('별칭'), { target: { value: '테라코타' } });
    fireEvent.keyDown(field('별칭'), { key: 'Enter' });
    fireEvent.input(field('정가'), { target: { value: '9,000' } });
    fireEvent.input(field('판매가'), { target: { value: '8000' } });
    fireEvent.input(field('적립금'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '공기 정화' }));
    fireEvent.click(screen.getByRole('button', { name: '상품 등록' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/12'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ...EMPTY_PRODUCT,
      category: 'POT',
      name: '토분 3호',
      aliases: ['테라코타'],
      price: 9_000,
      salePrice: 8_000,
      pointsRatePercent: 3,
      metadataIds: [90],
      care: null,
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    api({
      'POST /admin/products': {
        status: 400,
        body: {
          data: null,
          message: 'Invalid input',
          status: 400,
          errors: [{ path: 'care.speciesKey', message: M.species }],
        },
      },
    });
    await renderWithRouter(<ProductScreen productId={null} />, {
      entries: ['/admin/products/new'],
    });
    await screen.findByRole('checkbox', { name: '거실' });
    const values = valuesOf(adminProduct());
    fireEvent.input(field('상품 이름'), { target: { value: values.name } });
    fireEvent.input(field('정가'), { target: { value: values.price } });
    fireEvent.input(field('판매가'), { target: { value: values.salePrice } });
    for (const [label, value] of [
      ['빛 최소', '2500'],
      ['빛 최대', '10000'],
      ['물 주기', '7'],
      ['환기 주기', '3'],
      ['분갈이 주기', '365'],
    ])
      fireEvent.input(field(label!), { target: { value } });
    fireEvent.change(screen.getByRole('combobox', { name: '난이도' }), {
      target: { value: 'EASY' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: '크기' }), {
      target: { value: 'SMALL' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: '식물 종' }), {
      target: { value: 'no-such-plant' },
    });
    expect(screen.getByText('10,000 lx · 양지')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '상품 등록' }));

    const species = screen.getByRole('combobox', { name: '식물 종' });
    await waitFor(() => expect(species.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.species)).toBeTruthy();
    fireEvent.input(species, { target: { value: 'monstera-deliciosa' } });
    expect(screen.queryByText(M.species)).toBeNull();
  });
});

describe('상품 수정', () => {
  it('fills the form with the product and saves it with PUT', async () => {
    const product = adminProduct();
    const { calls } = api({
      'GET /admin/products/7': ok(product),
      'PUT /admin/products/7': ({ body }) => ok({ ...product, ...(body as object) }),
      'GET /admin/products/7/stock': fail(500, '재고 기록을 읽지 못했어요.'),
    });
    await renderWithRouter(<ProductScreen productId="7" />, { entries: ['/admin/products/7'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: '몬스테라 델리시오사' }),
    ).toBeTruthy();
    expect(field('학명')).toHaveProperty('value', 'Monstera deliciosa');
    expect(
      (await screen.findByRole('checkbox', { name: '거실' })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: /쇼핑몰에서 보기/ }).getAttribute('href')).toBe(
      '/products/detail/7',
    );
    fireEvent.input(field('판매가'), { target: { value: '25600' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      salePrice: 25_600,
      price: 32_000,
    });
    expect((await screen.findByRole('status')).textContent).toContain('저장했어요');
  });
});
