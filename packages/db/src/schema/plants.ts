import {
  CARE_KINDS,
  CARE_OUTCOMES,
  LUX_RANGE,
  NOTIFICATION_TYPES,
  SKIP_REASONS,
  TODO_KINDS,
  type TodoKind,
} from '@chorok/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { imageAssets, products } from './catalogue.ts';
import { orders } from './commerce.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A Seoul calendar day, read and written as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });
const alarm = (name: string) => smallint(name).notNull().default(1);
/** `column in ('A', 'B', …)` from a contract list, so a new kind has one home. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Spec §3 Plant: a plant a user keeps, registered from a product they bought or by hand. */
export const plants = pgTable(
  'plants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product it is (care facts, pictures); null when registered by hand. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    plantName: text('plant_name').notNull().default(''),
    plantedAt: day('planted_at').notNull(),
    purchaseDate: day('purchase_date'),
    /** '서울특별시 강남구'; '' when not set. */
    address: text('address').notNull().default(''),
    isWateringAlarm: alarm('is_watering_alarm'),
    isWindAlarm: alarm('is_wind_alarm'),
    isRepottingAlarm: alarm('is_repotting_alarm'),
    isMyTaskAlarm: alarm('is_my_task_alarm'),
    isFertilizingAlarm: alarm('is_fertilizing_alarm'),
    isMistingAlarm: alarm('is_misting_alarm'),
    isLeafWipingAlarm: alarm('is_leaf_wiping_alarm'),
    wateringFrequency: integer('watering_frequency').notNull(),
    airExposureFrequency: integer('air_exposure_frequency').notNull(),
    repottingFrequency: integer('repotting_frequency').notNull(),
    /** 영양제, 분무, 잎 닦기: null while off (the default). */
    fertilizingFrequency: integer('fertilizing_frequency'),
    mistingFrequency: integer('misting_frequency'),
    leafWipingFrequency: integer('leaf_wiping_frequency'),
    /** The shopper's own photo (re-encoded upload). */
    photoAssetKey: text('photo_asset_key').references(() => imageAssets.key, {
      onDelete: 'set null',
    }),
    /** The light where it stands, in lux, as the light meter read it; null until measured. */
    lightLux: integer('light_lux'),
    lightMeasuredAt: timestamp('light_measured_at', { withTimezone: true }),
    /** The species it is (packages/catalogue/src/species), from its product or chosen by hand. */
    speciesKey: text('species_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plants_user_created_idx').on(t.userId, t.createdAt),
    check(
      'plants_alarms_0_or_1',
      sql`${t.isWateringAlarm} in (0, 1) and ${t.isWindAlarm} in (0, 1) and ${t.isRepottingAlarm} in (0, 1) and ${t.isMyTaskAlarm} in (0, 1) and ${t.isFertilizingAlarm} in (0, 1) and ${t.isMistingAlarm} in (0, 1) and ${t.isLeafWipingAlarm} in (0, 1)`,
    ),
    check(
      'plants_light_measured',
      sql`(${t.lightLux} is null) = (${t.lightMeasuredAt} is null) and (${t.lightLux} is null or ${t.lightLux} between ${sql.raw(String(LUX_RANGE.min))} and ${sql.raw(String(LUX_RANGE.max))})`,
    ),
    check(
      'plants_frequencies_positive',
      sql`${t.wateringFrequency} > 0 and ${t.airExposureFrequency} > 0 and ${t.repottingFrequency} > 0 and coalesce(${t.fertilizingFrequency}, 1) > 0 and coalesce(${t.mistingFrequency}, 1) > 0 and coalesce(${t.leafWipingFrequency}, 1) > 0`,
    ),
  ],
);

/**
 * Care on a day, of a CARE_KINDS kind, given (DONE) or skipped with a reason
 * (SKIPPED). Either starts the count to the next time again.
 */
export const plantCareEvents = pgTable(
  'plant_care_events',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CARE_KINDS }).notNull(),
    date: day('date').notNull(),
    /** DONE or SKIPPED */
    outcome: text('outcome', { enum: CARE_OUTCOMES }).notNull().default('DONE'),
    /** Why it was skipped (SOIL_WET, …); only for SKIPPED. */
    skipReason: text('skip_reason', { enum: SKIP_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plant_care_events_plant_kind_date_idx').on(t.plantId, t.kind, t.date),
    check('plant_care_events_kind', oneOf(t.kind, CARE_KINDS)),
    check(
      'plant_care_events_outcome',
      sql`(${t.outcome} = 'DONE' and ${t.skipReason} is null) or (${t.outcome} = 'SKIPPED' and ${t.skipReason} is not null)`,
    ),
  ],
);

