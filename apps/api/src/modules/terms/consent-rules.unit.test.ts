import { MESSAGES, type SaveConsentsBody, type TermsKind } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  consentState,
  currentVersions,
  LatestConsents,
  planConsents,
  type ConsentRow,
  type TermsVersion,
} from './consent-rules.ts';

const NOW = new Date('2026-11-26T00:00:00Z');
const PAST = new Date('2026-11-01T00:00:00Z');
const LATER = new Date('2026-12-01T00:00:00Z');

const version = (kind: TermsKind, v: number, effectiveAt = PAST): TermsVersion => ({
  kind,
  version: v,
  title: `${kind} ${v}`,
  required: kind !== 'marketing',
  effectiveAt,
});
const ALL_V1 = (['service', 'privacy', 'age14', 'marketing'] as const).map((k) => version(k, 1));
const row = (kind: string, v: number, at: string, extra: Partial<ConsentRow> = {}): ConsentRow => ({
  kind,
  version: v,
  channel: null,
  agreed: true,
  createdAt: new Date(at),
  ...extra,
});
const AGREED_V1 = [
  row('service', 1, '2026-11-20T00:00:00Z'),
  row('privacy', 1, '2026-11-20T00:00:00Z'),
  row('age14', 1, '2026-11-20T00:00:00Z'),
];
const REQUIRED_V1: SaveConsentsBody['agreements'] = [
  { kind: 'service', version: 1 },
  { kind: 'privacy', version: 1 },
  { kind: 'age14', version: 1 },
];
const body = (b: Partial<SaveConsentsBody>): SaveConsentsBody => ({ agreements: [], ...b });

function refusal(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { kind: (error as AppError).kind, message: (error as AppError).message };
  }
  throw new Error('no refusal');
}

describe('currentVersions', () => {
  it('takes the highest version in effect of each kind, in the contract order', () => {
    const versions = [
      version('privacy', 1),
      version('service', 2, new Date('2026-11-20T00:00:00Z')),
      version('service', 1),
      version('service', 3, LATER),
    ];
    expect(currentVersions(versions, NOW).map((d) => `${d.kind}@${d.version}`)).toEqual([
      'service@2',
      'privacy@1',
    ]);
  });

  it('leaves out a kind with no version in effect yet', () => {
    expect(currentVersions([version('age14', 1, LATER)], NOW)).toEqual([]);
  });
});

describe('LatestConsents and consentState', () => {
  it('a new user: every required document missing, no marketing choice', () => {
    const state = consentState(ALL_V1, new LatestConsents([]));
    expect(state.needsAgreement).toBe(true);
    expect(state.documents.map((d) => [d.kind, d.agreedVersion, d.agreedAt])).toEqual([
      ['service', null, null],
      ['privacy', null, null],
      ['age14', null, null],
      ['marketing', null, null],
    ]);
    expect(state.marketing).toEqual({
      push: { agreed: false, changedAt: null },
      sms: { agreed: false, changedAt: null },
      email: { agreed: false, changedAt: null },
    });
  });

  it('the newest row of each channel is the choice, with its time', () => {
    const latest = new LatestConsents([
      row('marketing', 1, '2026-11-25T00:00:00Z', { channel: 'push', agreed: false }),
      row('marketing', 1, '2026-11-24T00:00:00Z', { channel: 'sms' }),
      row('marketing', 1, '2026-11-23T00:00:00Z', { channel: 'push' }),
      ...AGREED_V1,
    ]);
    const state = consentState(ALL_V1, latest);
    expect(state.needsAgreement).toBe(false);
    expect(state.marketing.push).toEqual({ agreed: false, changedAt: '2026-11-25T00:00:00.000Z' });
    expect(state.marketing.sms).toEqual({ agreed: true, changedAt: '2026-11-24T00:00:00.000Z' });
    // The marketing document counts as agreed while any channel is on.
    expect(state.documents.find((d) => d.kind === 'marketing')).toMatchObject({
      agreedVersion: 1,
      agreedAt: '2026-11-24T00:00:00.000Z',
    });
  });

  it('a new required version makes the agreement due again; a new marketing one does not', () => {
    const latest = new LatestConsents(AGREED_V1);
    expect(consentState([...ALL_V1.slice(1), version('service', 2)], latest)).toMatchObject({
      needsAgreement: true,
      documents: expect.arrayContaining([
        expect.objectContaining({ kind: 'service', version: 2, agreedVersion: 1 }),
      ]),
    });
    expect(
      consentState([...ALL_V1.slice(0, 3), version('marketing', 2)], latest).needsAgreement,
    ).toBe(false);
  });
});

