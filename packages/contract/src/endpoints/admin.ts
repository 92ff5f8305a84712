import * as z from 'zod/mini';
import '../zod-setup.ts';
import { COURIER_CODES, isTrackingNumber, normalizeTrackingNumber } from '../after-delivery.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ReminderRunResult } from './notifications.ts';
import { IsoDateTime } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { MemberEmail } from './admin-benefits.ts';

const CurationImportEntry = z.object({
  slug: z.string(),
  /** Why it was skipped ('unchanged', or what is wrong with the file), or 'published again'. */
  reason: z.optional(z.string()),
});

/** What one import of content/curations did, file by file. */
export const CurationImportReport = z.object({
  /** The folder read (absolute). */
  dir: z.string(),
  added: z.array(CurationImportEntry),
  updated: z.array(CurationImportEntry),
  unpublished: z.array(CurationImportEntry),
  skipped: z.array(CurationImportEntry),
});
export type CurationImportReport = z.infer<typeof CurationImportReport>;

/** How many SMS `npm run admin -- sms outbox` prints by default, and at most. */
export const SMS_OUTBOX_LIST = { defaultLimit: 10, maxLimit: 100 } as const;

/** One SMS the shop sent (or, with the outbox provider, only wrote down). */
export const SmsOutboxMessage = z.object({
  id: z.int(),
  recipient: z.string(),
  body: z.string(),
  provider: z.string(),
  /** `queued` (outbox), `sent` or `failed`. */
  status: z.string(),
  providerMessageId: z.nullable(z.string()),
  error: z.nullable(z.string()),
  createdAt: IsoDateTime,
});
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessage>;

const TermsImportEntry = z.object({
  /** The file name, e.g. service-v2.md. */
  file: z.string(),
  /** Why it was refused (the stored version, if any, stays as it was). */
  reason: z.optional(z.string()),
});

/** What one import of content/terms did, file by file. Published versions are never changed. */
export const TermsImportReport = z.object({
  /** The folder read (absolute). */
  dir: z.string(),
  added: z.array(TermsImportEntry),
  unchanged: z.array(TermsImportEntry),
  refused: z.array(TermsImportEntry),
});
export type TermsImportReport = z.infer<typeof TermsImportReport>;

/**
 * What `ship` takes (`order 12 ship --courier cj --tracking 123456789012`): a real parcel always
 * has a courier and a waybill. The number is kept as digits (hyphens and spaces dropped) and must
 * have a length that courier issues.
 */
export const OrderShipBody = z
  .strictObject({
    courier: z.enum(COURIER_CODES, { error: MESSAGES.courierRequired }),
    trackingNumber: z
      .string({ error: MESSAGES.trackingNumberRequired })
      .check(z.overwrite(normalizeTrackingNumber), z.minLength(1, MESSAGES.trackingNumberRequired)),
  })
  .check(
    z.refine((parcel) => isTrackingNumber(parcel.courier, parcel.trackingNumber), {
      path: ['trackingNumber'],
      error: (issue) =>
        MESSAGES.trackingNumberFormat[(issue.input as z.infer<typeof OrderShipBody>).courier],
    }),
  );
export type OrderShipBody = z.input<typeof OrderShipBody>;

/**
 * What only the admin CLI does (its secret, `admin`). A module of their own: the web app never
 * calls them, and a module it does not import stays out of its bundle. What the console does too
 * is `operator`: console*.ts and admin-benefits.ts.
 */
export const adminEndpoints = {
  adminTempCode: defineEndpoint({
    id: 'adminTempCode',
    method: 'POST',
    path: '/admin/temp-codes',
    summary:
      'Operator: create the user if needed and issue a temporary sign-in code (X-Admin-Secret)',
    tag: 'admin',
    auth: 'admin',
    body: z.strictObject({ email: MemberEmail }),
    data: z.object({
      code: z.string(),
      expiresAt: IsoDateTime,
      userId: z.int(),
      createdUser: z.boolean(),
    }),
    successStatus: 201,
  }),
  adminRunReminders: defineEndpoint({
    id: 'adminRunReminders',
    method: 'POST',
    path: '/admin/reminders/run',
    summary:
      "Operator: run the reminder scheduler now for the current Seoul hour (or `at`); users already sent that day's reminder are skipped",
    tag: 'admin',
    auth: 'admin',
    body: z.strictObject({ at: z.optional(IsoDateTime), ignoreHour: z.optional(z.boolean()) }),
    data: ReminderRunResult,
  }),
  adminImportCurations: defineEndpoint({
    id: 'adminImportCurations',
    method: 'POST',
    path: '/admin/curations/import',
    summary:
      'Operator: import the 라이프 articles from CONTENT_DIR (or `dir`, an absolute path on the server): unchanged files are skipped, removed ones unpublished',
    tag: 'admin',
    auth: 'admin',
    body: z.strictObject({ dir: z.optional(z.string().check(z.minLength(1))) }),
    data: CurationImportReport,
  }),
  adminSmsOutbox: defineEndpoint({
    id: 'adminSmsOutbox',
    method: 'GET',
    path: '/admin/sms-outbox',
    summary:
      'Operator: the latest SMS, newest first (what the outbox holds and every provider send)',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      limit: z.optional(
        z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SMS_OUTBOX_LIST.maxLimit)),
      ),
    }),
    data: z.object({ messages: z.array(SmsOutboxMessage) }),
  }),
  adminImportTerms: defineEndpoint({
    id: 'adminImportTerms',
    method: 'POST',
    path: '/admin/terms/import',
    summary:
      'Operator: import new terms versions from TERMS_DIR (or `dir`, an absolute path on the server); a published version whose file changed is refused and keeps its text',
    tag: 'admin',
    auth: 'admin',
    body: z.strictObject({ dir: z.optional(z.string().check(z.minLength(1))) }),
    data: TermsImportReport,
  }),
} as const;
