import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './env.ts';
import { appStarted, expect } from './fixtures.ts';

/*
 * A shopper's way to the payment window, shared by the specs that buy: products on sale from the
 * API, the cart, and the order sheet with a first address (sign in with fixtures' signInAt).
 */

/** A shopper's first delivery address as POST /users/me/addresses takes it (an address search's answer). */
export const FIRST_ADDRESS = {
  receiverName: '김초록',
  receiverPhoneNumber: '010-1234-5678',
  isDefault: true,
  detailAddress: '12층',
  address: {
    zonecode: '06236',
    address: '서울 강남구 테헤란로 152',
    addressType: 'R',
    roadAddress: '서울 강남구 테헤란로 152',
    jibunAddress: '서울 강남구 역삼동 737',
    sido: '서울',
    sigungu: '강남구',
    sigunguCode: '11680',
    roadnameCode: '3121022',
    bcode: '1168010100',
    roadname: '테헤란로',
    extraAddress: '',
  },
};

/** Two products on sale with stock in the seed catalogue, found through the API as a shopper would. */
export async function productsOnSale(count: number) {
  const response = await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=40`);
  const body = (await response.json()) as {
    data: { id: number; name: string; category: string; image: { url: string } }[];
  };
  return body.data.filter((p) => p.category === 'PLANT').slice(0, count);
}

export async function addToCart(page: Page, productId: number) {
  await page.goto(`/products/detail/${productId}`);
  // Until the app has started, 장바구니 담기 is a plain link to the cart, not the quantity sheet.
  await appStarted(page);
  await page.getByRole('link', { name: '장바구니 담기' }).first().click();
  await page.getByRole('button', { name: '장바구니 담기' }).last().click();
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();
}

/** From the cart to the order sheet of everything in it. */
export async function openOrderSheet(page: Page) {
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /구매하기/ })
    .or(page.getByRole('link', { name: /구매하기/ }))
    .last()
    .click();
  await expect(page).toHaveURL(/\/purchase\?/);
}

/** From the cart to the order sheet, ready to pay: the first address added, the consent given. */
export async function fillOrderSheet(page: Page) {
  await openOrderSheet(page);
  await page.getByRole('button', { name: '새 배송지 추가' }).click();
  await page.getByLabel('받는 분').fill('김초록');
  await page.getByLabel('휴대폰 번호').fill('01012345678');
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
  await page.getByRole('button', { name: /우편번호, 도로명, 건물명 검색/ }).click();
  await page.getByLabel('도로명, 건물명, 지번 또는 우편번호').fill('테헤란로 152');
  await page.keyboard.press('Enter');
  const results = page.getByRole('list', { name: '주소 검색 결과' });
  await expect(results).toContainText('06236');
  await results.getByRole('button').first().click();
  await page.getByLabel('상세 주소').fill('12층');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('서울 강남구 테헤란로 152')).toBeVisible();
  await page.getByRole('checkbox', { name: /결제에 동의/ }).check();
}

/** From the cart to the sandbox's card form (the order sheet's default method). */
export async function checkoutToSandbox(page: Page) {
  await fillOrderSheet(page);
  const pay = page.getByRole('button', { name: /원 결제하기$/ });
  const amount = (await pay.innerText()).replace(/[^\d]/g, '');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?/);
  await expect(page.getByText(`${Number(amount).toLocaleString('ko-KR')}원`).first()).toBeVisible();
  return Number(amount);
}

/**
 * Pays an order through the API as the browser would: the sandbox's card form submitted with the
 * test card (commerce.spec.ts drives the page itself), then the payment confirmed as the app does.
 */
export async function payInSandbox(checkoutUrl: string, token: string): Promise<void> {
  const params = new URL(checkoutUrl, E2E_BASE_URL).searchParams;
  const form = new URLSearchParams({
    ...Object.fromEntries(
      ['orderId', 'orderName', 'amount', 'customerName', 'successUrl', 'failUrl'].map((k) => [
        k,
        params.get(k) ?? '',
      ]),
    ),
    cardCompany: '41',
    cardNumber: '4330-1234-1234-1234',
    expiry: '12/99',
    action: 'pay',
  });
  const paid = await fetch(`${E2E_BASE_URL}/sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const back = new URL(paid.headers.get('location') ?? '', E2E_BASE_URL).searchParams;
  const confirmed = await fetch(`${E2E_BASE_URL}/v1/payments/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      paymentKey: back.get('paymentKey'),
      orderId: back.get('orderId'),
      amount: Number(back.get('amount')),
    }),
  });
  expect(confirmed.ok, `payment confirm: ${confirmed.status}`).toBe(true);
}
