/**
 * Product search latency on a large catalogue: 100,000 generated products, then the list query the
 * API runs for `GET /v1/products?search=…` (search where, order by relevance, limit 20, and the
 * count for `_metadata`) for a mix of queries, one at a time, on PGlite (in this process, as the
 * embedded default runs it) and on PostgreSQL (a fresh database, dropped afterwards).
 *   npm run bench:search
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:search   (the server to use)
 *   BENCH_SEARCH_TARGETS=postgres BENCH_SEARCH_PRODUCTS=20000 BENCH_SEARCH_ROUNDS=5 npm run bench:search
 * Filling 100,000 rows takes minutes (every row enters three GIN indexes). To keep the filled
 * catalogue for the next run or for EXPLAIN, name where it lives; it is created and filled when
 * missing or empty, reused as it is otherwise, and never dropped:
 *   BENCH_SEARCH_DATABASE=chorok_bench_search BENCH_SEARCH_PGLITE_DIR=/tmp/chorok-bench-search npm run bench:search
 */
import { listProducts } from '@chorok/api/src/modules/products/service.ts';
import { createDatabase, migrate, products, type DatabaseHandle } from '@chorok/db';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateProducts, type GeneratedProduct } from './search-catalogue.ts';
import { REPO_ROOT } from './server-process.ts';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 12);
// 18 values a row: 3,000 rows stay under the 65,535 parameters one statement may carry.
const BATCH = 3_000;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (process.env.BENCH_SEARCH_TARGETS ?? 'pglite,postgres').split(',');
const GOALS_MS: Record<string, number> = { pglite: 100, postgres: 30 };
/** A database (PostgreSQL) and a data directory (PGlite) to keep between runs; fresh ones if unset. */
const KEEP_DATABASE = process.env.BENCH_SEARCH_DATABASE;
const KEEP_PGLITE_DIR = process.env.BENCH_SEARCH_PGLITE_DIR;

/** What shoppers type: each kind of the cases the search serves, and queries nothing matches. */
const QUERIES: [kind: string, text: string][] = [
  ['partial', '몬스'],
  ['partial', '산세'],
  ['partial', '고무나무'],
  ['partial', '필로'],
  ['partial', '야자'],
  ['initials', 'ㅁㅅㅌㄹ'],
  ['initials', 'ㅅㅅㅂㄹㅇ'],
  ['initials', 'ㄱㅁㄴㅁ'],
  ['initials', 'ㅁㅅ'],
  ['initials', 'ㅎㅇㅁ'],
  ['spacing', '몬스테라 델리 시오사'],
  ['spacing', '떡갈 고무 나무'],
  ['typo', '산세비에리아'],
  ['typo', '스킨답스스'],
  ['typo', '몬스테로'],
  ['typo', '스파티필름'],
  ['typo', '칼라데야'],
  ['english', 'monstera'],
  ['english', 'Snake plant'],
  ['english', 'ficus'],
  ['english', 'monstrea'],
  ['none', '자동차'],
  ['none', 'qwerty'],
  ['none', '냉장고 수리'],
];

interface Sample {
  kind: string;
  text: string;
  ms: number;
  total: number;
}

interface Target {
  name: 'pglite' | 'postgres';
  label: string;
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}

