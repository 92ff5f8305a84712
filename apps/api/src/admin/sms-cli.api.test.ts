import { existsSync } from 'node:fs';
import { MESSAGES } from '@chorok/contract';
import { SMS_OUTBOX_LIST } from '@chorok/contract/schemas';
import { createDatabase, migrate, smsOutbox } from '@chorok/db';
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
import { runAdminCli } from './cli.ts';

/* `npm run admin -- sms outbox [--limit N] [--json]`, and the admin endpoint behind it. */

const tempDataDir = tempDataDirs('chorok-sms-cli-');
const migratedDataDir = migratedDataDirs('chorok-sms-cli-');

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['sms']],
    [['sms', 'send']],
    [['sms', 'outbox', '--all']],
    [['sms', 'outbox', 'extra']],
    [['sms', 'outbox', '--limit']],
    [['sms', 'outbox', '--limit', '0']],
    [['sms', 'outbox', '--limit', 'ten']],
    [['sms', 'outbox', '--limit', String(SMS_OUTBOX_LIST.maxLimit + 1)]],
  ])('refuses %j with exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin|Not a limit/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the command in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('sms outbox [--limit N] [--json]');
  });
});

describe('with the server running: GET /v1/admin/sms-outbox over loopback', () => {
  let t: CliServer;
  beforeAll(async () => {
    t = await startCliServer(tempDataDir(), {
      rateLimitPerMinute: 0,
      orderSweepIntervalMs: 0,
      signInRateLimitPerMinute: 10_000,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints the code a phone verification sent, newest first', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const empty = cliIo(env);
    expect(await runAdminCli(['sms', 'outbox'], empty.io)).toBe(0);
    expect(empty.out).toEqual(['No SMS yet (via server).']);

    const who = await signIn(t.app, t.db);
    for (const phoneNumber of ['010-5555-0001', '010-5555-0002'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/v1/users/me/phone/code',
            headers: who.headers,
            payload: { phoneNumber },
          })
        ).statusCode,
      ).toBe(201);

    const text = cliIo(env);
    expect(await runAdminCli(['sms', 'outbox'], text.io)).toBe(0);
    const printed = text.out.join('\n');
    expect(printed).toMatch(/^The latest 2 SMS, newest first \(via server\):/);
    expect(printed).toMatch(
      /#\d+ {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Asia\/Seoul\) {2}to 010-5555-0002 {2}outbox queued\n {2}\[초록\] 인증번호 \d{6}\n {2}3분 안에 입력해 주세요\./,
    );
    expect(printed.indexOf('010-5555-0002')).toBeLessThan(printed.indexOf('010-5555-0001'));

    const json = cliIo(env);
    expect(await runAdminCli(['sms', 'outbox', '--limit', '1', '--json'], json.io)).toBe(0);
    const answer = JSON.parse(json.out.join('\n')) as {
      via: string;
      messages: { recipient: string; body: string; provider: string; status: string }[];
    };
    expect(answer.via).toBe('server');
    expect(answer.messages).toHaveLength(1);
    expect(answer.messages[0]).toMatchObject({
      recipient: '01055550002',
      provider: 'outbox',
      status: 'queued',
    });
    expect(answer.messages[0]?.body).toMatch(/인증번호 \d{6}/);

    const wrongSecret = cliIo({ ...env, ADMIN_SECRET: 'not-the-secret-of-that-server' });
    expect(await runAdminCli(['sms', 'outbox'], wrongSecret.io)).toBe(1);
    expect(wrongSecret.err.join('\n')).toContain('HTTP 401');
  });

  it('the endpoint wants the admin secret and a limit in range', async () => {
    const unauthorised = await t.app.inject({ method: 'GET', url: '/v1/admin/sms-outbox' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toMatchObject({ message: MESSAGES.adminSecretInvalid });
    const headers = { 'x-admin-secret': t.config.adminSecret };
    for (const limit of ['0', '101', 'x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/sms-outbox?limit=${limit}`,
        headers,
      });
      expect(response.statusCode, limit).toBe(400);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/v1/admin/sms-outbox', headers });
    expect(ok.statusCode).toBe(200);
  });
});

describe.runIf(EMBEDDED_RUN)('without a running server', { timeout: 120_000 }, () => {
  it('opens the embedded database itself and reads it there', async () => {
    const dataDir = await migratedDataDir();
    const handle = await createDatabase({ dataDir, shortLived: true });
    try {
      await migrate(handle);
      await handle.db.insert(smsOutbox).values({
        recipient: '01055550003',
        body: '[초록] 인증번호 123456\n3분 안에 입력해 주세요.',
        provider: 'outbox',
        status: 'queued',
      });
    } finally {
      await handle.close();
    }
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(await runAdminCli(['sms', 'outbox', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({
      via: 'pglite',
      messages: [{ recipient: '01055550003', body: expect.stringContaining('123456') }],
    });
  });
});
