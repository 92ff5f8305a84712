import { existsSync } from 'node:fs';
import {
  AUDIT_CLI_ACTOR,
  MESSAGES,
  type AdminClaim,
  type AdminClaimResult,
  type Order,
} from '@chorok/contract';
import { createDatabase, migrate, operatorActions, type Database } from '@chorok/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { insertProducts, signIn, type Shopper } from '../test/catalogue-fixtures.ts';
import { deliveredOrder } from '../test/claim-fixtures.ts';
import { api, insertAddress, OrderEnvelope } from '../test/commerce-fixtures.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN, testConfig, type TestApp } from '../test/helper.ts';
import { runAdminCli } from './cli.ts';

/* `npm run admin -- claim list | claim <id> approve|reject|complete`, through each of its paths. */

const tempDataDir = tempDataDirs('chorok-claim-cli-');
const migratedDataDir = migratedDataDirs('chorok-claim-cli-');

/** A delivered order of a plant (12,000원) and a pot (9,000원), and a claim on each line. */
async function claimedOrder(
  app: FastifyInstance,
  db: TestApp['db'],
  adminSecret: string,
): Promise<{ order: Order; who: Shopper; returnId: number; exchangeId: number }> {
  const who = await signIn(app, db, { name: '운영 반품' });
  const [plant, pot] = await insertProducts(db, [
    { name: '올리브나무', price: 12_000, stock: 5 },
    { name: '화분', category: 'POT', price: 9_000, stock: 5 },
  ]);
  const order = await deliveredOrder(app, adminSecret, who, await insertAddress(db, who.id), [
    plant!,
    pot!,
  ]);
  const ids: number[] = [];
  for (const [index, kind] of [
    [0, 'RETURN'],
    [1, 'EXCHANGE'],
  ] as const) {
    const reply = await api(app, 'POST', `/v1/orders/${order.id}/claims`, who, {
      orderProductId: order.items[index]!.id,
      kind,
      reason: 'DAMAGED_IN_TRANSIT',
      detail: '상자가 젖어서 왔어요.',
    });
    ids.push(OrderEnvelope.parse(reply.body).data.claims[0]!.id);
  }
  return { order, who, returnId: ids[0]!, exchangeId: ids[1]! };
}

/** What the audit log says of these claims: who, what, on which, oldest first. */
const auditOf = (db: Database, claimIds: number[]) =>
  db
    .select({
      actorUserId: operatorActions.actorUserId,
      actorLabel: operatorActions.actorLabel,
      action: operatorActions.action,
      targetId: operatorActions.targetId,
    })
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.targetType, 'CLAIM'),
        inArray(operatorActions.targetId, claimIds.map(String)),
      ),
    )
    .orderBy(asc(operatorActions.id));
const byCli = (...steps: [string, number][]) =>
  steps.map(([action, id]) => ({
    actorUserId: null,
    actorLabel: AUDIT_CLI_ACTOR,
    action,
    targetId: String(id),
  }));

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['claim']],
    [['claim', '7']],
    [['claim', 'list', 'now']],
    [['claim', 'abc', 'approve']],
    [['claim', '7', 'refund']],
    [['claim', '7', 'reject']],
    [['claim', '7', 'reject', '--reason']],
    [['claim', '7', 'approve', '--courier', 'cj']],
    [['claim', '7', 'approve', '--courier', 'dhl', '--tracking', '123456789012']],
    [['claim', '7', 'approve', '--courier', 'cj', '--tracking', '123']],
    [['claim', '7', 'complete', '--reason', 'x']],
    [['claim', '7', 'approve', '--yaml']],
  ])('refuses %j with usage, exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin|Invalid id|거절 사유|운송장|택배사/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the commands in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    const help = run.out.join('\n');
    expect(help).toContain('claim list');
    expect(help).toContain('claim <id> approve [--courier <code> --tracking <number>]');
    expect(help).toContain('claim <id> reject --reason <text>');
  });
});

