import {
  MARKETING_CHANNELS,
  MESSAGES,
  TERMS_KINDS,
  type ConsentState,
  type MarketingChannel,
  type SaveConsentsBody,
  type TermsKind,
} from '@chorok/contract';
import { AppError } from '../../lib/app-error.ts';

/*
 * The consent rules, without the database (decision 0019). user_consents is append-only: the
 * latest row per (kind, channel) is the user's choice; `channel` is set for marketing only.
 */

export interface TermsVersion {
  kind: TermsKind;
  version: number;
  title: string;
  required: boolean;
  effectiveAt: Date;
}

export interface ConsentRow {
  kind: string;
  version: number;
  channel: string | null;
  agreed: boolean;
  createdAt: Date;
}

export interface NewConsentRow {
  kind: TermsKind;
  version: number;
  channel: MarketingChannel | null;
  agreed: boolean;
}

/** The version in force of each kind: the highest whose effective time has come. */
export function currentVersions<T extends TermsVersion>(versions: readonly T[], now: Date): T[] {
  return TERMS_KINDS.flatMap((kind) => {
    const inForce = versions
      .filter((doc) => doc.kind === kind && doc.effectiveAt <= now)
      .sort((a, b) => b.version - a.version);
    return inForce[0] ? [inForce[0]] : [];
  });
}

/** The latest row of each (kind, channel): the rows must come newest first. */
export class LatestConsents {
  private readonly byKey = new Map<string, ConsentRow>();

  constructor(newestFirst: readonly ConsentRow[]) {
    for (const row of newestFirst) {
      const key = `${row.kind}:${row.channel ?? ''}`;
      if (!this.byKey.has(key)) this.byKey.set(key, row);
    }
  }

  document(kind: TermsKind): ConsentRow | undefined {
    return this.byKey.get(`${kind}:`);
  }

  channel(channel: MarketingChannel): ConsentRow | undefined {
    return this.byKey.get(`marketing:${channel}`);
  }

  /** The version the user agreed to last (null: never, or withdrawn) and when. */
  agreement(kind: TermsKind): { version: number; at: Date } | null {
    if (kind === 'marketing') {
      const on = MARKETING_CHANNELS.map((c) => this.channel(c)).filter((row) => row?.agreed);
      if (on.length === 0) return null;
      return {
        version: Math.max(...on.map((row) => row!.version)),
        at: new Date(Math.max(...on.map((row) => row!.createdAt.getTime()))),
      };
    }
    const row = this.document(kind);
    return row?.agreed ? { version: row.version, at: row.createdAt } : null;
  }
}

/** Required kinds whose version in force the user has not agreed to. */
export function missingRequired(current: readonly TermsVersion[], latest: LatestConsents) {
  return current.filter(
    (doc) => doc.required && (latest.agreement(doc.kind)?.version ?? 0) < doc.version,
  );
}

export function consentState(
  current: readonly TermsVersion[],
  latest: LatestConsents,
): ConsentState {
  const channel = (c: MarketingChannel) => {
    const row = latest.channel(c);
    return { agreed: row?.agreed ?? false, changedAt: row ? row.createdAt.toISOString() : null };
  };
  return {
    needsAgreement: missingRequired(current, latest).length > 0,
    documents: current.map((doc) => {
      const agreed = latest.agreement(doc.kind);
      return {
        kind: doc.kind,
        version: doc.version,
        title: doc.title,
        required: doc.required,
        effectiveAt: doc.effectiveAt.toISOString(),
        agreedVersion: agreed?.version ?? null,
        agreedAt: agreed ? agreed.at.toISOString() : null,
      };
    }),
    marketing: { push: channel('push'), sms: channel('sms'), email: channel('email') },
  };
}

/**
 * The rows one save adds, or the refusal. Each agreement names the version in force of its kind
 * (409 when the user saw another); while required versions are missing the request must bring
 * them all (400). Marketing is chosen per channel only: an agreement of kind 'marketing' is a 400.
 * A choice the user already has adds no row.
 */
export function planConsents(
  current: readonly TermsVersion[],
  latest: LatestConsents,
  body: SaveConsentsBody,
): NewConsentRow[] {
  const kinds = body.agreements.map((agreement) => agreement.kind);
  if (new Set(kinds).size !== kinds.length) throw AppError.badRequest(MESSAGES.termsAgreementTwice);
  if (kinds.includes('marketing')) throw AppError.badRequest(MESSAGES.termsMarketingByChannel);

  const rows: NewConsentRow[] = [];
  for (const agreement of body.agreements) {
    const doc = current.find((d) => d.kind === agreement.kind);
    if (!doc) throw AppError.notFound(MESSAGES.termsNotFound);
    if (agreement.version !== doc.version) throw AppError.conflict(MESSAGES.termsVersionOutdated);
    if (latest.agreement(doc.kind)?.version !== doc.version)
      rows.push({ kind: doc.kind, version: doc.version, channel: null, agreed: true });
  }
  if (missingRequired(current, latest).some((doc) => !kinds.includes(doc.kind)))
    throw AppError.badRequest(MESSAGES.termsRequiredMissing);

  const marketingDoc = current.find((doc) => doc.kind === 'marketing');
  for (const channel of MARKETING_CHANNELS) {
    const wanted = body.marketing?.[channel];
    const row = latest.channel(channel);
    if (wanted === undefined || wanted === (row?.agreed ?? false)) continue;
    // Agreeing needs a document in force; a withdrawal names the version last agreed to if none is.
    const version = marketingDoc?.version ?? (wanted ? undefined : row?.version);
    if (version === undefined) throw AppError.notFound(MESSAGES.termsNotFound);
    rows.push({ kind: 'marketing', version, channel, agreed: wanted });
  }
  return rows;
}
