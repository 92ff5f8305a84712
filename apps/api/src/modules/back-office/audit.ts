import {
  AUDIT_CLI_ACTOR,
  AUDIT_SYSTEM_ACTOR,
  type AuditEntry,
  type AuditTarget,
  type ListMetadata,
} from '@chorok/contract';
import { operatorActions, type Database, type Transaction } from '@chorok/db';
import { and, desc, eq } from 'drizzle-orm';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';

/** The admin CLI as an actor: no person, and said so in the log. */
export const CLI_ACTOR: OperatorActor = Object.freeze({ userId: null, label: AUDIT_CLI_ACTOR });
/** The shop itself, recording what an outside provider answered. */
export const SYSTEM_ACTOR: OperatorActor = Object.freeze({
  userId: null,
  label: AUDIT_SYSTEM_ACTOR,
});

export interface AuditRecord {
  /** e.g. 'order.ship', 'review.hide', 'role.set' */
  action: string;
  targetType: AuditTarget;
  targetId: number | string;
  /** The fields the action changed, as they were (null when it created something). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A lone UTF-16 surrogate: jsonb refuses its escape, where a text column stores U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The fields as jsonb takes them: every string well formed, whatever an operator typed. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormed(item)]));
  return value;
}

/**
 * Writes one audit entry (decision 0043). Pass the action's own transaction, so an action that
 * rolls back leaves no entry and a committed one always has its entry.
 */
export async function recordAction(
  db: Database | Transaction,
  actor: OperatorActor,
  record: AuditRecord,
): Promise<void> {
  await db.insert(operatorActions).values({
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: (wellFormed(record.before ?? null) as Record<string, unknown> | null) ?? null,
    after: (wellFormed(record.after ?? null) as Record<string, unknown> | null) ?? null,
  });
}

/** The audit log, newest first, optionally of one target. */
export async function listAudit(
  db: Database,
  query: { page: number; perPage: number; targetType?: AuditTarget; targetId?: string },
): Promise<{ data: AuditEntry[]; metadata: ListMetadata }> {
  const where = and(
    query.targetType ? eq(operatorActions.targetType, query.targetType) : undefined,
    query.targetId ? eq(operatorActions.targetId, query.targetId) : undefined,
  );
  // As every list pages (lib/paging.ts): a page past any stored row is empty without a query.
  const window = pageWindow(query);
  const page = await pageOf(
    window,
    () =>
      db
        .select()
        .from(operatorActions)
        .where(where)
        .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(operatorActions, where),
  );
  return {
    metadata: page.metadata,
    data: page.data.map((row) => ({
      id: row.id,
      actor: { userId: row.actorUserId, label: row.actorLabel },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: (row.before as Record<string, unknown> | null) ?? null,
      after: (row.after as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