describe('with the server running: the admin claim endpoints over loopback', () => {
  let t: CliServer;
  beforeAll(async () => {
    t = await startCliServer(tempDataDir(), { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists, approves a return (refunded), sends and completes an exchange, and reports refusals', async () => {
    const { order, returnId, exchangeId } = await claimedOrder(t.app, t.db, t.config.adminSecret);
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };

    const list = cliIo(env);
    expect(await runAdminCli(['claim', 'list', '--json'], list.io)).toBe(0);
    const listed = JSON.parse(list.out.join('\n')) as { via: string; claims: AdminClaim[] };
    expect(listed.via).toBe('server');
    expect(listed.claims.map((claim) => claim.id)).toEqual([returnId, exchangeId]);
    const text = cliIo(env);
    expect(await runAdminCli(['claim', 'list'], text.io)).toBe(0);
    expect(text.out.join('\n')).toContain(`#${returnId}  REQUESTED  `);
    expect(text.out.join('\n')).toContain(
      '    올리브나무 ×1 (12,000원) · RETURN DAMAGED_IN_TRANSIT · return shipping 0원 · 0 photo(s)',
    );

    const approved = cliIo(env);
    expect(await runAdminCli(['claim', String(returnId), 'approve'], approved.io)).toBe(0);
    expect(approved.out.join('\n')).toBe(
      [
        `Claim #${returnId} (RETURN, DAMAGED_IN_TRANSIT) on order #${order.id} ${order.orderNumber}: approve done.`,
        '  status   COMPLETED',
        '  line     올리브나무 RETURNED',
        '  refund   12,000원',
      ].join('\n'),
    );

    const noParcel = cliIo(env);
    expect(await runAdminCli(['claim', String(exchangeId), 'approve'], noParcel.io)).toBe(1);
    expect(noParcel.err.join('\n')).toContain(`HTTP 400 ${MESSAGES.claimParcelRequired}`);

    const sent = cliIo(env);
    expect(
      await runAdminCli(
        [
          'claim',
          String(exchangeId),
          'approve',
          '--courier',
          'cj',
          '--tracking',
          '1234-5678-9012',
          '--json',
        ],
        sent.io,
      ),
    ).toBe(0);
    const answer = JSON.parse(sent.out.join('\n')) as AdminClaimResult & { via: string };
    expect(answer.claim.status).toBe('APPROVED');
    expect(answer.order.shipments.find((parcel) => parcel.claimId !== null)).toMatchObject({
      claimId: exchangeId,
      courier: 'cj',
      trackingNumber: '123456789012',
    });

    const done = cliIo(env);
    expect(await runAdminCli(['claim', String(exchangeId), 'complete'], done.io)).toBe(0);
    expect(done.out.join('\n')).toContain('  status   COMPLETED');
    expect(done.out.join('\n')).toContain('  parcel   cj 123456789012');

    const again = cliIo(env);
    expect(
      await runAdminCli(['claim', String(returnId), 'reject', '--reason', '늦었어요'], again.io),
    ).toBe(1);
    expect(again.err.join('\n')).toContain(`HTTP 409 ${MESSAGES.claimStepNotAllowed}`);

    const empty = cliIo(env);
    expect(await runAdminCli(['claim', 'list'], empty.io)).toBe(0);
    expect(empty.out.join('\n')).toBe('No open claims (via server).');
    // The server was given the admin secret: the CLI's decisions, the refused ones left none.
    expect(await auditOf(t.db, [returnId, exchangeId])).toEqual(
      byCli(
        ['claim.approve', returnId],
        ['claim.approve', exchangeId],
        ['claim.complete', exchangeId],
      ),
    );
  });
});

// A file-backed PGlite opens and migrates in seconds, more on a busy machine.
describe.runIf(EMBEDDED_RUN)(
  'without a running server: opens the embedded database itself',
  { timeout: 120_000 },
  () => {
    it('refunds an approved return through the sandbox and rejects with a reason', async () => {
      const dataDir = await migratedDataDir();
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
      const config = testConfig({ dataDir, rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
      const database = await createDatabase({ dataDir, shortLived: true });
      let claimed: Awaited<ReturnType<typeof claimedOrder>>;
      try {
        await migrate(database);
        const app = await buildApp({ config, database });
        try {
          claimed = await claimedOrder(app, database.db, config.adminSecret);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }

      const run = cliIo(env);
      expect(
        await runAdminCli(['claim', String(claimed.returnId), 'approve', '--json'], run.io),
      ).toBe(0);
      const answer = JSON.parse(run.out.join('\n')) as AdminClaimResult & { via: string };
      expect(answer.via).toBe('pglite');
      expect(answer.claim).toMatchObject({ status: 'COMPLETED', refundAmount: 12_000 });
      expect(answer.order.payment?.balanceAmount).toBe(claimed.order.totalAmount - 12_000);

      const rejected = cliIo(env);
      expect(
        await runAdminCli(
          ['claim', String(claimed.exchangeId), 'reject', '--reason', '사진을 다시 보내 주세요.'],
          rejected.io,
        ),
      ).toBe(0);
      expect(rejected.out.join('\n')).toContain('  reason   사진을 다시 보내 주세요.');

      const refused = cliIo(env);
      expect(await runAdminCli(['claim', String(claimed.exchangeId), 'complete'], refused.io)).toBe(
        1,
      );
      expect(refused.err.join('\n')).toBe(`Refused: ${MESSAGES.claimStepNotAllowed}`);

      const reopened = await createDatabase({ dataDir, shortLived: true });
      try {
        expect(await auditOf(reopened.db, [claimed.returnId, claimed.exchangeId])).toEqual(
          byCli(['claim.approve', claimed.returnId], ['claim.reject', claimed.exchangeId]),
        );
      } finally {
        await reopened.close();
      }
    });
  },
);
