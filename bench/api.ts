/**
 * API throughput against the machine's own ceiling: each endpoint of ours and a bare node:http
 * server answering the same JSON, measured in the same run, reported as a ratio.
 *   npm run bench:api                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   (the app on PostgreSQL)
 * The product list needs products: when the app's database has none, the bench stops the app,
 * adds a few hundred (bench-catalogue.ts) and starts it again.
 * BENCH_CATALOGUE=1 measures issue 21's catalogue reads instead (catalogue-reads.ts: five runs,
 * median ratios), on PostgreSQL when BENCH_DATABASE_URL is set; it exits non-zero on a miss.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillBenchCatalogue } from './bench-catalogue.ts';
import { catalogueReads } from './catalogue-reads.ts';
import { capture, connections, measure, seconds, type Row } from './http-measure.ts';
import { REPO_ROOT, startApp, startBare, type RunningApp } from './server-process.ts';

const PORT = 3410;

const PLAIN_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
const PRODUCT_LIST = '/v1/products?perPage=20';

async function productCount(app: RunningApp): Promise<number> {
  const response = await fetch(`${app.url}/v1/products?perPage=1`);
  const body = (await response.json()) as { _metadata?: { total: number } };
  return body._metadata?.total ?? 0;
}

/** The app on a data directory of ours, with products in it. */
async function startAppWithCatalogue(dataDir: string): Promise<RunningApp> {
  const app = await startApp(PORT, {}, dataDir);
  if ((await productCount(app)) > 0) return app;
  // PGlite's files belong to one process at a time: the app stops while the bench writes.
  await app.stop();
  await fillBenchCatalogue({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
  return startApp(PORT, {}, dataDir);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorok-bench-'));
  const app = await startAppWithCatalogue(dataDir);
  try {
    const signIn = await fetch(`${app.url}/v1/auth/demo/sign-in`, { method: 'POST' });
    const { data } = (await signIn.json()) as { data: { accessToken: string } };
    const auth = { Authorization: `Bearer ${data.accessToken}` };
    if (process.env.BENCH_CATALOGUE) {
      await catalogueReads(app, auth);
      return;
    }
    const health = await capture(`${app.url}/v1/health`);
    const me = await capture(`${app.url}/v1/users/me`, auth);
    const productList = await capture(`${app.url}${PRODUCT_LIST}`);

    // Each bare answer is the app's own response, headers included; /plain/v1/users/me is the same
    // body with only a content type, the baseline of the figures before 2026-11-25.
    const bare = await startBare(3411, {
      '/v1/health': health,
      '/v1/users/me': me,
      '/v1/products': productList,
      '/plain/v1/users/me': { body: me.body, headers: PLAIN_HEADERS },
    });
    const rows: Row[] = [];
    try {
      rows.push(await measure('bare node:http /v1/health', `${bare.url}/v1/health`));
      rows.push(await measure('GET /v1/health', `${app.url}/v1/health`));
      rows.push(await measure('bare node:http /v1/users/me', `${bare.url}/v1/users/me`));
      rows.push(await measure('GET /v1/users/me (signed in)', `${app.url}/v1/users/me`, auth));
      rows.push(await measure('bare node:http /v1/products', `${bare.url}${PRODUCT_LIST}`));
      rows.push(await measure(`GET ${PRODUCT_LIST} (visitor)`, `${app.url}${PRODUCT_LIST}`));
      rows.push(
        await measure(
          'bare node:http /v1/users/me, content type only',
          `${bare.url}/plain/v1/users/me`,
        ),
      );
    } finally {
      await bare.stop();
    }

    const ratio = (ours: Row | undefined, base: Row | undefined) =>
      ours && base ? ours.rps / base.rps : 0;
    const lines = [
      `API benchmark — ${new Date().toISOString()} — ${connections} connections × ${seconds} s, app on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
      '',
      '| target | requests/s | p99 ms | non-2xx | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
      ),
      '',
      `health: ${(ratio(rows[1], rows[0]) * 100).toFixed(1)}% of bare node:http`,
      `users/me: ${(ratio(rows[3], rows[2]) * 100).toFixed(1)}% of bare node:http sending the same response (goal ≥ 50%); ${(ratio(rows[3], rows[6]) * 100).toFixed(1)}% of one sending the body with a content type only`,
      `products?perPage=20: ${(ratio(rows[5], rows[4]) * 100).toFixed(1)}% of bare node:http (${(JSON.parse(productList.body) as { _metadata: { total: number } })._metadata.total} products listed)`,
      '',
      `headers replayed on /v1/users/me: ${Object.keys(me.headers).join(', ')}`,
    ];
    console.log(lines.join('\n'));
    const dir = join(REPO_ROOT, 'bench', '.results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'api.json'),
      JSON.stringify({ at: new Date().toISOString(), seconds, connections, rows }, null, 2),
    );
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.error('Some requests failed: the figures above are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
