import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_PRIVACY, REDACTED_FIELDS } from './log-redaction.ts';

/** A logger configured as the server's (LOG_PRIVACY), writing its lines here. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info', ...LOG_PRIVACY }, sink), lines };
}

const SECRETS = {
  phone: '010-1234-5678',
  phoneNumber: '01012345678',
  receiverPhoneNumber: '01087654321',
  receiverName: '김초록',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  detailAddress: '101동 1203호',
  zonecode: '06236',
  email: 'chorok@example.kr',
  token: 'eyJhbGciOiJIUzI1NiJ9.secret.sig',
  pushToken: 'fcm-push-token-abc',
  fcmToken: 'fcm-token-def',
  endpoint: 'https://fcm.googleapis.com/fcm/send/capability-url',
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret16bytes' },
  authorization: 'Bearer eyJsecret',
  cookie: 'session=cookie-secret',
  password: 'hunter2-password',
  code: 'codeTemporaryAbc123xyz',
};

const leaks = (line: string) =>
  [
    '1234-5678',
    '01012345678',
    '01087654321',
    '김초록',
    '테헤란로',
    '역삼동',
    '1203호',
    '06236',
    'chorok@example.kr',
    'secret.sig',
    'fcm-push-token-abc',
    'fcm-token-def',
    'capability-url',
    'BPublicKeyOfTheBrowser',
    'authSecret16bytes',
    'eyJsecret',
    'cookie-secret',
    'hunter2',
    'codeTemporaryAbc123xyz',
  ].filter((secret) => line.includes(secret));

describe('log redaction (decision 0027)', () => {
  it('censors every listed field at the top and nested, in objects and lists', () => {
    const { logger, lines } = capture();
    logger.error(
      {
        ...SECRETS,
        order: { shipping: { ...SECRETS } },
        req: { headers: { authorization: SECRETS.authorization, cookie: SECRETS.cookie } },
        devices: [{ fcmToken: SECRETS.fcmToken, deviceModel: 'Galaxy S24' }],
        deep: { a: { b: { c: { phoneNumber: SECRETS.phoneNumber } } } },
      },
      'something failed',
    );
    expect(lines).toHaveLength(1);
    expect(leaks(lines[0]!)).toEqual([]);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      phoneNumber: '[redacted]',
      keys: '[redacted]',
      order: { shipping: { roadAddress: '[redacted]', endpoint: '[redacted]' } },
      devices: [{ fcmToken: '[redacted]', deviceModel: 'Galaxy S24' }],
      msg: 'something failed',
    });
  });

  it('censors fields an error carries, and a failed query’s values in its message; keeps error codes', () => {
    const { logger, lines } = capture();
    const cause = Object.assign(new Error('null value in column "width"'), {
      code: '23502',
      detail: 'Failing row contains (1, 01012345678, 서울 강남구 테헤란로 152).',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "addresses" values ($1, $2)\nparams: 01012345678,김초록',
      ),
      { params: ['01012345678', '김초록'], cause },
    );
    logger.error({ err: error, url: '/v1/addresses/search?keyword=테헤란로&code=abc' }, 'failed');
    expect(leaks(lines[0]!)).toEqual([]);
    const line = JSON.parse(lines[0]!) as { err: Record<string, unknown>; url: string };
    expect(line.err.message).toBe(
      'Failed query: insert into "addresses" values ($1, $2)\nparams: [redacted]',
    );
    expect(line.err.params).toBe('[redacted]');
    expect(line.url).toBe('/v1/addresses/search');
    const { logger: second, lines: more } = capture();
    second.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'down');
    expect(JSON.parse(more[0]!)).toMatchObject({ err: { code: 'ECONNREFUSED' } });
  });

  it('lists the fields the issue names', () => {
    for (const field of ['phone', 'phoneNumber', 'token', 'pushToken', 'endpoint', 'keys'])
      expect(REDACTED_FIELDS).toContain(field);
    for (const field of ['authorization', 'cookie', 'password', 'code', 'roadAddress'])
      expect(REDACTED_FIELDS).toContain(field);
  });
});
