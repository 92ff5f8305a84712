import { REMINDERS, seoulClock, type ReminderRunResult, type TodoKind } from '@chorok/contract';
import { notifications, notificationSettings, users, type Database } from '@chorok/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DueCare, findDueCare as FindDueCareFn } from '../plants/due.ts';
import { composeReminder } from './compose.ts';
import type { Deliver } from './deliver.ts';
import { KIND_SETTING, toSettings } from './settings.ts';

export type FindDueCare = typeof FindDueCareFn;

export interface ReminderRunnerDeps {
  db: Database;
  findDueCare: FindDueCare;
  deliver: Deliver;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

export interface RunOptions {
  /** The moment to run for; default the clock's now. */
  at?: Date;
  /** Every user with care due today, whatever their hour (quiet days still hold). */
  ignoreHour?: boolean;
}

export interface ReminderRunner {
  run(options?: RunOptions): Promise<ReminderRunResult>;
}

const BATCH = 500;

/**
 * The daily reminder: at each user's hour (Asia/Seoul), except on their quiet days, one grouped
 * notification of the care due, of the kinds they keep on. The notifications row is the claim:
 * inserted first with ON CONFLICT (user_id, day) DO NOTHING, and only the inserter delivers, so
 * any number of runs at once send each user's day once.
 */
export function createReminderRunner(deps: ReminderRunnerDeps): ReminderRunner {
  const { db, findDueCare, deliver, log } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async run({ at, ignoreHour = false } = {}) {
      const now = at ?? clock();
      const { date: day, hour, weekday } = seoulClock(now);
      const result: ReminderRunResult = { day, hour, notifiedUsers: 0, notifications: 0 };
      let after = 0;
      for (;;) {
        const candidates = await db
          .select({ id: users.id, settings: notificationSettings })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .leftJoin(
            notifications,
            and(
              eq(notifications.userId, users.id),
              eq(notifications.day, day),
              eq(notifications.type, 'CARE_REMINDER'),
            ),
          )
          .where(
            and(
              gt(users.id, after),
              isNull(users.deletedAt),
              isNull(notifications.id),
              ignoreHour
                ? undefined
                : sql`coalesce(${notificationSettings.hour}, ${REMINDERS.defaultHour}) = ${hour}`,
              sql`not coalesce(${notificationSettings.quietDays}, '[]'::jsonb) @> ${JSON.stringify([weekday])}::jsonb`,
            ),
          )
          .orderBy(asc(users.id))
          .limit(BATCH);
        if (candidates.length === 0) break;
        after = candidates.at(-1)!.id;
        const settings = new Map(candidates.map((c) => [c.id, toSettings(c.settings)]));
        const due = await findDueCare(db, now, [...settings.keys()]);
        const perUser = new Map<number, DueCare[]>();
        for (const plant of due) {
          const userSettings = settings.get(plant.userId);
          if (!userSettings) continue;
          const wanted = (kind: TodoKind) => userSettings[KIND_SETTING[kind]];
          const kinds = plant.kinds.filter(wanted);
          if (kinds.length === 0) continue;
          // Advice about care the user is not reminded of has no place in the reminder either.
          const reminded: DueCare = {
            ...plant,
            kinds,
            advice: plant.advice.filter((advice) => wanted(advice.kind)),
            movedByWeather: plant.movedByWeather.filter(wanted),
          };
          perUser.set(plant.userId, [...(perUser.get(plant.userId) ?? []), reminded]);
        }
        for (const [userId, plants] of perUser) {
          const sent = await claimAndDeliver(deps, userId, day, plants);
          if (sent === null) continue;
          result.notifiedUsers++;
          result.notifications += sent;
        }
        if (candidates.length < BATCH) break;
      }
      if (result.notifiedUsers > 0) log?.info({ reminders: result }, 'care reminders sent');
      return result;
    },
  };

  /** null when another run claimed the day first; else the pushes made. */
  async function claimAndDeliver(
    { db: database }: ReminderRunnerDeps,
    userId: number,
    day: string,
    plants: DueCare[],
  ): Promise<number | null> {
    const composed = composeReminder(plants);
    const [claimed] = await database
      .insert(notifications)
      .values({ userId, day, ...composed })
      .onConflictDoNothing({
        target: [notifications.userId, notifications.day],
        where: eq(notifications.type, 'CARE_REMINDER'),
      })
      .returning({ id: notifications.id });
    if (!claimed) return null;
    try {
      const deliveries = await deliver({
        userId,
        notificationId: claimed.id,
        title: composed.title,
        body: composed.body,
        url: composed.url,
      });
      await database
        .update(notifications)
        .set({ deliveries })
        .where(eq(notifications.id, claimed.id));
      return deliveries.reduce((sum, d) => sum + d.count, 0);
    } catch (error) {
      // The day stays claimed: a reminder delivered twice is worse than one missed.
      log?.error({ err: error, userId }, 'care reminder could not be delivered');
      return 0;
    }
  }
}
