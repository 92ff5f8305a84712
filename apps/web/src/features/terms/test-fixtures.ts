import type { ConsentState, TermsDocument, TermsSummary } from '@chorok/contract';

/* The API's answers as the terms screens' tests need them. */

const EFFECTIVE = '2026-11-21T15:00:00.000Z';

export const SUMMARIES: TermsSummary[] = [
  { kind: 'service', version: 1, title: '서비스 이용약관', required: true, effectiveAt: EFFECTIVE },
  {
    kind: 'privacy',
    version: 1,
    title: '개인정보처리방침',
    required: true,
    effectiveAt: EFFECTIVE,
  },
  { kind: 'age14', version: 1, title: '만 14세 이상 확인', required: true, effectiveAt: EFFECTIVE },
  {
    kind: 'marketing',
    version: 1,
    title: '마케팅 정보 수신 동의',
    required: false,
    effectiveAt: EFFECTIVE,
  },
];

const NO_CHOICE = { agreed: false, changedAt: null };

/** A new user's state by default: nothing agreed, no marketing choice. */
export function consentState(overrides: Partial<ConsentState> = {}): ConsentState {
  return {
    needsAgreement: true,
    documents: SUMMARIES.map((doc) => ({ ...doc, agreedVersion: null, agreedAt: null })),
    marketing: { push: NO_CHOICE, sms: NO_CHOICE, email: NO_CHOICE },
    ...overrides,
  };
}

/** Everything required agreed at version 1 on 25 November (Seoul). */
export function agreedState(overrides: Partial<ConsentState> = {}): ConsentState {
  return consentState({
    needsAgreement: false,
    documents: SUMMARIES.map((doc) => ({
      ...doc,
      agreedVersion: doc.required ? 1 : null,
      agreedAt: doc.required ? '2026-11-25T03:00:00.000Z' : null,
    })),
    ...overrides,
  });
}

export function termsDocument(overrides: Partial<TermsDocument> = {}): TermsDocument {
  return {
    ...SUMMARIES[0]!,
    html: '<h2>제1조 (목적)</h2><p>이 약관은 초록 서비스의 이용 조건을 정해요.</p>',
    versions: [{ version: 1, effectiveAt: EFFECTIVE }],
    ...overrides,
  };
}
