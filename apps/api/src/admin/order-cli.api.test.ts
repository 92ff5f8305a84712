import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_CLI_ACTOR, MESSAGES, type Order } from '@chorok/contract';
import { createDatabase, migrate, notifications, operatorActions, PGLITE_SUBDIR } from '@chorok/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { insertProducts, signIn } from '../test/catalogue-fixtures.ts';
import { insertAddress, payOrder, placeOrder } from '../test/commerce-fixtures.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN, testConfig, type TestApp } from '../test/helper.ts';
import { runAdminCli } from './cli.ts';

/* `npm run admin -- order <id> prepare|ship|deliver` (ship with --courier and --tracking), through each of its paths. */

const tempDataDir = tempDataDirs('chorok-order-cli-');
const migratedDataDir = migratedDataDirs('chorok-order-cli-');

async function paidOrder(app: FastifyInstance, db: TestApp['db']): Promise<Order> {
  const who = await signIn(app, db, { name: '운영 테스트' });
  const [plant, pot] = await insertProducts(db, [
    { name: '올리브나무', stock: 5 },
    { name: '화분', category: 'POT', stock: 5 },
  ]);
  const { checkout } = await placeOrder(app, who, {
    items: [
      { productId: plant!.id, quantity: 1 },
      { productId: pot!.id, quantity: 1 },
    ],
    addressId: await insertAddress(db, who.id),
  });
  return payOrder(app, who, checkout);
}

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['order']],
    [['order', '12']],
    [['order', '12', 'ship', 'now']],
    [['order', 'abc', 'ship']],
    [['order', '0', 'ship']],
    [['order', '12', 'refund']],
    [['order', '12', 'ship', '--yaml']],
    [['order', '12', 'ship', '--courier']],
    [['order', '12', 'ship', '--courier', '--tracking', '123456789012']],
  ])('refuses %j with usage, exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin|Invalid id/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it.each([
    [['order', '12', 'ship'], MESSAGES.courierRequired],
    [['order', '12', 'ship', '--tracking', '123456789012'], MESSAGES.courierRequired],
    [
      ['order', '12', 'ship', '--courier', 'dhl', '--tracking', '123456789012'],
      MESSAGES.courierRequired,
    ],
    [['order', '12', 'ship', '--courier', 'cj'], MESSAGES.trackingNumberRequired],
    [
      ['order', '12', 'ship', '--courier', 'cj', '--tracking', '1234-5678'],
      MESSAGES.trackingNumberFormat.cj,
    ],
    [
      ['order', '12', 'ship', '--courier', 'lotte', '--tracking', '1234567890'],
      MESSAGES.trackingNumberFormat.lotte,
    ],
    [
      ['order', '12', 'deliver', '--courier', 'cj', '--tracking', '123456789012'],
      MESSAGES.parcelOnlyForShip,
    ],
  ])(
    'refuses the parcel of %j with its reason, exit 2, before touching any database',
    async (argv, message) => {
      const run = cliIo(env);
      expect(await runAdminCli(argv, run.io)).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err.join('\n')).toContain(message);
      expect(existsSync(env.DATA_DIR)).toBe(false);
    },
  );

  it('lists the command and the couriers in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    const help = run.out.join('\n');
    expect(help).toContain('order <id> <prepare|deliver> [--json]');
    expect(help).toContain('order <id> ship --courier <code> --tracking <waybill>');
    for (const line of [
      'cj     CJ대한통운 (10 or 12 digits)',
      'lotte  롯데택배 (12 digits)',
      'hanjin 한진택배 (10 or 12 digits)',
      'epost  우체국택배 (13 digits)',
      'logen  로젠택배 (11 digits)',
    ])
      expect(help).toContain(line);
  });
});

