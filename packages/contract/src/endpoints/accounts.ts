import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import { IsoDateTime } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import type { MARKETING_CHANNELS } from '../account-constants.ts';
import { PHONE_VERIFICATION, SOCIAL_PROVIDERS, TERMS_KINDS } from '../account-constants.ts';
import { ProviderSignInBody, SocialProviderParams } from './auth.ts';
import { User } from './users.ts';

/* ---------- Linked sign-in methods ---------- */

export const LinkedIdentity = z.object({
  provider: z.enum([...SOCIAL_PROVIDERS, 'temporary']),
  /** The e-mail the provider shared, when it did. */
  email: z.nullable(z.string()),
  linkedAt: IsoDateTime,
});
export type LinkedIdentity = z.infer<typeof LinkedIdentity>;
export const LinkedIdentities = z.object({
  identities: z.array(LinkedIdentity),
  /** False when the last way to sign in would go: the screen then offers no 연결 해제. */
  canUnlink: z.boolean(),
});
export type LinkedIdentities = z.infer<typeof LinkedIdentities>;

/* ---------- Phone ---------- */

/** Raw input; the server normalises it to a Korean mobile number (a 400 when it is not one). */
export const MobileNumberInput = z
  .string({ error: MESSAGES.mobileNumberFormat })
  .check(z.trim(), z.minLength(1, { error: MESSAGES.mobileNumberFormat }), z.maxLength(30));
