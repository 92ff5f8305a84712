/**
 * The JavaScript a first visit loads, without Lighthouse: a quick, repeatable check of the
 * "initial JavaScript ≤ 150 KB gzipped" budget while changing the bundle.
 *
 *   npm run build && npm run first-load -w @chorok/bench      (or: npm run bench:first-load)
 *
 * Starts the built app (as bench:web does), opens each page in a fresh mobile context of Debian's
 * chromium, gives it a visitor's first input (a server-rendered page runs its app then, decision
 * 0048), waits until the app's first commit and then until the network has been quiet for 2 s,
 * and counts every same-origin script the page requested, each gzipped at level 9 — the figure
 * bench:web reports. It also splits them into those requested before React's first commit (the
 * `chorok:first-commit` performance mark) and those requested after it.
 * BENCH_PAGES=/,/home  BENCH_PORT=3421  BENCH_FILES=1 lists every file. WEB_DIST_DIR measures another
 * build (e.g. an older commit's apps/web/dist); one without the mark gets the total only.
 */
import { chromium } from 'playwright-core';
import { firstLoadScripts, type Script } from './first-load.ts';
import { startApp } from './server-process.ts';
import { CHROMIUM_ARGS, PHONE_CONTEXT } from './phone-browser.ts';

const pages = (process.env.BENCH_PAGES ?? '/,/home').split(',');
const port = Number(process.env.BENCH_PORT ?? 3421);
const listFiles = Boolean(process.env.BENCH_FILES);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  // startApp waits for /v1/health; a server left on the port would answer for the new one.
  const stale = await fetch(`http://127.0.0.1:${port}/v1/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Port ${port} is already serving: stop that server or set BENCH_PORT`);
  const app = await startApp(port);
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    })
    .catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
  const rows: string[] = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext(PHONE_CONTEXT);
      const { scripts, committedAt } = await firstLoadScripts(context, `${app.url}${path}`);
      await context.close();
      const sum = (list: Script[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
      const split = (list: Script[]) =>
        committedAt === null ? '—' : `${kb(sum(list))} (${list.length})`;
      const before = scripts.filter((s) => committedAt !== null && s.requestedAt <= committedAt);
      const after = scripts.filter((s) => committedAt !== null && s.requestedAt > committedAt);
      rows.push(
        `| ${path} | ${kb(sum(scripts))} (${scripts.length}) | ${split(before)} | ${split(after)} |`,
      );
      if (listFiles) {
        for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          const phase =
            committedAt === null ? '' : s.requestedAt <= committedAt ? 'before' : 'after';
          console.log(
            `${path}\t${kb(s.gzipBytes).padStart(9)}\t${phase}\t${new URL(s.url).pathname}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(
    [
      `First-visit JavaScript, gzip -9 — ${new Date().toISOString()}`,
      '',
      '| page | all scripts (files) | before first commit | after first commit |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

await main();
