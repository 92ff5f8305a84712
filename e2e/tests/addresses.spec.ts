import type { Page } from '@playwright/test';
import { startJusoStandIn } from '../../apps/api/src/test/juso-stand-in.ts';
import { E2E_BASE_URL, KAKAO_POSTCODE_SCRIPT } from '../support/env.ts';
import {
  agreeToTerms,
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { startOwnServer } from '../support/own-server.ts';

/*
 * Every Korean address can be entered (decision 0022), at 390 × 844: Kakao's postcode search
 * embedded in the sheet (its script and frame stood in for by page.route, under the page's real
 * CSP), our own search through the road-address search API (its local stand-in behind a server
 * of the test's own), and an address typed by hand when no search is reachable.
 */

const KAKAO_SCRIPT = KAKAO_POSTCODE_SCRIPT;
const KAKAO_FRAME = 'https://postcode.map.kakao.com';

/** What Kakao's search hands over for 월드컵북로 396, in its own fields. */
const KAKAO_CHOICE = {
  zonecode: '03925',
  address: '서울 마포구 월드컵북로 396',
  addressType: 'R',
  userSelectedType: 'R',
  roadAddress: '서울 마포구 월드컵북로 396',
  jibunAddress: '서울 마포구 상암동 1605',
  sido: '서울',
  sigungu: '마포구',
  sigunguCode: '11440',
  roadnameCode: '3113019',
  bcode: '1144012700',
  bname: '상암동',
  roadname: '월드컵북로',
  buildingName: '누리꿈스퀘어',
  apartment: 'N',
};

/**
 * A stand-in for Kakao's script with the same API — `new kakao.Postcode({ oncomplete })
 * .embed(element)` draws a frame from postcode.map.kakao.com, whose page posts the choice back —
 * and for that frame's page.
 */
async function standInForKakao(page: Page) {
  await page.route(KAKAO_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
  function Postcode(options) { this.options = options; }
  Postcode.prototype.embed = function (element) {
    const options = this.options;
    const frame = document.createElement('iframe');
    frame.src = '${KAKAO_FRAME}/search';
    frame.style.cssText = 'width:100%;height:100%;border:0';
    window.addEventListener('message', function listen(event) {
      if (event.origin !== '${KAKAO_FRAME}' || !event.data || event.data.type !== 'complete') return;
      window.removeEventListener('message', listen);
      options.oncomplete(event.data.data);
    });
    element.appendChild(frame);
  };
  window.kakao = { Postcode: Postcode };
  window.daum = window.kakao;
})();`,
    }),
  );
  await page.route(`${KAKAO_FRAME}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>우편번호 검색</title></head>
<body><main><h1 style="font-size:16px">우편번호 검색</h1>
<button type="button" id="choose" style="min-height:44px">${KAKAO_CHOICE.roadAddress}</button></main>
<script>document.getElementById('choose').onclick = function () {
  parent.postMessage({ type: 'complete', data: ${JSON.stringify(KAKAO_CHOICE)} }, '*');
};</script></body></html>`,
    }),
  );
}

/** Every Content-Security-Policy violation the page reports, from the console and the DOM. */
async function cspViolations(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  return messages;
}

async function fillReceiver(page: Page) {
  await page.getByLabel('받는 분').fill('김초록');
  await page.getByLabel('휴대폰 번호').fill('01012345678');
}

test('Kakao’s search embedded in the sheet fills the form, under a CSP that allows it', async ({
  page,
}) => {
  const violations = await cspViolations(page);
  await standInForKakao(page);
  const code = await issueTempCode(uniqueEmail('kakao'));
  await page.goto(`/auth/sign-in?redirect=%2Fprofile%2Faddress&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile\/address$/);
  await page.getByRole('button', { name: '새 배송지 추가' }).click();
  await fillReceiver(page);
  await page.getByRole('button', { name: /우편번호, 도로명, 건물명 검색/ }).click();

  const sheet = page.getByRole('dialog', { name: '주소 검색' });
  const kakao = sheet.frameLocator('iframe[title="카카오 우편번호 검색"]');
  await expect(kakao.getByRole('button', { name: KAKAO_CHOICE.roadAddress })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await kakao.getByRole('button', { name: KAKAO_CHOICE.roadAddress }).click();

  await expect(sheet).toBeHidden();
  await expect(page.getByText('서울 마포구 월드컵북로 396 (상암동)')).toBeVisible();
  await page.getByLabel('상세 주소').fill('10층');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('배송지를 추가했어요')).toBeVisible();
  await expect(page.getByText('서울 마포구 월드컵북로 396 (상암동) 10층')).toBeVisible();
  expect(violations).toEqual([]);
});

