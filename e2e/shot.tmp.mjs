import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(`pageerror ${page.url()}: ${e.message}`));
page.on('console', (m) => { if (m.type() === 'error') errors.push(`console ${page.url()}: ${m.text()}`); });
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  if (s.signin) {
    await page.goto(base + '/auth/sign-in');
    await page.getByRole('button', { name: /체험 계정/ }).click();
    await page.waitForURL(/home/);
    await page.evaluate(() => localStorage.setItem('chorok-reminders-prompt', 'later'));
    continue;
  }
  await page.goto(base + s.url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(s.wait ?? 800);
  if (s.scroll) await page.evaluate((y) => window.scrollTo(0, y), s.scroll);
  if (s.fill) { await page.locator('textarea').fill(s.fill); await page.getByRole('button', { name: s.submit }).click(); await page.waitForTimeout(3000); }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${s.name}.png`, fullPage: !!s.full });
}
console.log(errors.join('\n') || 'no errors');
await browser.close();
