import {
  CARE_SETTING_FIELD,
  REMINDERS,
  type NotificationSettings,
  type NotificationSettingsBody,
  type TodoKind,
} from '@chorok/contract';
import { notificationSettings, type Database } from '@chorok/db';
import { eq, sql } from 'drizzle-orm';

export const DEFAULT_SETTINGS: NotificationSettings = Object.freeze({
  hour: REMINDERS.defaultHour,
  quietDays: [],
  watering: true,
  airExposure: true,
  repotting: true,
  fertilizing: true,
  misting: true,
  leafWiping: true,
  myTask: true,
});

/** Which setting turns each to-do kind on or off: the care kinds' (the contract's), and MY_TASK. */
export const KIND_SETTING = {
  ...CARE_SETTING_FIELD,
  MY_TASK: 'myTask',
} as const satisfies Record<TodoKind, keyof NotificationSettings>;

type Row = typeof notificationSettings.$inferSelect;

export function toSettings(row: Row | undefined | null): NotificationSettings {
  if (!row) return { ...DEFAULT_SETTINGS, quietDays: [] };
  const { hour, quietDays, watering, airExposure, repotting, myTask } = row;
  const { fertilizing, misting, leafWiping } = row;
  return {
    hour,
    quietDays: [...quietDays],
    watering,
    airExposure,
    repotting,
    fertilizing,
    misting,
    leafWiping,
    myTask,
  };
}

export async function getSettings(db: Database, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return toSettings(row);
}

/** Upserts the fields given; the others keep their value (or the default on the first write). */
export async function updateSettings(
  db: Database,
  userId: number,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const changes: Partial<Row> = { ...body };
  if (body.quietDays) changes.quietDays = [...new Set(body.quietDays)].sort((a, b) => a - b);
  const [row] = await db
    .insert(notificationSettings)
    .values({ ...DEFAULT_SETTINGS, ...changes, userId })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return toSettings(row);
}
