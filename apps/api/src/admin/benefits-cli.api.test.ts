import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_CLI_ACTOR, MESSAGES, POINTS } from '@chorok/contract';
import {
  coupons,
  createDatabase,
  migrate,
  operatorActions,
  PGLITE_SUBDIR,
  pointEntries,
  userCoupons,
  type DatabaseHandle,
} from '@chorok/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTemporaryCode } from '../modules/auth/service.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { createPostgresDatabase } from '../test/helper.ts';
import { runAdminCli } from './cli.ts';

/*
 * `npm run admin -- coupon create|list|issue|deactivate` and `points adjust`: on the database
 * itself (the embedded one in a data directory, or PostgreSQL on the PostgreSQL run), and through
 * the admin endpoints of a server that holds the embedded one. Both give the same answers, and
 * the audit log names the CLI either way.
 */

const DAY = 24 * 60 * 60 * 1000;
const tempDataDir = tempDataDirs('chorok-benefits-cli-');
const migratedDataDir = migratedDataDirs('chorok-benefits-cli-');

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };
  const create = (...extra: string[]) => [
    'coupon',
    'create',
    '--name',
    '봄 할인',
    '--kind',
    'FIXED',
    '--value',
    '2000',
    '--days',
    '30',
    ...extra,
  ];
  const percent = (...extra: string[]) => [
    'coupon',
    'create',
    '--name',
    '봄 할인',
    '--kind',
    'PERCENT',
    '--days',
    '30',
    ...extra,
  ];

  it.each([
    [['coupon']],
    [['coupon', 'make']],
    [['coupon', 'list', 'now']],
    [['coupon', 'issue', '3']],
    [['coupon', 'deactivate']],
    [['coupon', 'create', 'extra', '--name', 'x']],
    [['coupon', 'create', '--name']],
    [['coupon', 'create', '--colour', 'red']],
    [['coupon', 'list', '--name', 'x']],
    [['points']],
    [['points', 'adjust', 'a@b.kr', '100']],
    [['points', 'adjust', 'a@b.kr', '100', '배송', '지연']],
    [['points', 'give', 'a@b.kr', '100', '메모']],
    [['points', 'adjust', 'a@b.kr', '100', '메모', '--yaml']],
  ])('refuses %j with usage, exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toContain('Usage: npm run admin');
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it.each([
    [['coupon', 'create', '--kind', 'FIXED', '--value', '1000', '--days', '3'], '쿠폰 이름'],
    [create('--name', 'x'.repeat(41)), '쿠폰 이름을 40자'],
    [create('--kind', 'HALF'), 'FIXED(원) 또는 PERCENT(%)'],
    [create('--value', '0'), '할인 값을 정수로 적어 주세요: FIXED는 1원 이상'],
    [create('--value', '1.5'), '(--value)'],
    [percent('--value', '91'), '할인율을 1~90'],
    [percent(), '할인율을 1~90'],
    [create('--max', '5000'), '최대 할인은 PERCENT 쿠폰에만 있어요. (--max)'],
    [percent('--value', '10', '--max', '0'), '최대 할인 금액'],
    [create('--min', '-1'), '최소 주문 금액'],
    [create('--category', 'PLANT', '--product', '1'), '함께 쓸 수 없어요'],
    [create('--category', 'PLANT,TREE'), '상품 분류는 PLANT, POT, SOIL, NUTRIENT, TOOL'],
    [create('--product', '1,x'), '상품 번호를'],
    [create('--code', 'AB'), MESSAGES.couponCode],
    [create('--code', 'SALE!'), MESSAGES.couponCode],
    [create('--source', 'CODE'), '쿠폰 코드가 있어야 해요. (--code)'],
    [create('--code', 'SPRING', '--source', 'OPERATOR'), '쿠폰 코드는 코드로 받는 쿠폰(CODE)에만'],
    [create('--source', 'GIFT'), '쿠폰 출처는 CODE, WELCOME, OPERATOR'],
    [create('--days', '0'), '사용 기간을 1~3650일'],
    [create('--until', '2026-02-30'), '마지막 날을 YYYY-MM-DD로'],
    [create('--until', '31/12/2099'), '마지막 날을 YYYY-MM-DD로'],
    [create('--until', '2020-01-01'), '마지막 날이 이미 지났어요. (--until)'],
    [create('--limit', '0'), '발급 한도'],
    [
      ['coupon', 'create', '--name', '봄', '--kind', 'FIXED', '--value', '1000'],
      '사용 기간이 필요해요',
    ],
    [['coupon', 'issue', 'x', 'a@b.kr'], MESSAGES.invalidId],
    [['coupon', 'issue', '3', 'not-an-email'], MESSAGES.emailFormat],
    [['coupon', 'deactivate', '0'], MESSAGES.invalidId],
    [['points', 'adjust', 'nobody', '100', '메모'], MESSAGES.emailFormat],
    [['points', 'adjust', 'a@b.kr', '0', '메모'], '0이 아닌 원 단위 정수'],
    [['points', 'adjust', 'a@b.kr', '10.5', '메모'], '0이 아닌 원 단위 정수'],
    [['points', 'adjust', 'a@b.kr', '-20000000', '메모'], '0이 아닌 원 단위 정수'],
    [['points', 'adjust', 'a@b.kr', '100', '  '], '메모를 100자 안으로'],
  ])(
    'refuses the input of %j with its reason, exit 2, before touching any database',
    async (argv, reason) => {
      const run = cliIo(env);
      expect(await runAdminCli(argv, run.io)).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err.join('\n')).toContain(reason);
      expect(existsSync(env.DATA_DIR)).toBe(false);
    },
  );

  it('lists the commands in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    const help = run.out.join('\n');
    for (const line of [
      'coupon create --name <name> --kind FIXED|PERCENT --value <won or %>',
      'coupon list [--json]',
      'coupon issue <couponId> <email> [--json]',
      'coupon deactivate <couponId> [--json]',
      'points adjust <email> <amount> <note> [--json]',
    ])
      expect(help).toContain(line);
  });
});

