#!/usr/bin/env node
/**
 * `npm run test:api`: the API tests (vitest projects "api" and "api-mocks") on embedded PGlite, then again on
 * PostgreSQL when one answers — TEST_DATABASE_URL if set, else postgres://postgres@127.0.0.1:5432/postgres.
 * Each test file creates (and drops) its own database on that server. Extra arguments go to vitest
 * (e.g. a file filter). Exits non-zero when any run fails.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const extraArgs = process.argv.slice(2);

function runVitest(label, env) {
  console.log(`\n=== API tests on ${label} ===\n`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', '--project', 'api-mocks', ...extraArgs],
    {
      stdio: 'inherit',
      env,
    },
  );
  return result.status === 0;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;
const results = [];

results.push({ name: 'PGlite (in memory)', passed: runVitest('PGlite (in memory)', baseEnv) });

const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES;
const probe = await reachable(postgresUrl);
if (probe.ok) {
  const label = `PostgreSQL (${redact(postgresUrl)})`;
  results.push({
    name: label,
    passed: runVitest(label, { ...baseEnv, TEST_DATABASE_URL: postgresUrl }),
  });
} else {
  const hint = process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL'
    : `the default ${DEFAULT_POSTGRES}`;
  console.log(
    `\nPostgreSQL is not reachable at ${hint} (${probe.reason}): skipping the PostgreSQL run.`,
  );
  results.push({ name: `PostgreSQL (${redact(postgresUrl)})`, passed: null });
}

console.log('\n=== API test summary ===');
for (const { name, passed } of results)
  console.log(`  ${passed === null ? 'SKIPPED' : passed ? 'PASSED ' : 'FAILED '}  ${name}`);
process.exit(results.some((r) => r.passed === false) ? 1 : 0);