/**
 * Per plant and care kind, what is not an event: where the count starts when no care was
 * recorded (the registration's "last watered" answer), a snooze, and a learned interval the
 * shopper turned down. No row: counting from planted_at, no snooze.
 */
export const plantCareStates = pgTable(
  'plant_care_states',
  {
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CARE_KINDS }).notNull(),
    /** The count starts here unless a later event says otherwise. */
    anchorOn: day('anchor_on'),
    /** Not due before this day. */
    snoozedUntil: day('snoozed_until'),
    /** The interval suggestion the shopper dismissed, and when (asked again only after more skips). */
    suggestionDismissedOn: day('suggestion_dismissed_on'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.plantId, t.kind] }),
    check('plant_care_states_kind', oneOf(t.kind, CARE_KINDS)),
  ],
);

/** A plant's photo journal: a photo and/or a note on a day. */
export const plantJournalEntries = pgTable(
  'plant_journal_entries',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    /** The Seoul day it is about. */
    takenOn: day('taken_on').notNull(),
    note: text('note').notNull().default(''),
    /** A re-encoded upload (the review photo pipeline); null for a note alone. */
    photoAssetKey: text('photo_asset_key').references(() => imageAssets.key, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plant_journal_entries_plant_day_idx').on(t.plantId, t.takenOn, t.id),
    check(
      'plant_journal_entries_not_empty',
      sql`${t.photoAssetKey} is not null or length(${t.note}) > 0`,
    ),
  ],
);

/**
 * To-dos: care that came due (one open per plant and care kind, generated) and the shopper's own
 * (MY_TASK). Done ones are kept with their done time.
 */
export const plantTodos = pgTable(
  'plant_todos',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TODO_KINDS }).notNull(),
    todo: text('todo').notNull(),
    dueOn: day('due_on').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The care event marking it done recorded (undo removes it). */
    careEventId: integer('care_event_id').references(() => plantCareEvents.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plant_todos_plant_open_idx')
      .on(t.plantId, t.dueOn)
      .where(sql`${t.doneAt} is null`),
    // Generating a care to-do twice (two requests, two scheduler instances) leaves one.
    uniqueIndex('plant_todos_one_open_care_todo')
      .on(t.plantId, t.kind)
      .where(sql`${t.doneAt} is null and ${t.kind} <> 'MY_TASK'`),
    check('plant_todos_kind', oneOf(t.kind, TODO_KINDS)),
  ],
);

/** Reminder settings; a user without a row has the defaults (9:00 Seoul, every day, all kinds). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: smallint('hour').notNull().default(9),
    /** Weekdays (0 Sunday … 6 Saturday) without reminders. */
    quietDays: jsonb('quiet_days')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watering: boolean('watering').notNull().default(true),
    airExposure: boolean('air_exposure').notNull().default(true),
    repotting: boolean('repotting').notNull().default(true),
    fertilizing: boolean('fertilizing').notNull().default(true),
    misting: boolean('misting').notNull().default(true),
    leafWiping: boolean('leaf_wiping').notNull().default(true),
    myTask: boolean('my_task').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('notification_settings_hour', sql`${t.hour} between 0 and 23`)],
);

/** A browser's Web Push subscription. */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('web_push_subscriptions_endpoint_key').on(t.endpoint),
    index('web_push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Notifications sent: care reminders (at most one per user and Seoul day: the row is inserted first,
 * the claim, and delivered after, so two scheduler instances never send the same day's twice) and
 * order steps (shipped, delivered, claim decisions), any number a day.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NOTIFICATION_TYPES value. */
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('CARE_REMINDER'),
    /** The order an order notification is about. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    kinds: jsonb('kinds').$type<TodoKind[]>().notNull(),
    plantIds: jsonb('plant_ids').$type<number[]>().notNull(),
    /** [{channel, count}] once delivered. */
    deliveries: jsonb('deliveries')
      .$type<{ channel: string; count: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_day_key')
      .on(t.userId, t.day)
      .where(sql`${t.type} = 'CARE_REMINDER'`),
    index('notifications_user_sent_idx').on(t.userId, t.sentAt),
  ],
);

/**
 * Pushes for the native shell's devices when no FCM credentials are configured: kept here (the
 * outbox) so nothing is lost and an operator can see what would have gone out.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_notification_idx').on(t.notificationId)],
);