describe('planConsents', () => {
  it('the first agreement: one row per required document and per channel switched on', () => {
    const rows = planConsents(
      ALL_V1,
      new LatestConsents([]),
      body({ agreements: REQUIRED_V1, marketing: { push: true, sms: false } }),
    );
    expect(rows).toEqual([
      { kind: 'service', version: 1, channel: null, agreed: true },
      { kind: 'privacy', version: 1, channel: null, agreed: true },
      { kind: 'age14', version: 1, channel: null, agreed: true },
      { kind: 'marketing', version: 1, channel: 'push', agreed: true },
    ]);
  });

  it('choices the user already has add nothing', () => {
    const latest = new LatestConsents([
      row('marketing', 1, '2026-11-21T00:00:00Z', { channel: 'email' }),
      ...AGREED_V1,
    ]);
    expect(
      planConsents(ALL_V1, latest, body({ agreements: REQUIRED_V1, marketing: { email: true } })),
    ).toEqual([]);
  });

  it('a withdrawal is a row with agreed false', () => {
    const latest = new LatestConsents([
      row('marketing', 1, '2026-11-21T00:00:00Z', { channel: 'sms' }),
      ...AGREED_V1,
    ]);
    expect(planConsents(ALL_V1, latest, body({ marketing: { sms: false } }))).toEqual([
      { kind: 'marketing', version: 1, channel: 'sms', agreed: false },
    ]);
  });

  it('a withdrawal works without a marketing document in effect; agreeing does not', () => {
    const required = ALL_V1.slice(0, 3);
    const latest = new LatestConsents([
      row('marketing', 1, '2026-11-21T00:00:00Z', { channel: 'push' }),
      ...AGREED_V1,
    ]);
    expect(planConsents(required, latest, body({ marketing: { push: false } }))).toEqual([
      { kind: 'marketing', version: 1, channel: 'push', agreed: false },
    ]);
    expect(
      refusal(() => planConsents(required, latest, body({ marketing: { sms: true } }))),
    ).toEqual({ kind: 'NOT_FOUND', message: MESSAGES.termsNotFound });
  });

  it('refuses a version other than the one in effect (409)', () => {
    for (const v of [2, 1]) {
      const docs = v === 1 ? [version('service', 2), ...ALL_V1.slice(1)] : ALL_V1;
      expect(
        refusal(() =>
          planConsents(
            docs,
            new LatestConsents([]),
            body({ agreements: [{ kind: 'service', version: v }] }),
          ),
        ),
      ).toEqual({ kind: 'CONFLICT', message: MESSAGES.termsVersionOutdated });
    }
  });

  it('while required versions are missing, the request must bring them all (400)', () => {
    const fresh = new LatestConsents([]);
    expect(
      refusal(() => planConsents(ALL_V1, fresh, body({ agreements: REQUIRED_V1.slice(0, 2) }))),
    ).toEqual({ kind: 'BAD_REQUEST', message: MESSAGES.termsRequiredMissing });
    expect(refusal(() => planConsents(ALL_V1, fresh, body({ marketing: { push: true } })))).toEqual(
      { kind: 'BAD_REQUEST', message: MESSAGES.termsRequiredMissing },
    );
    // After a new service version only that one is missing.
    const docs = [version('service', 2), ...ALL_V1.slice(1)];
    expect(
      planConsents(
        docs,
        new LatestConsents(AGREED_V1),
        body({ agreements: [{ kind: 'service', version: 2 }] }),
      ),
    ).toEqual([{ kind: 'service', version: 2, channel: null, agreed: true }]);
  });

  it('refuses marketing as an agreement, a kind twice, and a kind with no document', () => {
    const latest = new LatestConsents(AGREED_V1);
    expect(
      refusal(() =>
        planConsents(ALL_V1, latest, body({ agreements: [{ kind: 'marketing', version: 1 }] })),
      ),
    ).toEqual({ kind: 'BAD_REQUEST', message: MESSAGES.termsMarketingByChannel });
    expect(
      refusal(() =>
        planConsents(
          ALL_V1,
          latest,
          body({
            agreements: [
              { kind: 'service', version: 1 },
              { kind: 'service', version: 1 },
            ],
          }),
        ),
      ),
    ).toEqual({ kind: 'BAD_REQUEST', message: MESSAGES.termsAgreementTwice });
    expect(
      refusal(() =>
        planConsents(
          ALL_V1.slice(1),
          latest,
          body({ agreements: [{ kind: 'service', version: 1 }] }),
        ),
      ),
    ).toEqual({ kind: 'NOT_FOUND', message: MESSAGES.termsNotFound });
  });
});