/**
 * The database the commands run on, as the operator's environment names it: a data directory of
 * the embedded database on the PGlite run, a PostgreSQL database of its own on the PostgreSQL run.
 */
interface OperatorTarget {
  env: Record<string, string>;
  /** How the CLI will say it reached the data. */
  via: string;
  read: <T>(query: (db: DatabaseHandle['db']) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
}

/** Runs a query on a database handle opened for it (the CLI must find the directory free). */
const readWith =
  (open: () => Promise<DatabaseHandle>) =>
  async <T>(query: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> => {
    const handle = await open();
    try {
      return await query(handle.db);
    } finally {
      await handle.close();
    }
  };

async function operatorDatabase(): Promise<OperatorTarget> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const postgres = await createPostgresDatabase(adminUrl);
    const open = () => createDatabase({ databaseUrl: postgres.url, poolSize: 2 });
    const handle = await open();
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    // A server on PostgreSQL needs its secrets given; the CLI reads the same environment.
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_SECRET: randomBytes(24).toString('hex'),
    };
    return { env, via: 'postgres', read: readWith(open), drop: postgres.drop };
  }
  const dataDir = await migratedDataDir();
  const open = () => createDatabase({ dataDir, shortLived: true });
  const handle = await open();
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  return {
    env: { NODE_ENV: 'test', DATA_DIR: dataDir },
    via: 'pglite',
    read: readWith(open),
    drop: async () => {},
  };
}

/** A server holding the embedded data directory (on the PostgreSQL run, its own database). */
async function operatorServer(): Promise<OperatorTarget> {
  const t: CliServer = await startCliServer(tempDataDir(), {
    rateLimitPerMinute: 0,
    orderSweepIntervalMs: 0,
  });
  return {
    env: { NODE_ENV: 'test', DATA_DIR: t.dataDir },
    via: 'server',
    read: (query) => query(t.db),
    drop: () => t.close(),
  };
}