export const PhoneCode = z.string({ error: MESSAGES.phoneCodeFormat }).check(
  z.trim(),
  z.regex(new RegExp(`^\\d{${PHONE_VERIFICATION.codeLength}}$`), {
    error: MESSAGES.phoneCodeFormat,
  }),
);
export const PhoneCodeBody = z.strictObject({ phoneNumber: MobileNumberInput });
export const PhoneCodeSent = z.object({
  /** Normalised and formatted, e.g. 010-1234-5678. */
  phoneNumber: z.string(),
  expiresAt: IsoDateTime,
  resendAvailableAt: IsoDateTime,
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
export const VerifyPhoneBody = z.strictObject({ phoneNumber: MobileNumberInput, code: PhoneCode });

/* ---------- Terms and consent ---------- */

export const TermsKindParams = z.object({
  kind: z.enum(TERMS_KINDS, { error: MESSAGES.termsNotFound }),
});
export const TermsVersionQuery = z.object({
  version: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export const TermsSummary = z.object({
  kind: z.enum(TERMS_KINDS),
  version: z.int(),
  title: z.string(),
  required: z.boolean(),
  effectiveAt: IsoDateTime,
});
export type TermsSummary = z.infer<typeof TermsSummary>;
export const TermsDocument = z.object({
  ...TermsSummary.shape,
  /** Sanitized HTML of the Markdown source. */
  html: z.string(),
  /** Every published version, newest first (the 이전 약관 list). */
  versions: z.array(z.object({ version: z.int(), effectiveAt: IsoDateTime })),
});
export type TermsDocument = z.infer<typeof TermsDocument>;

export const MarketingChannelState = z.object({
  agreed: z.boolean(),
  /** When the current choice took effect (정보통신망법 asks that the user be told); null: never chosen. */
  changedAt: z.nullable(IsoDateTime),
});
export const ConsentState = z.object({
  /** True while any required document's current version is not agreed: the agreement screen first. */
  needsAgreement: z.boolean(),
  documents: z.array(
    z.object({
      ...TermsSummary.shape,
      agreedVersion: z.nullable(z.int()),
      agreedAt: z.nullable(IsoDateTime),
    }),
  ),
  marketing: z.object({
    push: MarketingChannelState,
    sms: MarketingChannelState,
    email: MarketingChannelState,
  }),
});
export type ConsentState = z.infer<typeof ConsentState>;

const MarketingChoice = z.strictObject({
  push: z.optional(z.boolean()),
  sms: z.optional(z.boolean()),
  email: z.optional(z.boolean()),
} satisfies Record<(typeof MARKETING_CHANNELS)[number], unknown>);
export const SaveConsentsBody = z
  .strictObject({
    /** Documents agreed now, each at the version the user saw (must be the current one). */
    agreements: z._default(
      z
        .array(z.strictObject({ kind: z.enum(TERMS_KINDS), version: z.int().check(z.minimum(1)) }))
        .check(z.maxLength(TERMS_KINDS.length)),
      [],
    ),
    /** Channels to switch on or off; a channel left out keeps its choice. */
    marketing: z.optional(MarketingChoice),
  })
  .check(
    z.refine((b) => b.agreements.length > 0 || b.marketing !== undefined, {
      error: MESSAGES.invalidInput,
    }),
  );
export type SaveConsentsBody = z.infer<typeof SaveConsentsBody>;

export const accountsEndpoints = {
  listIdentities: defineEndpoint({
    id: 'listIdentities',
    method: 'GET',
    path: '/users/me/identities',
    summary: 'The sign-in methods linked to the caller',
    tag: 'accounts',
    auth: 'required',
    data: LinkedIdentities,
  }),
  linkIdentity: defineEndpoint({
    id: 'linkIdentity',
    method: 'POST',
    path: '/users/me/identities/:provider',
    summary:
      'Link Kakao or Naver to the caller with a code (or native token) and a link-intent state',
    tag: 'accounts',
    auth: 'required',
    params: SocialProviderParams,
    body: ProviderSignInBody,
    data: LinkedIdentities,
    successStatus: 201,
  }),
  unlinkIdentity: defineEndpoint({
    id: 'unlinkIdentity',
    method: 'DELETE',
    path: '/users/me/identities/:provider',
    summary: 'Unlink a sign-in method while another remains',
    tag: 'accounts',
    auth: 'required',
    params: SocialProviderParams,
    data: LinkedIdentities,
  }),
  requestPhoneCode: defineEndpoint({
    id: 'requestPhoneCode',
    method: 'POST',
    path: '/users/me/phone/code',
    summary: 'Send a 6-digit code by SMS to a Korean mobile number (3 minutes; resend after 60 s)',
    tag: 'accounts',
    auth: 'required',
    body: PhoneCodeBody,
    data: PhoneCodeSent,
    successStatus: 201,
    rateLimitPerMinute: 10,
  }),
  verifyPhone: defineEndpoint({
    id: 'verifyPhone',
    method: 'POST',
    path: '/users/me/phone/verify',
    summary: 'Check the code; a verified number is saved on the caller and the user comes back',
    tag: 'accounts',
    auth: 'required',
    body: VerifyPhoneBody,
    data: User,
    rateLimitPerMinute: 30,
  }),
  listTerms: defineEndpoint({
    id: 'listTerms',
    method: 'GET',
    path: '/terms',
    summary: 'The current version of every document (without the text)',
    tag: 'accounts',
    auth: 'none',
    data: z.object({ documents: z.array(TermsSummary) }),
  }),
  getTerms: defineEndpoint({
    id: 'getTerms',
    method: 'GET',
    path: '/terms/:kind',
    summary: 'One document: the current version, or `version`',
    tag: 'accounts',
    auth: 'none',
    params: TermsKindParams,
    query: TermsVersionQuery,
    data: TermsDocument,
  }),
  getConsents: defineEndpoint({
    id: 'getConsents',
    method: 'GET',
    path: '/users/me/consents',
    summary:
      "The caller's agreements and marketing choices, and whether the agreement screen is due",
    tag: 'accounts',
    auth: 'required',
    data: ConsentState,
  }),
  saveConsents: defineEndpoint({
    id: 'saveConsents',
    method: 'POST',
    path: '/users/me/consents',
    summary:
      'Agree to current document versions and/or change marketing channels (each change logged)',
    tag: 'accounts',
    auth: 'required',
    body: SaveConsentsBody,
    data: ConsentState,
  }),
} as const;
