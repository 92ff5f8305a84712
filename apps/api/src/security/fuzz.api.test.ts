import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import {
  casesFor,
  INTERNAL_DETAIL,
  operationsOf,
  SERVER_PATH,
  spread,
  type FuzzCase,
  type Operation,
} from './fuzz-cases.ts';
import { SECURITY_FULL } from './level.ts';

/*
 * Issue 14: every operation of the OpenAPI document gets malformed requests, on a real database,
 * signed in where it needs a user. No answer may be a 5xx or carry a stack trace or other internal
 * detail. `npm run test:security` sends 60 of each operation's (≥ 50); `npm test` a spread of 6.
 */

const MIN_CASES = 50;
/** Full: a spread of this many of each operation's cases (all kinds), to stay within minutes. */
const FULL_CASES = 60;
const QUICK_CASES = 6;
const SEED = 20_140_514;

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  // No rate limits: a 429 would hide what the validation does with the request.
  t = await createTestApp({ rateLimitPerMinute: 0, signInRateLimitPerMinute: 1_000_000 });
  await insertProducts(t.db, [{ name: '몬스테라' }, { name: '스킨답서스' }]);
  await t.app.ready();
  operations = operationsOf(
    t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> },
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function casesOf(op: Operation, index: number): FuzzCase[] {
  const fixed = casesFor(op, 0, SEED + index).length;
  const all = casesFor(op, Math.max(10, MIN_CASES - fixed), SEED + index);
  return spread(all, SECURITY_FULL ? FULL_CASES : QUICK_CASES);
}

async function headersFor(op: Operation): Promise<Record<string, string>> {
  if (op.auth === 'admin') return { 'x-admin-secret': t.config.adminSecret };
  if (op.auth === 'bearer') return (await signIn(t.app, t.db)).headers;
  return {};
}

describe('fuzz from the OpenAPI document', () => {
  it('knows every operation and makes enough cases for each', () => {
    expect(operations.length).toBeGreaterThan(100);
    operations.forEach((op, index) => {
      expect(casesFor(op, 10, SEED + index).length + 0).toBeGreaterThanOrEqual(10);
      if (SECURITY_FULL) expect(casesOf(op, index).length).toBeGreaterThanOrEqual(MIN_CASES);
    });
  });

  it('answers every malformed request without a 5xx or an internal detail', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      // A user of its own per operation: one that signs out or leaves affects only itself.
      const auth = await headersFor(op);
      for (const fuzz of casesOf(op, index)) {
        const response = await t.app.inject({
          method: fuzz.method as 'GET',
          url: fuzz.url,
          headers: { ...auth, ...fuzz.headers },
          ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
        });
        sent += 1;
        const where = `${op.method} ${op.path} [${fuzz.label}] → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
        else if (
          INTERNAL_DETAIL.test(response.body) ||
          (op.auth !== 'admin' && SERVER_PATH.test(response.body))
        )
          failures.push(`${where} leaks: ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures, `${failures.length} of ${sent} requests`).toEqual([]);
  }, 600_000);
});