async function openPglite(): Promise<Target> {
  // File-backed, as `npm start` runs it.
  const dir = KEEP_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'chorok-bench-search-'));
  const handle = await createDatabase({ dataDir: dir });
  return {
    name: 'pglite',
    label: 'PGlite (in process, file-backed)',
    handle,
    dispose: async () => {
      await handle.close();
      if (!KEEP_PGLITE_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Target> {
  const name = KEEP_DATABASE ?? `chorok_bench_search_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  const server = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
    ?.server_version;
  return {
    name: 'postgres',
    label: `PostgreSQL ${server ?? ''} (${url.host})`,
    handle,
    dispose: async () => {
      await handle.close();
      if (!KEEP_DATABASE) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Inserts the catalogue into an empty database; a kept one already holding it is used as it is. */
async function fill(handle: DatabaseHandle): Promise<number> {
  const started = performance.now();
  const present = await handle.db.$count(products);
  if (present === PRODUCTS) {
    await handle.db.execute(sql`analyze`);
    return 0;
  }
  if (present > 0)
    throw new Error(`The kept database holds ${present} products, not ${PRODUCTS}: drop it first`);
  let batch: GeneratedProduct[] = [];
  for (const product of generateProducts(PRODUCTS)) {
    batch.push(product);
    if (batch.length === BATCH) {
      await handle.db.insert(products).values(batch);
      batch = [];
    }
  }
  if (batch.length) await handle.db.insert(products).values(batch);
  await handle.db.execute(sql`analyze`);
  return performance.now() - started;
}

/** The API's list query for `?search=text` (first page of 20, relevance order, with its count). */
async function searchOnce(handle: DatabaseHandle, text: string): Promise<number> {
  const page = await listProducts(handle.db, {
    list: 'all',
    query: { page: 1, perPage: 20, orderDirection: 1, search: text },
    userId: null,
  });
  return page.metadata.total;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summarise(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1] ?? 0,
  };
}

async function run(target: Target) {
  const { handle } = target;
  await migrate(handle);
  const fillMs = await fill(handle);
  // One pass to warm caches and plans; not measured.
  const totals = new Map<string, number>();
  for (const [, text] of QUERIES) totals.set(text, await searchOnce(handle, text));
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Rotated each round, so no query always follows the same one.
    const order = QUERIES.map((_, i) => QUERIES[(i + round * 7) % QUERIES.length]!);
    for (const [kind, text] of order) {
      const started = performance.now();
      const total = await searchOnce(handle, text);
      samples.push({ kind, text, ms: performance.now() - started, total });
    }
  }
  return { fillMs, totals, samples };
}

const fmt = (ms: number) => ms.toFixed(1);

async function main() {
  const results = [];
  for (const name of TARGETS) {
    const target = name === 'postgres' ? await openPostgres() : await openPglite();
    try {
      console.log(`\n${target.label}: ${PRODUCTS.toLocaleString('en')} products …`);
      const { fillMs, totals, samples } = await run(target);
      const kinds = [...new Set(QUERIES.map(([kind]) => kind))];
      const overall = summarise(samples);
      const goal = GOALS_MS[target.name] ?? Infinity;
      const lines = [
        `Search benchmark — ${new Date().toISOString()} — ${target.label}, ${PRODUCTS.toLocaleString('en')} products (${fillMs ? `inserted in ${(fillMs / 1000).toFixed(1)} s` : 'kept from an earlier run'}), ${ROUNDS} rounds × ${QUERIES.length} queries`,
        '',
        '| queries | samples | p50 ms | p95 ms | p99 ms | max ms |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...kinds.map((kind) => {
          const s = summarise(samples.filter((sample) => sample.kind === kind));
          const texts = QUERIES.filter(([k]) => k === kind).map(([, text]) => text);
          return `| ${kind} (${texts.join(', ')}) | ${s.n} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`;
        }),
        `| **all** | ${overall.n} | ${fmt(overall.p50)} | ${fmt(overall.p95)} | ${fmt(overall.p99)} | ${fmt(overall.max)} |`,
        '',
        ...QUERIES.map(([, text]) => {
          const s = summarise(samples.filter((sample) => sample.text === text));
          return `  ${text}: ${totals.get(text)} matches, p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms`;
        }),
        '',
        `p95 ${fmt(overall.p95)} ms — goal < ${goal} ms: ${overall.p95 < goal ? 'met' : 'NOT met'}`,
      ];
      console.log(lines.join('\n'));
      results.push({
        target: target.name,
        label: target.label,
        products: PRODUCTS,
        fillMs,
        overall,
        byKind: Object.fromEntries(
          kinds.map((kind) => [kind, summarise(samples.filter((s) => s.kind === kind))]),
        ),
        byQuery: Object.fromEntries(
          QUERIES.map(([, text]) => [
            text,
            { total: totals.get(text), ...summarise(samples.filter((s) => s.text === text)) },
          ]),
        ),
      });
      if (overall.p95 >= goal) process.exitCode = 1;
    } finally {
      await target.dispose();
    }
  }
  const dir = join(REPO_ROOT, 'bench', '.results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'search.json'),
    JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, results }, null, 2),
  );
}

await main();
