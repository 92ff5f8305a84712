import {
  MESSAGES,
  type ConsentState,
  type SaveConsentsBody,
  type TermsDocument,
  type TermsKind,
  type TermsSummary,
} from '@chorok/contract';
import { termsDocuments, userConsents, type Database, type Transaction } from '@chorok/db';
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/user-lock.ts';
import {
  consentState,
  currentVersions,
  LatestConsents,
  planConsents,
  type TermsVersion,
} from './consent-rules.ts';
import { renderTermsHtml } from './document.ts';

const versionColumns = {
  id: termsDocuments.id,
  kind: termsDocuments.kind,
  version: termsDocuments.version,
  title: termsDocuments.title,
  required: termsDocuments.required,
  effectiveAt: termsDocuments.effectiveAt,
  sourceHash: termsDocuments.sourceHash,
};

type VersionRow = TermsVersion & { id: number; sourceHash: string };

/** Every published version (without the text): a handful of rows. */
async function allVersions(db: Database | Transaction): Promise<VersionRow[]> {
  const rows = await db
    .select(versionColumns)
    .from(termsDocuments)
    .orderBy(asc(termsDocuments.kind), asc(termsDocuments.version));
  return rows;
}

const summary = (doc: TermsVersion): TermsSummary => ({
  kind: doc.kind,
  version: doc.version,
  title: doc.title,
  required: doc.required,
  effectiveAt: doc.effectiveAt.toISOString(),
});

export async function listTerms(db: Database, now = new Date()): Promise<TermsSummary[]> {
  return currentVersions(await allVersions(db), now).map(summary);
}

/** Rendered once per text: versions never change, so the source hash names the HTML. */
const htmlByHash = new Map<string, string>();

/** The version in force of `kind`, or `version` (also one announced before it takes effect). */
export async function getTerms(
  db: Database,
  kind: TermsKind,
  version: number | undefined,
  now = new Date(),
): Promise<TermsDocument> {
  const versions = (await allVersions(db)).filter((doc) => doc.kind === kind);
  const chosen =
    version === undefined
      ? currentVersions(versions, now)[0]
      : versions.find((doc) => doc.version === version);
  if (!chosen) throw AppError.notFound(MESSAGES.termsNotFound);
  let html = htmlByHash.get(chosen.sourceHash);
  if (html === undefined) {
    const [row] = await db
      .select({ body: termsDocuments.bodyMarkdown })
      .from(termsDocuments)
      .where(eq(termsDocuments.id, chosen.id));
    html = renderTermsHtml(row!.body);
    htmlByHash.set(chosen.sourceHash, html);
  }
  return {
    ...summary(chosen),
    html,
    versions: versions
      .map((doc) => ({ version: doc.version, effectiveAt: doc.effectiveAt.toISOString() }))
      .reverse(),
  };
}

async function latestConsents(db: Database | Transaction, userId: number) {
  const rows = await db
    .selectDistinctOn([userConsents.kind, userConsents.channel], {
      kind: userConsents.kind,
      version: userConsents.version,
      channel: userConsents.channel,
      agreed: userConsents.agreed,
      createdAt: userConsents.createdAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(
      userConsents.kind,
      userConsents.channel,
      desc(userConsents.createdAt),
      desc(userConsents.id),
    );
  return new LatestConsents(rows);
}

export async function getConsents(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<ConsentState> {
  const [versions, latest] = await Promise.all([allVersions(db), latestConsents(db, userId)]);
  return consentState(currentVersions(versions, now), latest);
}

/** Adds a row for each changed choice, one save of a user at a time; the state after it. */
export async function saveConsents(
  db: Database,
  userId: number,
  body: SaveConsentsBody,
  now = new Date(),
): Promise<ConsentState> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = currentVersions(await allVersions(tx), now);
    const rows = planConsents(current, await latestConsents(tx, userId), body);
    if (rows.length > 0)
      await tx.insert(userConsents).values(rows.map((row) => ({ userId, ...row })));
    return consentState(current, await latestConsents(tx, userId));
  });
}
