import { existsSync } from 'node:fs';
import { notifications } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/catalogue-fixtures.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN } from '../test/helper.ts';
import { fakeDueCare } from '../test/due-care-fake.ts';
import { runAdminCli } from './cli.ts';

/* `npm run admin -- reminders run [--now] [--at <time>] [--json]`, through each of its paths. */

const tempDataDir = tempDataDirs('chorok-reminders-cli-');
const migratedDataDir = migratedDataDirs('chorok-reminders-cli-');

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['reminders']],
    [['reminders', 'start']],
    [['reminders', 'run', '--later']],
    [['reminders', 'run', '--at']],
    [['reminders', 'run', '--at', 'tomorrow']],
    [['reminders', 'run', 'extra']],
  ])('refuses %j with exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin|Not a time/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the command in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('reminders run [--now]');
  });
});

describe('with the server running: POST /v1/admin/reminders/run over loopback', () => {
  let t: CliServer;
  let dataDir: string;
  const due = fakeDueCare();
  const { findDueCare } = due;

  beforeAll(async () => {
    t = await startCliServer(
      tempDataDir(),
      { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 },
      { findDueCare },
    );
    dataDir = t.dataDir;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('--now sends to every user due today, once', async () => {
    const who = await signIn(t.app, t.db);
    due.set(who.id, [{ plantId: 5, plantName: '몬스테라', kinds: ['WATERING'] }]);
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    const at = '2026-10-01T05:00:00.000Z'; // 14:00 Seoul, not the default 9:00

    const byHour = cliIo(env);
    expect(await runAdminCli(['reminders', 'run', '--at', at, '--json'], byHour.io)).toBe(0);
    expect(JSON.parse(byHour.out.join('\n'))).toMatchObject({
      via: 'server',
      day: '2026-10-01',
      hour: 14,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, who.id))).toEqual(
      [],
    );

    const now = cliIo(env);
    expect(await runAdminCli(['reminders', 'run', '--now', '--at', at], now.io)).toBe(0);
    expect(now.out.join('\n')).toMatch(
      /^Care reminders for 2026-10-01 \(every user due today\): [1-9]\d* user\(s\) notified/,
    );
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(rows).toHaveLength(1);

    const again = cliIo(env);
    expect(await runAdminCli(['reminders', 'run', '--now', '--at', at, '--json'], again.io)).toBe(
      0,
    );
    expect(JSON.parse(again.out.join('\n'))).toMatchObject({ notifiedUsers: 0 });

    const wrongSecret = cliIo({ ...env, ADMIN_SECRET: 'not-the-secret-of-that-server' });
    expect(await runAdminCli(['reminders', 'run', '--now'], wrongSecret.io)).toBe(1);
    expect(wrongSecret.err.join('\n')).toContain('HTTP 401');
  });
});

describe.runIf(EMBEDDED_RUN)('without a running server', { timeout: 120_000 }, () => {
  it('opens the embedded database itself and runs there', async () => {
    const dataDir = await migratedDataDir();
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(await runAdminCli(['reminders', 'run', '--now', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({ via: 'pglite', notifiedUsers: 0 });
  });
});
