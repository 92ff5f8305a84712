import { existsSync, readdirSync } from 'node:fs';
import { createDatabase, migrate, orders, sandboxPayments, type Database } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxPayment, SandboxPaymentProvider } from '../modules/payments/sandbox.ts';
import { insertProducts, signIn } from '../test/catalogue-fixtures.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN } from '../test/helper.ts';
import { insertAddress, payOrder, placeOrder } from '../test/commerce-fixtures.ts';
import { runAdminCli } from './cli.ts';

/* `npm run admin -- sandbox deposit <orderNumber> [--json]`: a deposit into a sandbox 가상계좌. */

const tempDataDir = tempDataDirs('chorok-sandbox-cli-');
const migratedDataDir = migratedDataDirs('chorok-sandbox-cli-');

/** A virtual account issued for `orderId`, waiting for its deposit. */
async function issueAccount(db: Database, orderId: string) {
  const key = await recordSandboxPayment(db, {
    orderId,
    orderName: '테스트 주문',
    amount: 18_000,
    method: 'VIRTUAL_ACCOUNT',
    bankCode: '06',
    holderName: '김초록',
    cashReceiptType: null,
  });
  await new SandboxPaymentProvider(db).confirm(key, orderId, 18_000, `issue-${orderId}`);
  return key;
}

const statusOf = async (db: Database, paymentKey: string) =>
  (
    await db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey))
  )[0]?.status;

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['sandbox']],
    [['sandbox', 'deposit']],
    [['sandbox', 'refund', 'CHR20261126ABCDEF']],
    [['sandbox', 'deposit', 'CHR20261126ABCDEF', 'CHR20261126GHIJKL']],
    [['sandbox', 'deposit', 'CHR20261126ABCDEF', '--all']],
    [['sandbox', 'deposit', '<script>']],
  ])('refuses %j with exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin|주문 번호가 아니에요/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the command in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('sandbox deposit <orderNumber> [--json]');
  });

  it('is only for the sandbox', async () => {
    const dataDir = tempDataDir();
    const run = cliIo({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'toss',
      TOSS_SECRET_KEY: 'test_sk_x',
      TOSS_CLIENT_KEY: 'test_ck_x',
    });
    expect(await runAdminCli(['sandbox', 'deposit', 'CHR20261126ABCDEF'], run.io)).toBe(1);
    expect(run.err.join('\n')).toContain('PAYMENT_PROVIDER가 sandbox일 때만');
    // Refused before any database is opened.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite'))).toBe(false);
  });
});

describe('with the server running: its /sandbox/deposit deposits and posts the callback', () => {
  let t: CliServer;
  beforeAll(async () => {
    t = await startCliServer(tempDataDir(), { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deposits once and the webhook pays the order; a second deposit is refused', async () => {
    // A real order with its account issued, as the shopper's checkout leaves it.
    const [product] = await insertProducts(t.db, [{ name: '스투키', stock: 10 }]);
    const who = await signIn(t.app, t.db, { name: '김초록' });
    const { checkout } = await placeOrder(t.app, who, {
      items: [{ productId: product!.id, quantity: 1 }],
      addressId: await insertAddress(t.db, who.id),
      payment: { method: 'VIRTUAL_ACCOUNT' },
    });
    const waiting = await payOrder(t.app, who, checkout);
    expect(waiting.payment?.status).toBe('WAITING_FOR_DEPOSIT');
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const run = cliIo(env);
    expect(await runAdminCli(['sandbox', 'deposit', waiting.orderNumber], run.io)).toBe(0);
    const printed = run.out.join('\n');
    expect(printed).toContain(`주문 ${waiting.orderNumber}의 가상계좌에 입금했어요 (via server).`);
    expect(printed).toContain('입금 알림을 보냈어요');
    expect(await statusOf(t.db, waiting.payment!.paymentKey)).toBe('DONE');
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(paid?.status).toBe('PAID');

    const again = cliIo(env);
    expect(await runAdminCli(['sandbox', 'deposit', waiting.orderNumber], again.io)).toBe(1);
    expect(again.err.join('\n')).toBe('입금하지 못했어요: 이미 입금한 계좌예요.');
  });

  it('answers --json with the callback Toss would post', async () => {
    await issueAccount(t.db, 'CHR20261126CLISERVER2');
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    expect(
      await runAdminCli(['sandbox', 'deposit', 'CHR20261126CLISERVER2', '--json'], run.io),
    ).toBe(0);
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({
      via: 'server',
      callback: {
        eventType: 'DEPOSIT_CALLBACK',
        data: { orderId: 'CHR20261126CLISERVER2', status: 'DONE', secret: expect.any(String) },
      },
      delivery: { statusCode: expect.any(Number) },
    });
  });
});

describe.runIf(EMBEDDED_RUN)('without a running server', { timeout: 120_000 }, () => {
  it('deposits in the embedded database and leaves the order to the payment sweep', async () => {
    const dataDir = await migratedDataDir();
    const handle = await createDatabase({ dataDir, shortLived: true });
    let key: string;
    try {
      await migrate(handle);
      key = await issueAccount(handle.db, 'CHR20261126CLIOFFLINE');
    } finally {
      await handle.close();
    }
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(await runAdminCli(['sandbox', 'deposit', 'CHR20261126CLIOFFLINE'], run.io)).toBe(0);
    expect(run.out.join('\n')).toBe(
      [
        '주문 CHR20261126CLIOFFLINE의 가상계좌에 입금했어요 (via pglite).',
        '  서버가 실행 중이 아니에요. 서버가 뜨면 결제 확인 작업이 결제 정보를 다시 읽어 곧 주문을 결제 완료로 바꿔요.',
      ].join('\n'),
    );
    const reopened = await createDatabase({ dataDir, shortLived: true });
    try {
      expect(await statusOf(reopened.db, key)).toBe('DONE');
    } finally {
      await reopened.close();
    }
  });
});
