import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES, type ConsentState, type TermsDocument } from '@chorok/contract';
import { userConsents } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { importTerms } from './importer.ts';

/* GET /terms, GET /terms/:kind, GET and POST /users/me/consents on the shipped content/terms. */

const CONTENT = fileURLToPath(new URL('../../../../../content/terms', import.meta.url));
const seoulDay = (ms: number) =>
  new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const YESTERDAY = seoulDay(Date.now() - 24 * 3600 * 1000);

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  dir = mkdtempSync(path.join(tmpdir(), 'chorok-terms-'));
  cpSync(CONTENT, dir, { recursive: true });
  await importTerms(t.db, dir);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function publish(kind: string, version: number, effective: string, body = '바뀐 본문이에요.') {
  writeFileSync(
    path.join(dir, `${kind}-v${version}.md`),
    `---\nkind: ${kind}\nversion: ${version}\ntitle: ${kind} 새 버전\neffective: ${effective}\n---\n\n${body}\n`,
  );
  return importTerms(t.db, dir);
}

const get = (url: string, shopper?: Shopper) =>
  t.app.inject({ method: 'GET', url, headers: shopper?.headers });
const save = (shopper: Shopper | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/me/consents',
    headers: shopper?.headers,
    payload: payload as object,
  });
const rowsOf = (shopper: Shopper) =>
  t.db.select().from(userConsents).where(eq(userConsents.userId, shopper.id));

const REQUIRED_V1 = [
  { kind: 'service', version: 1 },
  { kind: 'privacy', version: 1 },
  { kind: 'age14', version: 1 },
];

describe('GET /terms and /terms/:kind', () => {
  it('lists the version in force of every document, without the text', async () => {
    const response = await get('/v1/terms');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents).toEqual([
      {
        kind: 'service',
        version: 1,
        title: '서비스 이용약관',
        required: true,
        effectiveAt: '2026-11-21T15:00:00.000Z',
      },
      {
        kind: 'privacy',
        version: 1,
        title: '개인정보처리방침',
        required: true,
        effectiveAt: '2026-11-21T15:00:00.000Z',
      },
      {
        kind: 'age14',
        version: 1,
        title: '만 14세 이상 확인',
        required: true,
        effectiveAt: '2026-11-21T15:00:00.000Z',
      },
      {
        kind: 'marketing',
        version: 1,
        title: '마케팅 정보 수신 동의',
        required: false,
        effectiveAt: '2026-11-21T15:00:00.000Z',
      },
    ]);
  });

  it('sends one document as sanitized HTML with its versions', async () => {
    const response = await get('/v1/terms/privacy');
    expect(response.statusCode).toBe(200);
    const doc = response.json().data as TermsDocument;
    expect(doc).toMatchObject({ kind: 'privacy', version: 1, required: true });
    expect(doc.html).toContain('<h2>1. 수집하는 개인정보 항목</h2>');
    expect(doc.html).toContain('<table>');
    expect(doc.versions).toEqual([{ version: 1, effectiveAt: '2026-11-21T15:00:00.000Z' }]);
    expect((await get('/v1/terms/privacy?version=1')).json().data).toEqual(doc);
  });

  it('refuses an unknown kind (400) and a version that does not exist (404)', async () => {
    const unknownKind = await get('/v1/terms/cookies');
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toBe(MESSAGES.termsNotFound);
    const noVersion = await get('/v1/terms/service?version=9');
    expect(noVersion.statusCode).toBe(404);
    expect(noVersion.json().message).toBe(MESSAGES.termsNotFound);
    expect((await get('/v1/terms/service?version=0')).statusCode).toBe(400);
    expect((await get('/v1/terms/service?version=abc')).statusCode).toBe(400);
  });
});