test('our own search finds 월드컵북로 396 through the road-address search API', async ({
  page,
}) => {
  // A server of its own: a first start migrates and seeds (terms.spec.ts allows as long).
  test.setTimeout(240_000);
  const key = 'devU01TX0FVVEgyMDI2MTEyNTE1MDAwMDExNTAwMDA=';
  const juso = await startJusoStandIn(key);
  const server = await startOwnServer({ JUSO_API_KEY: key, JUSO_API_BASE_URL: juso.baseUrl });
  try {
    // Kakao's script is out of reach (support/fixtures.ts): the sheet uses our own search.
    const violations = await cspViolations(page);
    await page.goto(`${server.baseUrl}/auth/sign-in?redirect=%2Fprofile%2Faddress`);
    await appStarted(page);
    await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
    await agreeToTerms(page);
    await expect(page).toHaveURL(/\/profile\/address$/);
    await page.getByRole('button', { name: '새 배송지 추가' }).click();
    await fillReceiver(page);
    await page.getByRole('button', { name: /우편번호, 도로명, 건물명 검색/ }).click();

    const sheet = page.getByRole('dialog', { name: '주소 검색' });
    await sheet.getByRole('searchbox').fill('월드컵북로 396');
    const results = sheet.getByRole('list', { name: '주소 검색 결과' });
    await expect(results).toContainText('03925');
    await expect(results).toContainText('서울특별시 마포구 월드컵북로 396 (상암동)');
    expect(juso.requests.at(-1)?.get('keyword')).toBe('월드컵북로 396');
    expect(juso.requests.at(-1)?.get('confmKey')).toBe(key);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await results.getByRole('button').first().click();

    await expect(sheet).toBeHidden();
    await page.getByLabel('상세 주소').fill('3층');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('서울특별시 마포구 월드컵북로 396 (상암동) 3층')).toBeVisible();
    await expect(page.getByText('지번 서울특별시 마포구 상암동 1605')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await server.stop();
    await juso.close();
  }
});

test('an address typed by hand when no search is reachable is saved and delivered to', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Kakao's script is out of reach (support/fixtures.ts), and so is our own search.
  await page.route('**/v1/addresses/search?**', (route) => route.abort('internetdisconnected'));
  const products = (await (
    await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=40`)
  ).json()) as { data: { id: number; category: string }[] };
  const plant = products.data.find((p) => p.category === 'PLANT');
  if (!plant) throw new Error('the seed has no plant on sale');
  const code = await issueTempCode(uniqueEmail('typed'));
  await page.goto(
    `/auth/sign-in?redirect=${encodeURIComponent(`/products/detail/${plant.id}`)}&secretCode=${code}`,
  );
  await expect(page).toHaveURL(new RegExp(`/products/detail/${plant.id}$`));
  await appStarted(page);
  await page.getByRole('link', { name: '장바구니 담기' }).first().click();
  await page.getByRole('button', { name: '장바구니 담기' }).last().click();
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /구매하기/ })
    .or(page.getByRole('link', { name: /구매하기/ }))
    .last()
    .click();
  await expect(page).toHaveURL(/\/purchase\?/);
  await page.getByRole('button', { name: '새 배송지 추가' }).click();
  await fillReceiver(page);
  await page.getByRole('button', { name: /우편번호, 도로명, 건물명 검색/ }).click();

  // Kakao's search and ours are both out of reach: the sheet says so and offers typing it.
  const sheet = page.getByRole('dialog', { name: '주소 검색' });
  await sheet.getByRole('searchbox').fill('월드컵북로 396');
  await expect(sheet.getByRole('alert')).toContainText('주소를 찾지 못했어요');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: '직접 입력하기' }).click();

  const manual = page.getByRole('dialog', { name: '주소 직접 입력' });
  await manual.getByRole('button', { name: '이 주소로 입력하기' }).click();
  await expect(
    manual.getByText('도로명 주소를 건물 번호까지 입력해 주세요.', { exact: false }),
  ).toBeVisible();
  await expect(manual.getByText('우편번호 5자리를 숫자로 입력해 주세요.')).toBeVisible();
  await manual.getByLabel('도로명 주소').fill('서울 마포구 상암동 1605');
  await manual.getByLabel('우편번호').fill('03925');
  await manual.getByRole('button', { name: '이 주소로 입력하기' }).click();
  await expect(
    manual.getByText('도로명 주소를 건물 번호까지 입력해 주세요.', { exact: false }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await manual.getByLabel('도로명 주소').fill('서울 마포구 월드컵북로 396');
  await manual.getByRole('button', { name: '이 주소로 입력하기' }).click();

  await expect(manual).toBeHidden();
  await expect(page.getByText(/\[03925\]\s*서울 마포구 월드컵북로 396$/)).toBeVisible();
  await page.getByLabel('상세 주소').fill('101동 1203호');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('서울 마포구 월드컵북로 396 101동 1203호')).toBeVisible();

  // Used: the order is paid and carries the typed address.
  await page.getByRole('checkbox', { name: /결제에 동의/ }).check();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?/);
  await page.getByLabel('카드 번호').fill('4330-1234-1234-1234');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByText('서울 마포구 월드컵북로 396 101동 1203호')).toBeVisible();
});
