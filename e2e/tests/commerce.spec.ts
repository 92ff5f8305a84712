import { E2E_BASE_URL } from '../support/env.ts';
import {
  expect,
  operatorStep,
  seriousA11yViolations,
  signInAt,
  test,
} from '../support/fixtures.ts';
import { addToCart, checkoutToSandbox, productsOnSale } from '../support/shopping.ts';

/*
 * Buying, end to end, as a shopper does it at 390 × 844: the cart, an address found by search, the
 * local payment sandbox, and the order's life afterwards (a partial cancel with its refund, the
 * operator shipping the rest, a purchase confirmation and a review with a photo).
 */

test('buy two plants, cancel one with its refund, confirm the other and review it with a photo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await productsOnSale(2);
  if (!first || !second) throw new Error('the seed has fewer than two plants on sale');
  await signInAt(page, `/products/detail/${first.id}`);
  await addToCart(page, first.id);
  await addToCart(page, second.id);

  await page.goto('/cart');
  await expect(page.getByRole('checkbox', { name: /전체 선택 \(2\/2\)/ })).toBeChecked();
  const amount = await checkoutToSandbox(page);

  await page.getByLabel('카드 번호').fill('4330-1234-1234-1234');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page).toHaveURL(
    /\/purchase\/success\?addressId=\d+&paymentKey=.+&orderId=.+&amount=\d+/,
  );
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('amount')).toBe(String(amount));

  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('결제 완료')).toHaveCount(2);

  // The cart has let go of the paid lines.
  await page.goto('/cart');
  await expect(page.getByText('장바구니가 비어 있어요')).toBeVisible();
  await page.goto(`/order/${orderId}`);

  // Partial cancel of the first line: the refund is shown before submitting.
  await page.getByRole('link', { name: `${first.name} 취소하기` }).click();
  // The reason travels in the address (?reason=): the radio is checked once the router has moved.
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page
    .getByRole('link', { name: '다음' })
    .or(page.getByRole('button', { name: '다음' }))
    .click();
  await expect(page).toHaveURL(/\/cancel\/\d+\/confirm/);
  await expect(page.getByText('환불 예정 금액')).toBeVisible();
  await expect(page.getByText('남은 상품이 배송되므로 배송비는 환불되지 않아요.')).toBeVisible();
  await page.getByRole('button', { name: '취소 요청' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByText(/취소되었어요 · [\d,]+원 환불/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '환불 내역' })).toBeVisible();

  // The operator ships the rest; the buyer confirms and reviews it.
  await operatorStep(orderId, 'prepare');
  await operatorStep(orderId, 'ship');
  await page.reload();
  // The line and its parcel (tracking.spec.ts follows the parcel itself).
  await expect(page.getByText('배송중')).toHaveCount(2);
  await expect(page.getByRole('region', { name: '배송 정보' })).toContainText('CJ대한통운');
  await page.getByRole('button', { name: `${second.name} 구매 확정` }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: '구매 확정' })
    .click();
  await expect(page.getByText('구매를 확정했어요. 리뷰를 남겨 주세요!')).toBeVisible();

  await page.getByRole('link', { name: `${second.name} 리뷰 쓰기` }).click();
  await expect(page).toHaveURL(/\/review\/\d+$/);
  // A real photo's worth of JPEG: the product's own picture as the images service renders it.
  const photoResponse = await fetch(`${E2E_BASE_URL}${second.image.url}?w=640&q=80&f=jpeg`);
  expect(photoResponse.headers.get('content-type')).toContain('image/jpeg');
  const photo = Buffer.from(await photoResponse.arrayBuffer());
  await page.getByRole('radio', { name: '5점, 최고예요' }).check({ force: true });
  const text = `잎이 크고 건강하게 잘 도착했어요. 포장도 꼼꼼했어요! ${Date.now()}`;
  await page.getByRole('textbox').fill(text);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: photo });
  // While the photo is still uploading the form asks to press again when it is done.
  await expect(async () => {
    await page.getByRole('button', { name: '리뷰 등록하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: `${second.name} 리뷰 보기` })).toBeVisible();

  // It shows on the product, with its photo.
  await page.goto(`/products/detail/${second.id}/review`);
  await page.getByRole('radio', { name: '최신순' }).check({ force: true });
  const review = page.getByRole('article').filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img').first()).toBeVisible();
});

test('a declined card lands on the fail route with the provider message, and paying again works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsOnSale(1);
  if (!product) throw new Error('the seed has no plant on sale');
  await signInAt(page, `/products/detail/${product.id}`);
  await addToCart(page, product.id);
  await checkoutToSandbox(page);

  await page.getByLabel('카드 번호').fill('4330-1234-1234-0000');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page).toHaveURL(/\/purchase\/fail\?code=REJECT_CARD_PAYMENT/);
  // The code in our words, not the provider's message nor the code itself.
  await expect(
    page.getByText('한도를 넘었거나 잔액이 부족해 결제하지 못했어요. 다른 카드로 결제해 주세요.'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?/);
  await page.getByLabel('카드 번호').fill('4330-1234-1234-1234');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
});

test('a card declined at approval (ending 2222) never says 완료, and names the refusal in Korean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsOnSale(1);
  if (!product) throw new Error('the seed has no plant on sale');
  await signInAt(page, `/products/detail/${product.id}`);
  await addToCart(page, product.id);
  await checkoutToSandbox(page);

  await page.getByLabel('카드 번호').fill('4330-1234-1234-2222');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page).toHaveURL(/\/purchase\/success\?/);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '결제하지 못했어요' })).toBeVisible();
  await expect(alert).toContainText('카드사에서 결제를 거절했어요. 다른 카드로 결제해 주세요.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('결제 실패');
  await expect(page).toHaveTitle('결제 실패 · 초록');
  await expect(alert.getByRole('link', { name: '주문 상세 보기' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('완료');
  expect(text).not.toMatch(/[A-Z]+_[A-Z_]+/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

for (const path of ['/cart', '/profile/address', '/order/history']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await signInAt(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
