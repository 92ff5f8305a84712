/**
 * Issue 21's catalogue reads (every list kind, a product, its reviews, the metadata), as a visitor
 * and signed in, and a signed-in `/v1/users/me`, each against a bare node:http server replaying the
 * app's own answer. Each pair is
 * measured back to back, BENCH_RUNS times (5 by default), and the goal is judged on the median ratio.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { capture, connections, measure, type Row } from './http-measure.ts';
import { REPO_ROOT, startBare, type BareResponse, type RunningApp } from './server-process.ts';
import { median } from './stats.ts';

const CATALOGUE_READS = [
  '/v1/products?perPage=20',
  '/v1/products/best?perPage=20',
  '/v1/products/new?perPage=20',
  '/v1/products/recommend?perPage=20',
  '/v1/products/1',
  '/v1/products/metadatas',
  '/v1/reviews?productId=1',
];
/** Issue 21's signed-in goal covers every signed-in request, not only catalogue reads. */
const SIGNED_IN_ONLY = ['/v1/users/me'];
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
/** Goals (share of the bare server's requests/s): visitors, and signed-in shoppers. */
const GOALS = { visitor: 0.5, signedIn: onPostgres ? 0.4 : 0.25 };
const runs = Number(process.env.BENCH_RUNS ?? 5);
// Five runs of 28 measurements: 5 s each keeps a database's bench near a quarter of an hour.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

interface Case {
  path: string;
  label: 'visitor' | 'signed in';
  headers: Record<string, string>;
  bare: string;
  samples: { ours: Row; base: Row; ratio: number; load: number }[];
}

export async function catalogueReads(app: RunningApp, auth: Record<string, string>) {
  const who = [
    ['visitor', {}],
    ['signed in', auth],
  ] as const;
  const cases: Case[] = [
    ...CATALOGUE_READS.flatMap((path) => who.map(([label, headers]) => ({ path, label, headers }))),
    ...SIGNED_IN_ONLY.map((path) => ({ path, label: 'signed in' as const, headers: auth })),
  ].map((c, i) => ({ ...c, bare: `/r/${i}`, samples: [] }));
  const answers: Record<string, BareResponse> = {};
  for (const c of cases) answers[c.bare] = await capture(`${app.url}${c.path}`, c.headers);
  const bare = await startBare(3411, answers);
  const runLoads: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      // JIT and caches stay warm across runs: only the first run warms each pair up.
      const warmUpSeconds = run === 1 ? 2 : 0;
      for (const c of cases) {
        const base = await measure(
          `bare ${c.path}`,
          `${bare.url}${c.bare}`,
          {},
          { warmUpSeconds, seconds },
        );
        const ours = await measure(`GET ${c.path}`, `${app.url}${c.path}`, c.headers, {
          warmUpSeconds,
          seconds,
        });
        const load = loadavg()[0] ?? 0;
        c.samples.push({ ours, base, ratio: ours.rps / base.rps, load });
        console.log(
          `run ${run}/${runs} ${c.path} (${c.label}): ${ours.rps.toFixed(0)} vs bare ${base.rps.toFixed(0)} req/s = ${percent(ours.rps / base.rps)} · load ${load.toFixed(2)}`,
        );
      }
      runLoads.push(loadavg()[0] ?? 0);
    }
  } finally {
    await bare.stop();
  }
  const goalOf = (c: Case) => (c.label === 'visitor' ? GOALS.visitor : GOALS.signedIn);
  const rows = cases.map((c) => {
    const ratios = c.samples.map((s) => s.ratio);
    return {
      path: c.path,
      label: c.label,
      goal: goalOf(c),
      median: median(ratios),
      lowest: Math.min(...ratios),
      highest: Math.max(...ratios),
      under: ratios.filter((r) => r < goalOf(c)).length,
      ours: median(c.samples.map((s) => s.ours.rps)),
      base: median(c.samples.map((s) => s.base.rps)),
      p99: median(c.samples.map((s) => s.ours.p99)),
    };
  });
  const misses = rows.filter((r) => r.median < r.goal);
  console.log(
    [
      '',
      `Catalogue reads on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections × ${seconds} s, median of ${runs} runs (goals: visitor ≥ ${GOALS.visitor * 100}%, signed in ≥ ${GOALS.signedIn * 100}%)`,
      `1-minute load average at the end of each run: ${runLoads.map((l) => l.toFixed(2)).join(', ')}`,
      '',
      '| read | who | median | lowest | highest | runs under goal | ours req/s | bare req/s | p99 ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.path} | ${r.label} | ${percent(r.median)} | ${percent(r.lowest)} | ${percent(r.highest)} | ${r.under} | ${r.ours.toFixed(0)} | ${r.base.toFixed(0)} | ${r.p99} |`,
      ),
      '',
      misses.length
        ? `${misses.length} of ${rows.length} reads miss their goal on the median.`
        : 'Every read meets its goal on the median.',
    ].join('\n'),
  );
  const dir = join(REPO_ROOT, 'bench', '.results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `catalogue-${onPostgres ? 'postgresql' : 'pglite'}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), seconds, connections, runs, runLoads, rows },
      null,
      2,
    ),
  );
  const failed = cases.some((c) => c.samples.some((s) => s.ours.non2xx || s.ours.errors));
  if (failed) console.error('Some requests failed: the figures above are not valid.');
  if (misses.length || failed) process.exitCode = 1;
}
