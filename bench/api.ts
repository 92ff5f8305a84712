/**
 * API throughput against the machine's own ceiling: each endpoint of ours and a bare node:http
 * server answering the same JSON, measured in the same run, reported as a ratio.
 *   npm run bench:api                 (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   (the app on PostgreSQL)
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startApp, startBare } from './server-process.ts';

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

async function main() {
  const app = await startApp(3410);
  try {
    const signIn = await fetch(`${app.url}/v1/auth/demo/sign-in`, { method: 'POST' });
    const { data } = (await signIn.json()) as { data: { accessToken: string } };
    const auth = { Authorization: `Bearer ${data.accessToken}` };
    const health = await (await fetch(`${app.url}/v1/health`)).json();
    const me = await (await fetch(`${app.url}/v1/users/me`, { headers: auth })).json();

    const bare = await startBare(3411, { '/v1/health': health, '/v1/users/me': me });
    const rows: Row[] = [];
    try {
      rows.push(await measure('bare node:http /v1/health', `${bare.url}/v1/health`));
      rows.push(await measure('GET /v1/health', `${app.url}/v1/health`));
      rows.push(await measure('bare node:http /v1/users/me', `${bare.url}/v1/users/me`));
      rows.push(await measure('GET /v1/users/me (signed in)', `${app.url}/v1/users/me`, auth));
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
      `users/me: ${(ratio(rows[3], rows[2]) * 100).toFixed(1)}% of bare node:http (goal ≥ 50%)`,
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
  }
}

await main();
