import type { Page } from '@playwright/test';
import {
  expect,
  operatorStep,
  seriousA11yViolations,
  signInAt,
  test,
} from '../support/fixtures.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { addToCart, fillOrderSheet, openOrderSheet } from '../support/shopping.ts';

/*
 * 적립금 and coupons at 390 × 844 (issue 17, decision 0033): a code typed under 마이, the order
 * sheet applying the coupon that saves most, the order showing it, confirming the purchase earning
 * 적립금, and the next order spending it.
 */

/** A plant on sale whose price alone reaches the CHOROK10 coupon's minimum (30,000원 of plants). */
async function dearPlant() {
  const response = await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=60`);
  const body = (await response.json()) as {
    data: { id: number; name: string; category: string; salePrice: number }[];
  };
  const plant = body.data.find((p) => p.category === 'PLANT' && p.salePrice >= 30_000);
  if (!plant) throw new Error('the seed has no plant on sale from 30,000원');
  return plant;
}

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** The sandbox's card form with its approved test card. */
async function payInSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\?/);
  await page.getByLabel('카드 번호').fill('4330-1234-1234-1234');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
}

/** '−4,500원', as the money box writes a discount. */
const minus = (amount: number) => new RegExp(`^[−-]${amount.toLocaleString('ko-KR')}원$`);

test('a coupon code, the best coupon on the order sheet, 적립금 earned on confirmation and spent on the next order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const plant = await dearPlant();

  // 마이 → 쿠폰: the welcome coupon is there; a code adds another.
  await signInAt(page, '/profile/coupons');
  await expect(page.getByText('첫 구매 3,000원 할인')).toBeVisible();
  await page.getByLabel('쿠폰 코드 입력').fill(' chorok10 ');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('쿠폰을 받았어요')).toBeVisible();
  await expect(page.getByText('식물 10% 할인')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The order sheet picks the coupon that saves most: 10 % of the plant beats 3,000원.
  await addToCart(page, plant.id);
  await fillOrderSheet(page);
  const saving = Math.min(5_000, Math.floor(plant.salePrice / 10));
  const amounts = page.getByRole('region', { name: '결제 금액' });
  await expect(amounts.getByText(minus(saving))).toBeVisible();
  await expect(page.getByText('식물 10% 할인')).toBeVisible();
  await expect(page.getByText(/구매 확정하면 [\d,]+원 적립돼요/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const pay = page.getByRole('button', { name: /원 결제하기$/ });
  expect(won(await pay.innerText())).toBe(plant.salePrice - saving);
  await pay.click();
  await payInSandbox(page);
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('쿠폰 할인').first()).toBeVisible();

  // Delivered and confirmed: 1 % of what was paid is earned.
  for (const step of ['prepare', 'ship', 'deliver'] as const) await operatorStep(orderId, step);
  await page.reload();
  await page.getByRole('button', { name: `${plant.name} 구매 확정` }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: '구매 확정' })
    .click();
  const earned = Math.floor((plant.salePrice - saving) / 100);
  await expect(page.getByText(`${earned.toLocaleString('ko-KR')}원 적립됐어요`)).toBeVisible();

  await page.goto('/profile/points');
  await expect(page.getByText(`${earned.toLocaleString('ko-KR')}원`).first()).toBeVisible();
  await expect(page.getByText('적립', { exact: true }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The next order spends it all.
  await addToCart(page, plant.id);
  await openOrderSheet(page);
  await page.getByRole('checkbox', { name: /결제에 동의/ }).check();
  await page.getByRole('button', { name: '모두 사용' }).click();
  await expect(amounts.getByText(minus(earned))).toBeVisible();
  await expect(page.getByRole('button', { name: '사용 취소' })).toBeVisible();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await payInSandbox(page);
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  await page.goto('/profile/points');
  await expect(page.getByText('사용', { exact: true }).first()).toBeVisible();
});
