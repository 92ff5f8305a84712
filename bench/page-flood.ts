/**
 * Issue 14 item 4: anonymous clients hammer the rendered pages and `/images` (new widths and
 * qualities, so renders, not cache hits) while another shopper uses the API. Reports the
 * shopper's median latency for `GET /v1/products?perPage=20` alone and under the flood, run by
 * run (the median of BENCH_RUNS ≥ 5), with the load average, and what the flood was answered.
 *   npm run bench:flood                 (BENCH_CONNECTIONS=40, BENCH_SECONDS=10, BENCH_RUNS=5)
 * BENCH_ATTACKERS: how many IPs the flood comes from (X-Forwarded-For; default 40, one per
 * connection; 1 shows the per-IP limits, many the shared render budget).
 * BENCH_DATABASE_URL runs it on PostgreSQL. Pages need the web build (`npm run build`).
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startApp } from './server-process.ts';
import { median } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3417);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? CONNECTIONS);
const SHOPPER_IP = '198.51.100.7';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The shopper's requests, one after another, until `until` says stop: their times in ms. */
async function shop(url: string, until: () => boolean): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  do {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/v1/products?perPage=20`, {
        headers: { 'x-forwarded-for': SHOPPER_IP },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.ok) ms.push(performance.now() - started);
      else failed += 1;
    } catch {
      failed += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (!until());
  return { ms, failed };
}

if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html')))
  console.warn('No web build: pages answer the "build first" page (run `npm run build`).');

// The app's own limits, as shipped: the flood must meet them.
// BENCH_DATA_DIR: a data directory kept between runs (the first start seeds it).
const app = await startApp(
  PORT,
  { RATE_LIMIT_PER_MINUTE: '600', TRUST_PROXY: 'true' },
  process.env.BENCH_DATA_DIR,
);
try {
  const list = await (await fetch(`${app.url}/v1/products?perPage=50`)).text();
  const ids = [...list.matchAll(/"id":(\d+),"category"/g)].map((m) => m[1]!);
  const images = [...new Set([...list.matchAll(/"(\/images\/[^"?]+)/g)].map((m) => m[1]!))];
  console.log(`${ids.length} products, ${images.length} images to ask for`);
  let n = 0;
  const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]!;
  const flood = () =>
    autocannon({
      url: app.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            const page = n % 2 === 0 && ids.length > 0;
            const width = 100 + Math.floor(Math.random() * 1100);
            return {
              ...request,
              method: 'GET',
              path: page
                ? `/products/detail/${pick(ids)}`
                : `${pick(images)}?w=${width}&q=${50 + (n % 40)}`,
              headers: {
                accept: page ? 'text/html' : 'image/webp',
                'x-forwarded-for': `203.0.113.${n % ATTACKERS}`,
              },
            };
          },
        },
      ],
    });

  const alone: number[] = [];
  const under: number[] = [];
  console.log(
    'run | shopper alone ms | under flood ms | shopper failed | flood 2xx / 429 / 503 / other | load average',
  );
  for (let run = 1; run <= RUNS; run += 1) {
    const quiet = await shop(app.url, () => true);
    for (let i = 0; i < 4; i += 1) quiet.ms.push(...(await shop(app.url, () => true)).ms);
    let flooding = true;
    const floodDone = Promise.resolve(flood()).finally(() => (flooding = false));
    const busy = await shop(app.url, () => !flooding);
    const result = await floodDone;
    const codes = result.statusCodeStats as Record<string, { count: number }>;
    const count = (code: string) => codes[code]?.count ?? 0;
    const other = result.requests.total - count('200') - count('429') - count('503');
    alone.push(median(quiet.ms));
    under.push(median(busy.ms));
    console.log(
      `${run} | ${median(quiet.ms).toFixed(1)} | ${median(busy.ms).toFixed(1)} | ${busy.failed} | ${count('200')} / ${count('429')} / ${count('503')} / ${other} | ${load()}`,
    );
  }
  const a = median(alone);
  const u = median(under);
  console.log(
    `median of ${RUNS} runs: shopper alone ${a.toFixed(1)} ms, under the flood ${u.toFixed(1)} ms (×${(u / a).toFixed(1)}); load average ${load()}`,
  );
} finally {
  await app.stop();
}
