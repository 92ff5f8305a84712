import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_DATA_DIR, REPO_ROOT } from '../support/env.ts';
import { expect, seriousA11yViolations, signInAt, test } from '../support/fixtures.ts';

/*
 * 재입고 알림 (issue 22): a shopper asks on a sold-out product; the operator receives stock; the
 * shopper is told once, and the notice opens the product, which can be bought again.
 */

const secret = () => readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();

async function admin<T>(method: string, path: string, body?: unknown, raw?: Buffer): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1/admin${path}`, {
    method,
    headers: {
      'x-admin-secret': secret(),
      ...(raw
        ? { 'content-type': 'image/png' }
        : body
          ? { 'content-type': 'application/json' }
          : {}),
    },
    body: raw ? new Uint8Array(raw) : body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T; message: string };
  expect(response.ok, `${method} ${path}: ${response.status} ${json.message}`).toBe(true);
  return json.data;
}

/** A pot of its own, sold out: the suite's other tests never meet it. */
async function soldOutPot(): Promise<{ id: number; name: string }> {
  const name = `재입고 화분 ${Date.now().toString(36)}`;
  const input = {
    category: 'POT',
    name,
    botanicalName: '',
    englishName: '',
    aliases: [],
    summary: '다시 들어오면 알려 드리는 화분이에요.',
    description: '',
    price: 12_900,
    salePrice: 12_900,
    status: 'OUT_OF_STOCK',
    pointsRatePercent: null,
    metadataIds: [],
    care: null,
  };
  const created = await admin<{ id: number }>('POST', '/products', input);
  const photo = readFileSync(join(REPO_ROOT, 'apps/web/public/icons/icon-512.png'));
  await admin(
    'POST',
    `/products/${created.id}/photos?alt=${encodeURIComponent(name)}`,
    undefined,
    photo,
  );
  await admin('PUT', `/products/${created.id}`, input);
  return { id: created.id, name };
}

test('a shopper asks for 재입고 알림; stock comes in; the notice opens the product, on sale again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pot = await soldOutPot();
  await signInAt(page, `/products/detail/${pot.id}`);
  await expect(page.getByRole('heading', { name: pot.name })).toBeVisible();
  const ask = page.getByRole('button', { name: '재입고 알림 받기' });
  await ask.click();
  await expect(page.getByText('다시 들어오면 알려 드릴게요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '재입고 알림 신청함' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await admin('POST', `/products/${pot.id}/stock`, { delta: 5, reason: 'RECEIVED', note: '입고' });

  await page.goto('/profile/notifications');
  const notice = page
    .getByRole('region', { name: '최근 받은 알림' })
    .getByRole('link', { name: /기다리시던 상품이 다시 들어왔어요/ });
  await expect(notice).toContainText(pot.name);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/products/detail/${pot.id}$`));
  await expect(page.getByRole('link', { name: '장바구니 담기' })).toBeVisible();
  await expect(page.getByRole('button', { name: /재입고 알림/ })).toHaveCount(0);
});