describe('GET and POST /users/me/consents', () => {
  it('needs a signed-in user (401)', async () => {
    expect((await get('/v1/users/me/consents')).statusCode).toBe(401);
    expect((await save(undefined, { agreements: REQUIRED_V1 })).statusCode).toBe(401);
  });

  it('a new user must agree first; the agreement is stored with version and time', async () => {
    const shopper = await signIn(t.app, t.db);
    const before = (await get('/v1/users/me/consents', shopper)).json().data as ConsentState;
    expect(before.needsAgreement).toBe(true);
    expect(before.documents.every((d) => d.agreedVersion === null)).toBe(true);

    const response = await save(shopper, {
      agreements: REQUIRED_V1,
      marketing: { push: true, sms: false, email: false },
    });
    expect(response.statusCode).toBe(200);
    const state = response.json().data as ConsentState;
    expect(state.needsAgreement).toBe(false);
    expect(state.documents.map((d) => [d.kind, d.agreedVersion])).toEqual([
      ['service', 1],
      ['privacy', 1],
      ['age14', 1],
      ['marketing', 1],
    ]);
    expect(state.marketing.push.agreed).toBe(true);
    expect(Date.parse(state.marketing.push.changedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Unchanged choices (SMS and e-mail were never on) add no row.
    expect(state.marketing.sms).toEqual({ agreed: false, changedAt: null });
    const rows = await rowsOf(shopper);
    expect(rows.map((r) => [r.kind, r.version, r.channel, r.agreed])).toEqual(
      expect.arrayContaining([
        ['service', 1, null, true],
        ['privacy', 1, null, true],
        ['age14', 1, null, true],
        ['marketing', 1, 'push', true],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect((await get('/v1/users/me/consents', shopper)).json().data).toEqual(state);

    // The same choices again add nothing.
    expect(
      (await save(shopper, { agreements: REQUIRED_V1, marketing: { push: true } })).statusCode,
    ).toBe(200);
    expect(await rowsOf(shopper)).toHaveLength(4);
  });

  it('a marketing channel is withdrawn with a row of its own, and its date is the new one', async () => {
    const shopper = await signIn(t.app, t.db);
    await save(shopper, { agreements: REQUIRED_V1, marketing: { sms: true, email: true } });
    const response = await save(shopper, { marketing: { sms: false } });
    expect(response.statusCode).toBe(200);
    const state = response.json().data as ConsentState;
    expect(state.marketing.sms.agreed).toBe(false);
    expect(state.marketing.email.agreed).toBe(true);
    expect(Date.parse(state.marketing.sms.changedAt!)).toBeGreaterThanOrEqual(
      Date.parse(state.marketing.email.changedAt!),
    );
    const sms = (await rowsOf(shopper)).filter((r) => r.channel === 'sms');
    expect(sms.map((r) => r.agreed).sort()).toEqual([false, true]);
  });

  it('refuses bad requests and changes nothing', async () => {
    const shopper = await signIn(t.app, t.db);
    const cases: [unknown, number, string][] = [
      [{}, 400, MESSAGES.invalidInput],
      [{ agreements: [{ kind: 'service', version: 0 }] }, 400, MESSAGES.invalidInput],
      [{ agreements: REQUIRED_V1.slice(0, 2) }, 400, MESSAGES.termsRequiredMissing],
      [{ marketing: { push: true } }, 400, MESSAGES.termsRequiredMissing],
      [
        { agreements: [...REQUIRED_V1, { kind: 'marketing', version: 1 }] },
        400,
        MESSAGES.termsMarketingByChannel,
      ],
      [
        { agreements: [...REQUIRED_V1.slice(0, 2), { kind: 'privacy', version: 1 }] },
        400,
        MESSAGES.termsAgreementTwice,
      ],
      [
        { agreements: [{ kind: 'service', version: 2 }, ...REQUIRED_V1.slice(1)] },
        409,
        MESSAGES.termsVersionOutdated,
      ],
      [{ agreements: REQUIRED_V1, extra: true }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await save(shopper, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(shopper)).toHaveLength(0);
  });

  it('each user sees only their own consents', async () => {
    const agreed = await signIn(t.app, t.db);
    await save(agreed, { agreements: REQUIRED_V1, marketing: { email: true } });
    const other = await signIn(t.app, t.db);
    const state = (await get('/v1/users/me/consents', other)).json().data as ConsentState;
    expect(state.needsAgreement).toBe(true);
    expect(state.marketing.email.agreed).toBe(false);
  });
});

// Last: a new version changes what every other test would see.
describe('a new version', () => {
  it('announced for later: listed among the versions, not yet in force, not asked', async () => {
    const shopper = await signIn(t.app, t.db);
    await save(shopper, { agreements: REQUIRED_V1 });
    const report = await publish('privacy', 2, '2099-01-01');
    expect(report.added).toEqual([{ file: 'privacy-v2.md' }]);
    const current = (await get('/v1/terms/privacy')).json().data as TermsDocument;
    expect(current.version).toBe(1);
    expect(current.versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await get('/v1/terms/privacy?version=2')).json().data.html).toBe(
      '<p>바뀐 본문이에요.</p>',
    );
    expect((await get('/v1/users/me/consents', shopper)).json().data.needsAgreement).toBe(false);
    expect(
      (await save(shopper, { agreements: [{ kind: 'privacy', version: 2 }] })).statusCode,
    ).toBe(409);
  });

  it('a new required version in force asks again, for that document only', async () => {
    const shopper = await signIn(t.app, t.db);
    await save(shopper, { agreements: REQUIRED_V1, marketing: { push: true } });
    await publish('service', 2, YESTERDAY);

    const state = (await get('/v1/users/me/consents', shopper)).json().data as ConsentState;
    expect(state.needsAgreement).toBe(true);
    expect(state.documents[0]).toMatchObject({ kind: 'service', version: 2, agreedVersion: 1 });
    expect(state.marketing.push.agreed).toBe(true);

    const outdated = await save(shopper, { agreements: [{ kind: 'service', version: 1 }] });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toBe(MESSAGES.termsVersionOutdated);
    const notIt = await save(shopper, { agreements: [{ kind: 'privacy', version: 1 }] });
    expect(notIt.statusCode).toBe(400);
    expect(notIt.json().message).toBe(MESSAGES.termsRequiredMissing);

    const agreed = await save(shopper, { agreements: [{ kind: 'service', version: 2 }] });
    expect(agreed.statusCode).toBe(200);
    expect((agreed.json().data as ConsentState).needsAgreement).toBe(false);
    const service = (await rowsOf(shopper)).filter((r) => r.kind === 'service');
    expect(service.map((r) => r.version).sort()).toEqual([1, 2]);
  });
});
