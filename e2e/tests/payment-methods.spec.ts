import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_DATA_DIR, REPO_ROOT } from '../support/env.ts';
import { expect, seriousA11yViolations, signInAt, test } from '../support/fixtures.ts';
import { addToCart, fillOrderSheet, openOrderSheet, productsOnSale } from '../support/shopping.ts';

/*
 * Korean payment methods at 390 × 844 (issue 17, decision 0032): 카카오페이 in the sandbox, and a
 * 가상계좌 whose deposit the operator's CLI makes, as the bank's webhook would report it.
 */

const run = promisify(execFile);

test('pay with 카카오페이 in the sandbox; the method is remembered for the next order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsOnSale(1);
  if (!product) throw new Error('the seed has no plant on sale');
  await signInAt(page, `/products/detail/${product.id}`);
  await addToCart(page, product.id);
  await fillOrderSheet(page);

  const methods = page.getByRole('radiogroup', { name: '결제 수단' });
  await expect(methods.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
  await methods.getByRole('radio', { name: '간편결제' }).check();
  await page.getByRole('radio', { name: '카카오페이' }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^카카오페이로 [\d,]+원 결제하기$/ }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\?.*method=EASY_PAY.*easyPayProvider=KAKAOPAY/);
  await expect(page.getByText(/^카카오페이\s*테스트 결제$/)).toBeVisible();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();

  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByText('카카오페이').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The next order sheet opens on the method used last.
  await addToCart(page, product.id);
  await openOrderSheet(page);
  await expect(page.getByRole('radio', { name: '카카오페이' })).toBeChecked();
});

test('a 가상계좌 order waits for its deposit, which the CLI makes; the order is then paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const [, product] = await productsOnSale(2);
  if (!product) throw new Error('the seed has fewer than two plants on sale');
  await signInAt(page, `/products/detail/${product.id}`);
  await addToCart(page, product.id);
  await fillOrderSheet(page);

  await page
    .getByRole('radiogroup', { name: '결제 수단' })
    .getByRole('radio', { name: /가상계좌/ })
    .check();
  await expect(page.getByText(/입금 기한 24시간/)).toBeVisible();
  await page.getByRole('button', { name: /원 입금 계좌 받기$/ }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\?.*method=VIRTUAL_ACCOUNT/);
  await page.getByLabel('입금할 은행').selectOption('06');
  await page.getByLabel('입금자 이름').fill('김초록');
  await page.getByRole('button', { name: /입금할 계좌 발급받기/ }).click();

  await expect(page.getByText('입금을 기다리고 있어요').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('KB국민은행').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '계좌번호 복사' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/order/history');
  await expect(page.getByText('입금 대기').first()).toBeVisible();
  const orderNumber = (
    await page
      .getByText(/^주문번호 CHR/)
      .first()
      .innerText()
  )
    .replace('주문번호', '')
    .trim();
  await page.getByText('주문 상세').first().click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByText('입금을 기다리고 있어요').first()).toBeVisible();

  // The operator's CLI makes the deposit in the sandbox; its webhook pays the order.
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'sandbox', 'deposit', orderNumber],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  expect(stdout).toContain('입금 알림을 보냈어요');

  await page.reload();
  await expect(page.getByText('입금 완료').first()).toBeVisible();
  await expect(page.getByText('결제 완료').first()).toBeVisible();
});
