import { startEnvelopeReceiver, type EnvelopeReceiver } from '@chorok/monitoring/envelope-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { AppError } from '../app-error.ts';

const RELEASE = 'chorok@9.9.9+monitoring-test';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';
const EMAIL = 'kim.minji@example.com';
const PHONE = '010-2345-6789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Probe routes: an unexpected failure whose message names the caller, and refusals. */
function registerProbes(app: TestApp['app']) {
  app.post('/v1/probe/monitor/:orderId', async () => {
    throw new Error(`order lookup failed for ${EMAIL} (${PHONE})`);
  });
  app.get('/v1/probe/monitor/internal', async () => {
    throw new AppError('INTERNAL', undefined, { cause: new TypeError('cannot read rows') });
  });
  app.get('/v1/probe/monitor/conflict', async () => {
    throw AppError.conflict('이미 처리된 주문입니다.');
  });
  app.get('/v1/probe/monitor/missing', async () => {
    throw AppError.notFound();
  });
}

async function until<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the receiver');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('with SENTRY_DSN', () => {
  let receiver: EnvelopeReceiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    t = await createTestApp({
      monitoring: { dsn: receiver.dsn, webDsn: null, environment: 'test', release: RELEASE },
      // Logged errors are reported from the log line, which a silent logger never writes; at
      // `fatal` only this file's own background failures are written.
      logLevel: 'fatal',
    });
    registerProbes(t.app);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('sends one scrubbed event for an unexpected failure: route pattern, request id, release', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/probe/monitor/31337?email=${encodeURIComponent(EMAIL)}&code=secret-code`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: 'session=cookie-value' },
      payload: { phone: PHONE, address: '서울특별시 강남구 테헤란로 123', memo: 'body-text' },
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(UUID);

    const event = await until(() => receiver.events()[0]);
    expect(event).toMatchObject({
      release: RELEASE,
      environment: 'test',
      platform: 'node',
      transaction: 'POST /v1/probe/monitor/:orderId',
      tags: { route: '/v1/probe/monitor/:orderId', method: 'POST', request_id: requestId },
      request: { method: 'POST', url: '/v1/probe/monitor/:orderId' },
      exception: {
        values: [{ type: 'Error', value: 'order lookup failed for [email] ([phone])' }],
      },
    });
    expect(event.user).toBeUndefined();

    const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const personal of [
      TOKEN,
      EMAIL,
      PHONE,
      'cookie-value',
      'secret-code',
      'body-text',
      '테헤란로',
      '31337',
      'authorization',
    ])
      expect(raw).not.toContain(personal);
    // One failure, one event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events()).toHaveLength(1);
  });

  it('sends nothing for a 4xx; an INTERNAL AppError is reported with its cause', async () => {
    const before = receiver.events().length;
    const refusals = [
      t.app.inject({
        method: 'POST',
        url: '/v1/probe/monitor/1',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken json',
      }),
      t.app.inject({ method: 'GET', url: '/v1/probe/monitor/conflict' }),
      t.app.inject({ method: 'GET', url: '/v1/probe/monitor/missing' }),
      t.app.inject({ method: 'GET', url: '/v1/no-such-route' }),
    ];
    expect((await Promise.all(refusals)).map((r) => r.statusCode)).toEqual([400, 409, 404, 404]);

    // A 5xx after them: once it has arrived, anything the refusals had sent would have too.
    const marker = await t.app.inject({ method: 'GET', url: '/v1/probe/monitor/internal' });
    expect(marker.statusCode).toBe(500);
    await until(() => (receiver.events().length > before ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = receiver.events().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      tags: { route: '/v1/probe/monitor/internal', request_id: marker.headers['x-request-id'] },
    });
    const types = (sent[0]!.exception as { values: { type: string }[] }).values.map((v) => v.type);
    expect(types).toEqual(['TypeError', 'AppError']);
  });

  it('reports a failure logged outside a request (a render, a job, a push) with its line, once', async () => {
    const before = receiver.events().length;
    const failure = new Error(`sweep failed for ${EMAIL}`);
    // What the order sweep, the reminder scheduler and the page renderer write when they fail.
    t.app.log.fatal({ err: failure, userId: 42, phone: PHONE }, 'order sweep failed');
    t.app.log.child({ job: 'reminders' }).fatal({ err: failure }, 'order sweep failed again');
    t.app.log.warn({ err: new Error('retrying') }, 'pg-boss: start failed; trying again');
    const event = await until(() => receiver.events()[before]);
    expect(event).toMatchObject({
      transaction: 'order sweep failed',
      tags: { logger: 'order sweep failed' },
      exception: { values: [{ type: 'Error', value: 'sweep failed for [email]' }] },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events()).toHaveLength(before + 1);
    const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(raw).not.toContain(PHONE);
    expect(raw).not.toContain(EMAIL);
  });
});

describe('without SENTRY_DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    registerProbes(t.app);
  });
  afterAll(() => t.close());

  it('initialises nothing; a failure is answered and named as before', async () => {
    expect(t.config.monitoring.dsn).toBeNull();
    expect(t.app.monitor).toBeNull();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/monitor/1',
      payload: {},
    });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toMatchObject({ data: null, status: 500 });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});