// A file-backed PGlite opens and migrates in seconds on each command, more on a busy machine.
describe.each([
  ['on the database itself', operatorDatabase],
  ['through the server holding the embedded database', operatorServer],
])('%s', { timeout: 240_000 }, (_, makeTarget) => {
  let target: OperatorTarget;
  const email = 'operator-benefits@fixtures.test.chorok.kr';
  let userId: number;
  beforeAll(async () => {
    target = await makeTarget();
    ({ userId } = await target.read((db) => issueTemporaryCode(db, email)));
  }, 120_000);
  afterAll(async () => {
    await target?.drop();
  });

  const run = async (argv: string[]) => {
    const io = cliIo(target.env);
    const code = await runAdminCli(argv, io.io);
    return { code, out: io.out.join('\n'), err: io.err.join('\n') };
  };
  const read = <T>(query: (db: DatabaseHandle['db']) => Promise<T>) => target.read(query);
  const auditOf = (targetType: 'COUPON' | 'POINTS', targetId?: number) =>
    read((db) =>
      db
        .select({
          actorUserId: operatorActions.actorUserId,
          actorLabel: operatorActions.actorLabel,
          action: operatorActions.action,
          targetId: operatorActions.targetId,
          before: operatorActions.before,
          after: operatorActions.after,
        })
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.targetType, targetType),
            targetId === undefined ? undefined : eq(operatorActions.targetId, String(targetId)),
          ),
        )
        .orderBy(asc(operatorActions.id)),
    );
  const cli = { actorUserId: null, actorLabel: AUDIT_CLI_ACTOR };

  it('creates, lists, issues and deactivates coupons', async () => {
    const created = await run([
      'coupon',
      'create',
      '--name',
      '식물 15% 할인',
      '--kind',
      'percent',
      '--value',
      '15',
      '--max',
      '6,000',
      '--min',
      '30000',
      '--category',
      'PLANT,pot',
      '--code',
      ' spring-15 ',
      '--days',
      '14',
      '--until',
      '2099-12-31',
      '--limit',
      '100',
      '--json',
    ]);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const answer = JSON.parse(created.out) as { via: string; coupon: { id: number } };
    expect(answer.via).toBe(target.via);
    const [row] = await read((db) =>
      db.select().from(coupons).where(eq(coupons.id, answer.coupon.id)),
    );
    expect(row).toMatchObject({
      name: '식물 15% 할인',
      code: 'SPRING-15',
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 6_000,
      minOrderAmount: 30_000,
      scope: 'CATEGORY',
      categories: ['PLANT', 'POT'],
      productIds: [],
      source: 'CODE',
      validDays: 14,
      // The end of 31 December in Seoul.
      validUntil: new Date('2099-12-31T15:00:00Z'),
      issueLimit: 100,
      issuedCount: 0,
      active: true,
    });

    const again = await run([
      'coupon',
      'create',
      '--name',
      '같은 코드',
      '--kind',
      'FIXED',
      '--value',
      '1000',
      '--code',
      'SPRING-15',
      '--days',
      '7',
    ]);
    expect(again.code).toBe(1);
    expect(again.err).toBe('Refused: 이미 쓰고 있는 쿠폰 코드예요: SPRING-15');
    const missing = await run([
      'coupon',
      'create',
      '--name',
      '없는 상품',
      '--kind',
      'FIXED',
      '--value',
      '1000',
      '--product',
      '2147483000',
      '--days',
      '7',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('Refused: 없는 상품이에요: 2147483000');

    const given = await run([
      'coupon',
      'create',
      '--name',
      '사과의 마음',
      '--kind',
      'FIXED',
      '--value',
      '5000',
      '--days',
      '60',
    ]);
    expect(given.code).toBe(0);
    const givenId = Number(/#(\d+)\s+OPERATOR\s+사과의 마음/.exec(given.out)?.[1]);
    expect(given.out).toContain('5,000원 off all goods · 60 days after receiving · issued 0');

    const listed = await run(['coupon', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('2 coupon(s), newest first');
    expect(listed.out.indexOf('사과의 마음')).toBeLessThan(listed.out.indexOf('식물 15% 할인'));
    expect(listed.out).toContain(
      '15% off (at most 6,000원) PLANT, POT from 30,000원 · 14 days after receiving, at most until the end of 2099-12-31 (Asia/Seoul) · issued 0 of 100',
    );

    const before = Date.now();
    const issued = await run(['coupon', 'issue', String(givenId), email.toUpperCase()]);
    expect(issued.err).toBe('');
    expect(issued.code).toBe(0);
    expect(issued.out).toContain(`Coupon #${givenId} (사과의 마음) given to user #${userId}`);
    const wallet = await read((db) =>
      db.select().from(userCoupons).where(eq(userCoupons.userId, userId)),
    );
    expect(wallet).toHaveLength(1);
    expect(wallet[0]!.couponId).toBe(givenId);
    expect(wallet[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * DAY - 1000);

    const twice = await run(['coupon', 'issue', String(givenId), email]);
    expect(twice.code).toBe(1);
    expect(twice.err).toBe(`Refused: 이미 이 쿠폰을 받은 회원이에요: ${email}`);
    const stranger = await run(['coupon', 'issue', String(givenId), 'nobody@example.com']);
    expect(stranger.code).toBe(1);
    expect(stranger.err).toBe('Refused: 이 이메일의 회원이 없어요: nobody@example.com');

    const off = await run(['coupon', 'deactivate', String(answer.coupon.id)]);
    expect(off.code).toBe(0);
    expect(off.out).toContain('is no longer handed out');
    expect((await run(['coupon', 'deactivate', String(answer.coupon.id)])).out).toContain(
      'was already inactive',
    );
    const late = await run(['coupon', 'issue', String(answer.coupon.id), email]);
    expect(late.code).toBe(1);
    expect(late.err).toBe(`Refused: 쓰지 않게 한 쿠폰이에요: #${answer.coupon.id}`);
    expect((await run(['coupon', 'deactivate', '2147483000'])).err).toBe(
      'Refused: 없는 쿠폰이에요: #2147483000',
    );
    // Each change is the CLI's in the log; the refusals and the second deactivate left none.
    expect(
      (await auditOf('COUPON')).map(({ actorUserId, actorLabel, action, targetId }) => ({
        actorUserId,
        actorLabel,
        action,
        targetId,
      })),
    ).toEqual(
      (
        [
          ['coupon.create', answer.coupon.id],
          ['coupon.create', givenId],
          ['coupon.issue', givenId],
          ['coupon.deactivate', answer.coupon.id],
        ] as const
      ).map(([action, id]) => ({ ...cli, action, targetId: String(id) })),
    );
    // Through the server, the CLI never opened the embedded data directory itself.
    if (target.via === 'server')
      expect(existsSync(path.join(target.env.DATA_DIR!, PGLITE_SUBDIR))).toBe(false);
  });

  it('adds points as a lot, takes them soonest-expiring first, never below zero', async () => {
    const before = Date.now();
    const added = await run(['points', 'adjust', email, '1,000', '배송 지연 사과', '--json']);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(JSON.parse(added.out)).toMatchObject({ userId, amount: 1_000, balance: 1_000 });

    // A second lot that expires sooner than the first.
    const soonLot = await read(async (db) => {
      const [lot] = await db
        .insert(pointEntries)
        .values({
          userId,
          kind: 'EARN',
          amount: 300,
          remaining: 300,
          expiresAt: new Date(Date.now() + 10 * DAY),
        })
        .returning({ id: pointEntries.id });
      return lot!.id;
    });

    const taken = await run(['points', 'adjust', email, '-500', '잘못 준 적립금 회수']);
    expect(taken.err).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.out).toContain('Took 500원 from user');
    expect(taken.out).toContain('balance  800원');

    const tooMuch = await run(['points', 'adjust', email, '-801', '너무 많이']);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toBe('Refused: 적립금이 모자라요: 잔액 800원, 빼려는 금액 801원');

    const entries = await read((db) =>
      db
        .select()
        .from(pointEntries)
        .where(eq(pointEntries.userId, userId))
        .orderBy(asc(pointEntries.id)),
    );
    expect(
      entries.map(({ id, kind, amount, remaining, note }) => ({
        id,
        kind,
        amount,
        remaining,
        note,
      })),
    ).toEqual([
      { id: entries[0]!.id, kind: 'ADJUST', amount: 1_000, remaining: 800, note: '배송 지연 사과' },
      { id: soonLot, kind: 'EARN', amount: 300, remaining: 0, note: null },
      {
        id: entries[2]!.id,
        kind: 'ADJUST',
        amount: -500,
        remaining: null,
        note: '잘못 준 적립금 회수',
      },
    ]);
    const lotExpiry = entries[0]!.expiresAt!.getTime();
    expect(lotExpiry).toBeGreaterThanOrEqual(before + POINTS.validDays * DAY - 1000);
    expect(lotExpiry).toBeLessThanOrEqual(Date.now() + POINTS.validDays * DAY);
    expect(entries[2]!.expiresAt).toBeNull();
    // The lot put in by hand is no adjustment: 1,300원 before the taking.
    expect(await auditOf('POINTS', userId)).toEqual([
      {
        ...cli,
        action: 'points.adjust',
        targetId: String(userId),
        before: { balance: 0 },
        after: { balance: 1_000, amount: 1_000, note: '배송 지연 사과', entryId: entries[0]!.id },
      },
      {
        ...cli,
        action: 'points.adjust',
        targetId: String(userId),
        before: { balance: 1_300 },
        after: { balance: 800, amount: -500, note: '잘못 준 적립금 회수', entryId: entries[2]!.id },
      },
    ]);
  });
});
