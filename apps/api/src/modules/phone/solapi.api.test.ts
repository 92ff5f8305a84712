import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@chorok/contract';
import { User, envelope } from '@chorok/contract/schemas';
import { phoneVerifications, smsOutbox } from '@chorok/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { solapiAuthorization } from './sms/solapi.ts';

/*
 * SMS_PROVIDER=solapi against a stand-in for Solapi's Messages API v4 on a local port: it checks
 * the HMAC-SHA256 signature as Solapi does, and each test scripts its answer.
 */

const API_KEY = 'NCSTESTKEY0000001';
const API_SECRET = 'test-secret-of-the-stand-in-0123456789';
const SENDER = '0212345678';

interface Received {
  authorization: string | undefined;
  body: { message: { to: string; from: string; text: string } };
}
type Script = (res: ServerResponse) => void;

let received: Received[] = [];
let script: Script;
const answer =
  (status: number, json: unknown): Script =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
const accepted = answer(200, {
  groupId: 'G4V20261125000000TEST',
  messageId: 'M4V20261125000000TEST',
  accountId: '12925149',
  statusCode: '2000',
  statusMessage: '정상 접수(이통사로 접수 예정) ',
  to: '01000000000',
  from: SENDER,
  type: 'SMS',
  country: '82',
});

/** Solapi's check: the scheme, a fresh ISO date, a 12–64 character salt, the HMAC of both. */
function signatureProblem(header: string | undefined): string | null {
  const match =
    /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return 'malformed';
  const [, apiKey, date, salt, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (apiKey !== API_KEY) return 'InvalidAPIKey';
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date) ||
    Math.abs(Date.parse(date) - Date.now()) > 15 * 60_000
  )
    return 'RequestTimeTooSkewed';
  if (salt.length < 12 || salt.length > 64) return 'salt';
  const expected = createHmac('sha256', API_SECRET)
    .update(date + salt)
    .digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/messages/v4/send') {
      answer(404, { errorCode: 'NotFound', errorMessage: req.url })(res);
      return;
    }
    const problem = signatureProblem(req.headers.authorization);
    if (problem) {
      answer(403, { errorCode: problem, errorMessage: 'stand-in refused the signature' })(res);
      return;
    }
    received.push({
      authorization: req.headers.authorization,
      body: JSON.parse(raw) as Received['body'],
    });
    script(res);
  });
});

let t: TestApp;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    rateLimitPerMinute: 0,
    signInRateLimitPerMinute: 10_000,
    sms: {
      provider: 'solapi',
      apiKey: API_KEY,
      apiSecret: API_SECRET,
      apiUrl: `http://127.0.0.1:${port}/`,
      sender: SENDER,
    },
  });
});
afterAll(async () => {
  await t?.close();
  server.close();
});
beforeEach(() => {
  received = [];
  script = accepted;
});

let numberCounter = 0;
const freshDigits = () =>
  `0106${String(process.pid % 1000).padStart(3, '0')}${String(++numberCounter).padStart(4, '0')}`;

async function requestCode(who: Shopper, phoneNumber: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/users/me/phone/code',
    headers: who.headers,
    payload: { phoneNumber },
  });
  return { status: response.statusCode, body: response.json() as { message: string } };
}

const records = (digits: string) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, digits)).orderBy(desc(smsOutbox.id));
const codesOf = (userId: number) =>
  t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));

describe('solapiAuthorization', () => {
  it('signs date + salt with the secret, as Solapi documents', () => {
    const header = solapiAuthorization('KEY', 'SECRET', '2019-07-01T00:41:48Z', 'jqsba2jxjnrjor');
    const signature = createHmac('sha256', 'SECRET')
      .update('2019-07-01T00:41:48Zjqsba2jxjnrjor')
      .digest('hex');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=KEY, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, signature=${signature}`,
    );
  });

  it('uses a new salt every time', () => {
    const salt = (header: string) => /salt=([^,]+)/.exec(header)?.[1];
    expect(salt(solapiAuthorization('K', 'S'))).not.toBe(salt(solapiAuthorization('K', 'S')));
  });
});

describe('SMS_PROVIDER=solapi', () => {
  it('sends the code from the registered number and records the send without the code', async () => {
    const who = await signIn(t.app, t.db);
    const digits = freshDigits();
    expect((await requestCode(who, digits)).status).toBe(201);

    expect(received).toHaveLength(1);
    const { message } = received[0]!.body;
    expect(message).toMatchObject({ to: digits, from: SENDER });
    const code = /인증번호 (\d{6})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const [record] = await records(digits);
    expect(record).toMatchObject({
      provider: 'solapi',
      status: 'sent',
      providerMessageId: 'M4V20261125000000TEST',
      error: null,
      body: '[초록] 인증번호 ******\n3분 안에 입력해 주세요.',
    });

    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/phone/verify',
      headers: who.headers,
      payload: { phoneNumber: digits, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(envelope(User).parse(verified.json()).data.phoneNumber).toBe(
      `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`,
    );
  });

  it.each([
    [
      'an error answer',
      answer(400, { errorCode: 'ValidationError', errorMessage: '수신번호 오류' }),
      /HTTP 400 ValidationError: 수신번호 오류/,
    ],
    [
      'a refused message',
      answer(200, {
        messageId: 'M4V-REFUSED',
        statusCode: '3059',
        statusMessage: '변작된 발신번호',
      }),
      /status 3059: 변작된 발신번호/,
    ],
    [
      'a server error without JSON',
      (res: ServerResponse) => {
        res.writeHead(502);
        res.end('bad gateway');
      },
      /HTTP 502 \(unexpected answer\)/,
    ],
  ])('on %s: 503, no usable code, the failure recorded', async (_label, failing, why) => {
    script = failing as Script;
    const who = await signIn(t.app, t.db);
    const digits = freshDigits();
    const response = await requestCode(who, digits);
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(MESSAGES.smsSendFailed);
    expect(await codesOf(who.id)).toEqual([]);
    const [record] = await records(digits);
    expect(record).toMatchObject({ provider: 'solapi', status: 'failed' });
    expect(record?.error).toMatch(why);

    // The failed code neither works nor holds the next request back.
    script = accepted;
    expect((await requestCode(who, digits)).status).toBe(201);
  });
});

describe('SMS_PROVIDER=solapi with Solapi unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    down = await createTestApp({
      signInRateLimitPerMinute: 10_000,
      sms: {
        provider: 'solapi',
        apiKey: API_KEY,
        apiSecret: API_SECRET,
        apiUrl: `http://127.0.0.1:${port}`,
        sender: SENDER,
      },
    });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 and keeps no code', async () => {
    const who = await signIn(down.app, down.db);
    const digits = freshDigits();
    const response = await down.app.inject({
      method: 'POST',
      url: '/v1/users/me/phone/code',
      headers: who.headers,
      payload: { phoneNumber: digits },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: MESSAGES.smsSendFailed, status: 503 });
    expect(await down.db.select().from(phoneVerifications)).toEqual([]);
    const [record] = await down.db.select().from(smsOutbox);
    expect(record).toMatchObject({ provider: 'solapi', status: 'failed' });
    expect(record?.error).toMatch(/^no answer/);
  });
});
