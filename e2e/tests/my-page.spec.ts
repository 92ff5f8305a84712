import { E2E_BASE_URL } from '../support/env.ts';
import { payInSandbox } from '../support/shopping.ts';
import {
  accessToken,
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
  operatorStep,
  signInAt,
} from '../support/fixtures.ts';

/*
 * 마이 without dead ends, at 390 × 844: every menu entry leads to a real screen, 리뷰 관리 edits
 * and deletes the shopper's own review, 로그아웃 asks once and says so, leaving ends on a screen
 * that says it is done, and the top bars count the cart.
 */

interface Shopper {
  email: string;
  token: string;
}

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; raw?: Buffer; type?: string } = {},
): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    method: init.method ?? (init.body || init.raw ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.raw ? { 'content-type': init.type ?? 'image/jpeg' } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.raw ? new Uint8Array(init.raw) : init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

/** A new shopper who has agreed to the terms, with a token for API calls. */
async function newShopper(label: string): Promise<Shopper> {
  const email = uniqueEmail(label);
  const { accessToken: token } = await call<{ accessToken: string }>('/auth/temporary/sign-in', {
    body: { code: await issueTempCode(email) },
  });
  return { email, token };
}

async function plantsOnSale(count: number) {
  const list = await call<{ id: number; name: string; category: string; image: { url: string } }[]>(
    '/products?status=ON_SALE&perPage=40',
  );
  return list.filter((p) => p.category === 'PLANT').slice(0, count);
}

/** A JPEG a phone could have taken: the product's own picture as the images service renders it. */
async function jpegOf(product: { image: { url: string } }) {
  const response = await fetch(`${E2E_BASE_URL}${product.image.url}?w=480&q=80&f=jpeg`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * What a shopper does before 리뷰 관리 has anything: an order paid in the sandbox, shipped by the
 * operator, confirmed, then reviewed with a photo — through the API, as the screens would.
 */
async function reviewedPurchase(who: Shopper, product: { id: number; image: { url: string } }) {
  const [place] = await call<Record<string, string>[]>(
    `/addresses/search?query=${encodeURIComponent('테헤란로 152')}`,
  );
  const address = await call<{ id: number }>('/users/me/addresses', {
    token: who.token,
    body: { receiverName: '김초록', receiverPhoneNumber: '01012345678', address: place },
  });
  const { order, checkout } = await call<{
    order: { id: number; items: { id: number }[] };
    checkout: { checkoutUrl: string };
  }>('/orders', {
    token: who.token,
    body: { items: [{ productId: product.id, quantity: 1 }], addressId: address.id },
  });
  await payInSandbox(checkout.checkoutUrl, who.token);
  await operatorStep(order.id, 'prepare');
  await operatorStep(order.id, 'ship');
  const lineId = order.items[0]!.id;
  await call(`/orders/${order.id}/confirm`, {
    token: who.token,
    body: { orderProductIds: [lineId] },
  });
  const photo = await call<{ id: number }>('/reviews/photos', {
    token: who.token,
    raw: await jpegOf(product),
  });
  const content = `잎이 크고 건강하게 잘 도착했어요. ${Date.now()}`;
  const review = await call<{ id: number }>('/reviews', {
    token: who.token,
    body: { orderProductId: lineId, rating: 3, content, photoIds: [photo.id] },
  });
  return { orderId: order.id, reviewId: review.id, content };
}

test('every entry of 마이 leads to a real screen', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await newShopper('my-menu');
  await signInAt(page, '/profile', who.email);
  await expect(page.getByRole('region', { name: '쇼핑' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const entries: [string, RegExp, string][] = [
    ['주문 내역', /\/order\/history$/, '주문 내역'],
    ['찜 목록', /\/likes$/, '찜 목록'],
    ['장바구니', /\/cart$/, '장바구니'],
    ['리뷰 관리', /\/profile\/reviews$/, '리뷰 관리'],
    ['프로필 수정', /\/profile\/edit$/, '프로필 수정'],
    ['닉네임 변경', /\/profile\/nickname\/edit$/, '닉네임 변경'],
    ['휴대폰 번호', /\/profile\/phone\/edit$/, '휴대폰 번호'],
    ['배송지 관리', /\/profile\/address$/, '배송지 관리'],
    ['알림 설정', /\/profile\/notifications$/, '알림'],
    ['식물 추천 질문', /\/profile\/recommend$/, ''],
    ['약관 및 정책', /\/policy$/, '약관 및 정책'],
    ['개인정보처리방침', /\/policy\/privacy$/, '개인정보'],
    ['약관 동의 내역', /\/profile\/terms-agreement$/, '약관 동의'],
    ['초록 사용 안내', /\/instruction$/, ''],
  ];
  for (const [name, url, heading] of entries) {
    await page.goto('/profile');
    await appStarted(page);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page, name).toHaveURL(url);
    // A screen of its own: a main heading, and neither the not-found nor the error screen.
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toContainText(heading);
    await expect(page.getByText('Not Found')).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /문의하기/ })).toHaveAttribute('href', /^mailto:/);
});

test('리뷰 관리: edit a review’s rating, text and photos, then delete it after asking', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const who = await newShopper('my-reviews');
  const [plant] = await plantsOnSale(1);
  if (!plant) throw new Error('the seed has no plant on sale');
  const { orderId, content } = await reviewedPurchase(who, plant);

  await signInAt(page, '/profile', who.email);
  await page.getByRole('link', { name: '리뷰 관리' }).click();
  await expect(page).toHaveURL(/\/profile\/reviews$/);
  const item = page.getByRole('article', { name: `${plant.name} 리뷰` });
  await expect(item).toContainText(content);
  await expect(item.getByRole('img', { name: '별점 5점 만점에 3점' })).toBeVisible();
  await expect(item.getByRole('button', { name: /리뷰 사진 1 크게 보기/ })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Edit: five stars, new words, the photo swapped for another.
  await item.getByRole('button', { name: `${plant.name} 리뷰 수정` }).click();
  await expect(page).toHaveURL(/\/profile\/reviews\?edit=\d+$/);
  const form = page.getByRole('form', { name: '리뷰 수정' });
  await expect(form.getByRole('textbox')).toHaveValue(content);
  await expect(form.getByRole('img', { name: '첨부한 사진 1' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('radio', { name: '5점, 최고예요' }).check({ force: true });
  const edited = `한 달 지나니 새 잎이 두 장 났어요. ${Date.now()}`;
  await form.getByRole('textbox').fill(edited);
  await form.getByRole('button', { name: '사진 1 빼기' }).click();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(plant) });
  await expect(async () => {
    await form.getByRole('button', { name: '수정 완료' }).click();
    await expect(page).toHaveURL(/\/profile\/reviews$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText('리뷰를 수정했어요');
  await expect(item).toContainText(edited);
  await expect(item).toContainText('수정함');
  await expect(item.getByRole('img', { name: '별점 5점 만점에 5점' })).toBeVisible();
  await expect(item.getByRole('button', { name: /크게 보기/ })).toHaveCount(1);

  // The product's reviews show the edit.
  await page.goto(`/products/detail/${plant.id}/review?sort=LATEST`);
  await expect(page.getByRole('article').filter({ hasText: edited })).toBeVisible();

  // Delete, asked once.
  await page.goto('/profile/reviews');
  await item.getByRole('button', { name: `${plant.name} 리뷰 삭제` }).click();
  const dialog = page.getByRole('alertdialog', { name: '리뷰를 삭제할까요?' });
  await expect(dialog).toContainText(plant.name);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `${plant.name} 리뷰 삭제` }).click();
  await dialog.getByRole('button', { name: '삭제하기' }).click();
  await expect(page.getByRole('status')).toContainText('리뷰를 삭제했어요');
  await expect(page.getByText('아직 쓴 리뷰가 없어요')).toBeVisible();

  // Our rule: the order line offers 리뷰 쓰기 again.
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('link', { name: `${plant.name} 리뷰 쓰기` })).toBeVisible();
});

test('로그아웃 asks once, then says so on /home', async ({ page }) => {
  const who = await newShopper('my-signout');
  await signInAt(page, '/profile', who.email);
  await page.getByRole('button', { name: '로그아웃' }).click();
  const dialog = page.getByRole('alertdialog', { name: '로그아웃할까요?' });
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await accessToken(page)).not.toBeNull();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await dialog.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').filter({ hasText: '로그아웃했어요' })).toBeVisible();
  expect(await accessToken(page)).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('leaving ends on a screen that says it is done; the screen cannot be opened by hand', async ({
  page,
}) => {
  // Typed in, it is not a done screen: it goes home.
  await page.goto('/leave/done');
  await expect(page).toHaveURL(/\/home$/);

  const who = await newShopper('my-leave');
  await signInAt(page, '/profile', who.email);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const sheet = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await sheet.getByRole('radio', { name: '자주 쓰지 않아요' }).check();
  await sheet.getByRole('checkbox', { name: '안내를 모두 확인했어요' }).check();
  await sheet.getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page).toHaveURL(/\/leave\/done$/);
  await expect(page.getByRole('heading', { level: 1, name: '탈퇴가 완료됐어요' })).toBeVisible();
  await expect(
    page.getByText('전자상거래법에 따라 5년 동안 보관해요', { exact: false }),
  ).toBeVisible();
  expect(await accessToken(page)).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const me = await fetch(`${E2E_BASE_URL}/v1/users/me`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(me.status).toBe(401);

  // A reload later finds nothing to say: home.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
});

test('the top bars of home, lists, search and detail count the cart', async ({ page }) => {
  test.setTimeout(120_000);
  const [first, second, third] = await plantsOnSale(3);
  if (!first || !second || !third) throw new Error('the seed has fewer than three plants on sale');

  // Signed out: the plain icon, no count.
  await page.goto('/home');
  await appStarted(page);
  await expect(page.getByRole('link', { name: '장바구니', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const who = await newShopper('my-cart');
  for (const product of [first, second])
    await call('/cart/lines', { token: who.token, body: { productId: product.id, quantity: 1 } });
  await signInAt(page, '/home', who.email);
  for (const path of [
    '/home',
    '/products/best',
    '/products/search',
    `/products/detail/${first.id}`,
  ]) {
    await page.goto(path);
    await appStarted(page);
    const cart = page.getByRole('link', { name: '장바구니, 상품 2개' }).first();
    await expect(cart, path).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/cart');
  }
  await page.goto('/home');
  await appStarted(page);
  await expect(page.getByRole('link', { name: '장바구니, 상품 2개' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Adding one on its page counts it at once.
  await page.goto(`/products/detail/${third.id}`);
  await appStarted(page);
  await page.getByRole('link', { name: '장바구니 담기' }).first().click();
  await page.getByRole('button', { name: '장바구니 담기' }).last().click();
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '장바구니, 상품 3개' }).first()).toBeVisible();
  await page.goto('/products/best');
  await appStarted(page);
  await expect(page.getByRole('link', { name: '장바구니, 상품 3개' })).toBeVisible();
});
