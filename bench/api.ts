/**
 * API throughput against the machine's own ceiling: each endpoint of ours and a bare node:http
 * server answering the same JSON, measured in the same run, reported as a ratio.
 *   npm run bench:api                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   (the app on PostgreSQL)
 * The product list needs products: when the app's database has none, the bench stops the app,
 * adds a few hundred (bench-catalogue.ts) and starts it again.
 * BENCH_CATALOGUE=1 measures issue 21's catalogue reads instead (every one, as a visitor and signed
 * in, each against a bare server replaying its own answer), on PGlite and then on PostgreSQL when
 * BENCH_DATABASE_URL is set; it exits non-zero when a ratio misses its goal.
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillBenchCatalogue } from './bench-catalogue.ts';
import {
  REPO_ROOT,
  startApp,
  startBare,
  type BareResponse,
  type RunningApp,
} from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // A short warm-up so JIT and caches settle before the measured window.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const PORT = 3410;

/** Headers Node's http server writes itself, or that describe this one transfer. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The app's answer as the load generator sees it (no compression asked for, as autocannon). */
async function capture(url: string, headers: Record<string, string> = {}): Promise<BareResponse> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const replayed: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) replayed[name] = value;
  });
  return { body: await response.text(), headers: replayed };
}

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

/** Issue 21's catalogue reads: every list kind, a product, its reviews, the metadata. */
const CATALOGUE_READS = [
  '/v1/products?perPage=20',
  '/v1/products/best?perPage=20',
  '/v1/products/new?perPage=20',
  '/v1/products/recommend?perPage=20',
  '/v1/products/1',
  '/v1/products/metadatas',
  '/v1/reviews?productId=1',
];
/** Goals (share of the bare server's requests/s): visitors, and signed-in shoppers. */
const CATALOGUE_GOALS = { visitor: 0.5, signedIn: process.env.BENCH_DATABASE_URL ? 0.4 : 0.25 };

async function catalogueReads(app: RunningApp, auth: Record<string, string>) {
  const who = [
    ['visitor', {}],
    ['signed in', auth],
  ] as const;
  const answers: Record<string, BareResponse> = {};
  const cases = CATALOGUE_READS.flatMap((path, i) =>
    who.map(([label, headers], j) => ({ path, label, headers, bare: `/r/${i}/${j}` })),
  );
  for (const c of cases) answers[c.bare] = await capture(`${app.url}${c.path}`, c.headers);
  const bare = await startBare(3411, answers);
  const results: { path: string; label: string; ratio: number; ours: Row; base: Row }[] = [];
  try {
    for (const c of cases) {
      const base = await measure(`bare ${c.path} (${c.label})`, `${bare.url}${c.bare}`);
      const ours = await measure(`GET ${c.path} (${c.label})`, `${app.url}${c.path}`, c.headers);
      const ratio = ours.rps / base.rps;
      results.push({ path: c.path, label: c.label, ratio, ours, base });
      console.log(
        `${c.path} (${c.label}): ${ours.rps.toFixed(0)} vs bare ${base.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(1)}% · load ${loadavg()[0]?.toFixed(2)}`,
      );
    }
  } finally {
    await bare.stop();
  }
  const misses = results.filter(
    (r) => r.ratio < (r.label === 'visitor' ? CATALOGUE_GOALS.visitor : CATALOGUE_GOALS.signedIn),
  );
  console.log(
    [
      '',
      `Catalogue reads on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections × ${seconds} s (goals: visitor ≥ ${CATALOGUE_GOALS.visitor * 100}%, signed in ≥ ${CATALOGUE_GOALS.signedIn * 100}%)`,
      '',
      '| read | who | ours req/s | bare req/s | ratio | p99 ms |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.path} | ${r.label} | ${r.ours.rps.toFixed(0)} | ${r.base.rps.toFixed(0)} | ${(r.ratio * 100).toFixed(1)}% | ${r.ours.p99} |`,
      ),
      '',
      misses.length
        ? `${misses.length} of ${results.length} reads miss their goal.`
        : 'Every read meets its goal.',
    ].join('\n'),
  );
  if (misses.length || results.some((r) => r.ours.non2xx || r.ours.errors)) process.exitCode = 1;
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
