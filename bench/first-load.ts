import type { BrowserContext } from 'playwright-core';
import { gzipSync } from 'node:zlib';

export interface Script {
  url: string;
  requestedAt: number;
  gzipBytes: number;
}

const QUIET_MS = 2000;

async function gzipped(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/**
 * The scripts a first visit to `url` needs to be usable: every same-origin script requested from
 * the load, through a visitor's first input (a key press: a server-rendered page runs its app
 * then, decision 0048) and the app's first commit, until the network has been quiet for 2 s. Each
 * gzipped at level 9. `committedAt` is null for a build without the `chorok:first-commit` mark.
 */
export async function firstLoadScripts(
  context: BrowserContext,
  url: string,
): Promise<{ scripts: Script[]; committedAt: number | null }> {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  const requested: { url: string; at: number }[] = [];
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    if (request.resourceType() === 'script' && request.url().startsWith(origin))
      requested.push({ url: request.url(), at: Date.now() });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.keyboard.press('Shift');
  const committedAt = await page
    .waitForFunction(
      () => performance.getEntriesByName('chorok:first-commit').length > 0,
      undefined,
      {
        timeout: 15_000,
      },
    )
    .then(() =>
      page.evaluate(
        () =>
          performance.timeOrigin +
          (performance.getEntriesByName('chorok:first-commit')[0]?.startTime ?? 0),
      ),
    )
    .catch(() => null);
  while (Date.now() - lastRequestAt < QUIET_MS) await new Promise((r) => setTimeout(r, 200));
  await page.close();
  const unique = [...new Map(requested.map((r) => [r.url, r])).values()];
  const scripts: Script[] = [];
  for (const { url: scriptUrl, at } of unique)
    scripts.push({ url: scriptUrl, requestedAt: at, gzipBytes: await gzipped(scriptUrl) });
  return { scripts, committedAt };
}