describe('with the server running: POST /v1/admin/orders/{id}/{action} over loopback', () => {
  let t: CliServer;
  let dataDir: string;
  beforeAll(async () => {
    t = await startCliServer(tempDataDir(), { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
    dataDir = t.dataDir;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves the order on step by step, and reports a refused step', async () => {
    const order = await paidOrder(t.app, t.db);
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir };

    const prepared = cliIo(env);
    expect(await runAdminCli(['order', String(order.id), 'prepare', '--json'], prepared.io)).toBe(
      0,
    );
    const answer = JSON.parse(prepared.out.join('\n')) as {
      via: string;
      action: string;
      order: Order;
    };
    expect(answer).toMatchObject({ via: 'server', action: 'prepare', order: { id: order.id } });
    expect(answer.order.items.map((item) => item.status)).toEqual(['PREPARING', 'PREPARING']);

    const shipped = cliIo(env);
    expect(
      await runAdminCli(
        ['order', String(order.id), 'ship', '--courier', 'cj', '--tracking', '1234-5678-9012'],
        shipped.io,
      ),
    ).toBe(0);
    expect(shipped.out.join('\n')).toBe(
      [
        `Order #${order.id} ${order.orderNumber} (${order.orderName}): ship done.`,
        '  lines  SHIPPING ×2',
        `  to     ${order.shipping.receiverName}, ${order.shipping.roadAddress} ${order.shipping.detailAddress}`,
        '  parcel CJ대한통운 123456789012',
        '  track  https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      ].join('\n'),
    );

    const again = cliIo(env);
    expect(await runAdminCli(['order', String(order.id), 'prepare'], again.io)).toBe(1);
    expect(again.err.join('\n')).toContain(`HTTP 409 ${MESSAGES.orderStepNotAllowed}`);
    expect(again.err.join('\n')).not.toContain('..');

    const missing = cliIo(env);
    expect(await runAdminCli(['order', '2147483000', 'deliver'], missing.io)).toBe(1);
    expect(missing.err.join('\n')).toContain(`HTTP 404 ${MESSAGES.orderNotFound}`);

    const wrongSecret = cliIo({ ...env, ADMIN_SECRET: 'not-the-secret-of-that-server' });
    expect(await runAdminCli(['order', String(order.id), 'deliver'], wrongSecret.io)).toBe(1);
    expect(wrongSecret.err.join('\n')).toContain('HTTP 401');

    const delivered = cliIo(env);
    expect(await runAdminCli(['order', String(order.id), 'deliver'], delivered.io)).toBe(0);
    expect(delivered.out.join('\n')).toContain('lines  DELIVERED ×2');
    expect(delivered.out.join('\n')).toMatch(
      /\n {2}parcel CJ대한통운 123456789012, delivered \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Asia\/Seoul\)\n/,
    );
    // The server told the shopper, as for any operator step.
    const told = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
      .orderBy(asc(notifications.id));
    expect(told.map((row) => row.type)).toEqual(['ORDER_SHIPPED', 'ORDER_DELIVERED']);
    // Through the server with the admin secret, the log names the CLI too: one entry per step done.
    const audit = await t.db
      .select({ actor: operatorActions.actorLabel, action: operatorActions.action })
      .from(operatorActions)
      .where(eq(operatorActions.targetId, String(order.id)))
      .orderBy(asc(operatorActions.id));
    expect(audit).toEqual(
      ['order.prepare', 'order.ship', 'order.deliver'].map((action) => ({
        actor: AUDIT_CLI_ACTOR,
        action,
      })),
    );
    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR))).toBe(false);
  });
});

// A file-backed PGlite opens and migrates in seconds, more on a busy machine.
describe.runIf(EMBEDDED_RUN)(
  'without a running server: opens the embedded database itself',
  { timeout: 120_000 },
  () => {
    it('moves the order on in the data directory itself, with the same rules', async () => {
      const dataDir = await migratedDataDir();
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
      const database = await createDatabase({ dataDir, shortLived: true });
      let order: Order;
      try {
        await migrate(database);
        const app = await buildApp({
          config: testConfig({ dataDir, rateLimitPerMinute: 0, orderSweepIntervalMs: 0 }),
          database,
        });
        try {
          order = await paidOrder(app, database.db);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }

      const run = cliIo(env);
      expect(
        await runAdminCli(
          [
            'order',
            String(order.id),
            'ship',
            '--courier',
            'epost',
            '--tracking',
            '6012345678901',
            '--json',
          ],
          run.io,
        ),
      ).toBe(0);
      const answer = JSON.parse(run.out.join('\n')) as { via: string; order: Order };
      expect(answer.via).toBe('pglite');
      expect(answer.order.items.map((item) => item.status)).toEqual(['SHIPPING', 'SHIPPING']);
      expect(answer.order.shipments).toMatchObject([
        { courier: 'epost', trackingNumber: '6012345678901', claimId: null, deliveredAt: null },
      ]);

      const refused = cliIo(env);
      expect(await runAdminCli(['order', String(order.id), 'prepare'], refused.io)).toBe(1);
      expect(refused.err.join('\n')).toBe(`Refused: ${MESSAGES.orderStepNotAllowed}`);

      // Without a server the CLI tells the shopper itself: the notice is in their list.
      const reopened = await createDatabase({ dataDir, shortLived: true });
      try {
        const told = await reopened.db
          .select()
          .from(notifications)
          .where(eq(notifications.orderId, order.id));
        expect(told).toMatchObject([
          {
            type: 'ORDER_SHIPPED',
            title: '주문하신 상품이 출발했어요',
            body: '올리브나무 외 1건 · 우체국택배 6012345678901',
            url: `/order/${order.id}`,
          },
        ]);
        // The audit log names the CLI, with the lines and the parcel; the refused step left none.
        const audit = await reopened.db
          .select()
          .from(operatorActions)
          .where(eq(operatorActions.targetId, String(order.id)));
        const lines = order.items.map((item) => item.id);
        expect(audit).toMatchObject([
          {
            actorUserId: null,
            actorLabel: AUDIT_CLI_ACTOR,
            action: 'order.ship',
            targetType: 'ORDER',
            before: { lines: lines.map((id) => ({ id, status: 'PAID' })) },
            after: {
              lines: lines.map((id) => ({ id, status: 'SHIPPING' })),
              parcel: { courier: 'epost', trackingNumber: '6012345678901' },
            },
          },
        ]);
      } finally {
        await reopened.close();
      }
    });
  },
);
