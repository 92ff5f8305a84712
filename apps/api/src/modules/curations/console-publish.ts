import { isDeepStrictEqual } from 'node:util';
import { CURATION_FORM_MESSAGES as M, type AdminCuration } from '@chorok/contract';
import { curations, type Database } from '@chorok/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { recordAction } from '../back-office/audit.ts';
import { getAdminCuration, lockArticle, type ArticleRow } from './console-read.ts';

/*
 * 발행, 예약 and 내리기 from the console (decision 0044): the two dates the shop's reads filter by,
 * so a scheduled article goes live at its moment with no job. The article becomes the console's.
 */

const timesOf = (row: Pick<ArticleRow, 'publishedAt' | 'unpublishedAt'>) => ({
  publishedAt: row.publishedAt?.toISOString() ?? null,
  unpublishedAt: row.unpublishedAt?.toISOString() ?? null,
});

/**
 * POST /admin/curations/{id}/publish: now, or at `at` (later than now: scheduled). An article taken
 * down that was out before comes back under its first date, as a returning file does.
 */
export async function publishCuration(
  db: Database,
  actor: OperatorActor,
  id: number,
  at: string | undefined,
  now: Date = new Date(),
): Promise<AdminCuration> {
  const when = at ? new Date(at) : null;
  if (when && when.getTime() <= now.getTime())
    throw AppError.badRequest(M.scheduleInPast, [{ path: 'at', message: M.scheduleInPast }]);
  await db.transaction(async (tx) => {
    const row = await lockArticle(tx, id);
    const publishedAt =
      when ??
      (row.publishedAt && row.publishedAt.getTime() <= now.getTime() ? row.publishedAt : now);
    const next = { publishedAt, unpublishedAt: null };
    if (isDeepStrictEqual(timesOf(row), timesOf(next)) && row.managedBy === 'CONSOLE') return;
    await tx
      .update(curations)
      .set({ ...next, managedBy: 'CONSOLE', updatedAt: sql`now()` })
      .where(eq(curations.id, id));
    await recordAction(tx, actor, {
      action: when ? 'curation.schedule' : 'curation.publish',
      targetType: 'CURATION',
      targetId: id,
      before: timesOf(row),
      after: timesOf(next),
    });
  });
  return getAdminCuration(db, id);
}

/** POST /admin/curations/{id}/unpublish: shoppers stop seeing it; bookmarks stay. */
export async function unpublishCuration(
  db: Database,
  actor: OperatorActor,
  id: number,
): Promise<AdminCuration> {
  await db.transaction(async (tx) => {
    const row = await lockArticle(tx, id);
    if (!row.publishedAt || row.unpublishedAt) throw AppError.conflict(M.notPublished);
    const [after] = await tx
      .update(curations)
      .set({ unpublishedAt: sql`now()`, managedBy: 'CONSOLE', updatedAt: sql`now()` })
      .where(eq(curations.id, id))
      .returning({ publishedAt: curations.publishedAt, unpublishedAt: curations.unpublishedAt });
    await recordAction(tx, actor, {
      action: 'curation.unpublish',
      targetType: 'CURATION',
      targetId: id,
      before: timesOf(row),
      after: timesOf(after!),
    });
  });
  return getAdminCuration(db, id);
}
