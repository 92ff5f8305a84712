import * as z from 'zod/mini';
import '../zod-setup.ts';
import { CALENDAR_STATES, CARE_CALENDAR, SKIP_REASONS, SNOOZE_DAYS } from '../care-rules.ts';
import { RouteId } from '../common.ts';
import { CARE_KINDS, WEEKDAYS } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { CalendarDate, CareEvent, Frequency, Plant, PlantTodoParams, PlantTodo } from './plants.ts';

/** A plant and one of its care kinds: /plants/:id/care/:kind/… */
export const PlantCareParams = z.object({
  id: RouteId(),
  kind: z.enum(CARE_KINDS, { error: MESSAGES.careKind }),
});

export const CareSnoozeBody = z.strictObject({
  /** 1: 내일, 3: 3일 뒤 (SNOOZE_DAYS). */
  days: z.literal(SNOOZE_DAYS, { error: MESSAGES.snoozeDays }),
});
export type CareSnoozeBody = z.input<typeof CareSnoozeBody>;

/** A care put off: not due, and not reminded, before `until` (Seoul). */
export const CareSnooze = z.object({ kind: z.enum(CARE_KINDS), until: CalendarDate });
export type CareSnooze = z.infer<typeof CareSnooze>;

export const CareSkipBody = z.strictObject({
  reason: z.enum(SKIP_REASONS, { error: MESSAGES.skipReason }),
});
export type CareSkipBody = z.input<typeof CareSkipBody>;

export const CareSuggestionAcceptBody = z.strictObject({
  /** The suggested interval the shopper agreed to (the dashboard's suggestion.suggestedDays). */
  days: Frequency,
});
export type CareSuggestionAcceptBody = z.input<typeof CareSuggestionAcceptBody>;

export const CareCalendarQuery = z.object({
  /** The first day (Seoul); today by default, at most CARE_CALENDAR.maxAheadDays later. */
  from: z.optional(z.iso.date({ error: MESSAGES.calendarFrom })),
});
export type CareCalendarQuery = z.input<typeof CareCalendarQuery>;

/** One plant's care on a calendar day. */
export const CareCalendarItem = z.object({
  plantId: z.int(),
  plantName: z.string(),
  /** The plant's picture (its newest journal photo or own photo), else its product's. */
  imageUrl: z.nullable(z.string()),
  kind: z.enum(CARE_KINDS),
  state: z.enum(CALENDAR_STATES),
  /** A reminder will name it that day: the plant's alarm and the kind's setting are on, and it is not a quiet day. */
  reminded: z.boolean(),
  /** Today only: the weather's advice that holds this care back today (no forecasts). */
  hold: z.nullable(z.string()),
});
export type CareCalendarItem = z.infer<typeof CareCalendarItem>;

export const CareCalendarDay = z.object({
  date: z.iso.date(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.literal(WEEKDAYS),
  /** A quiet day: no reminders go out. */
  quiet: z.boolean(),
  items: z.array(CareCalendarItem),
});
export type CareCalendarDay = z.infer<typeof CareCalendarDay>;

export const CareCalendar = z.object({
  from: z.iso.date(),
  days: z.array(CareCalendarDay),
  /** The hour (Seoul) reminders go out. */
  reminderHour: z.int(),
  /** Each care kind's reminder setting. */
  remindersOn: z.object({
    watering: z.boolean(),
    airExposure: z.boolean(),
    repotting: z.boolean(),
    fertilizing: z.boolean(),
    misting: z.boolean(),
    leafWiping: z.boolean(),
  }),
});
export type CareCalendar = z.infer<typeof CareCalendar>;

/** Issue 18: undo a done to-do, put care off or skip it, and the interval learned from skips. */
export const plantCareEndpoints = {
  undoPlantTodo: defineEndpoint({
    id: 'undoPlantTodo',
    method: 'DELETE',
    path: '/plants/:id/todos/:todoId/done',
    summary:
      'Undo marking a to-do done, on the Seoul day it was done: the care event it recorded is removed and the to-do is open again (409 when it is not done, or was done on an earlier day)',
    tag: 'plants',
    auth: 'required',
    params: PlantTodoParams,
    data: PlantTodo,
  }),
  snoozePlantCare: defineEndpoint({
    id: 'snoozePlantCare',
    method: 'POST',
    path: '/plants/:id/care/:kind/snooze',
    summary:
      'Put a care off for 1 or 3 days: its open to-do leaves the dashboard, and it is neither due nor reminded before then; giving or skipping the care ends the snooze',
    tag: 'plants',
    auth: 'required',
    params: PlantCareParams,
    body: CareSnoozeBody,
    data: CareSnooze,
  }),
  skipPlantCare: defineEndpoint({
    id: 'skipPlantCare',
    method: 'POST',
    path: '/plants/:id/care/:kind/skip',
    summary:
      'Skip a care today with a reason: a SKIPPED care event starts the count again and closes the open to-do (skipping twice a day keeps one, with the latest reason)',
    tag: 'plants',
    auth: 'required',
    params: PlantCareParams,
    body: CareSkipBody,
    data: CareEvent,
    successStatus: 201,
  }),
  acceptCareSuggestion: defineEndpoint({
    id: 'acceptCareSuggestion',
    method: 'POST',
    path: '/plants/:id/care/:kind/suggestion',
    summary:
      "Accept the dashboard's suggested interval (learned from skips): the plant's frequency becomes `days` (409 when that is not the suggestion any more)",
    tag: 'plants',
    auth: 'required',
    params: PlantCareParams,
    body: CareSuggestionAcceptBody,
    data: Plant,
  }),
  dismissCareSuggestion: defineEndpoint({
    id: 'dismissCareSuggestion',
    method: 'DELETE',
    path: '/plants/:id/care/:kind/suggestion',
    summary:
      'Turn the suggested interval down: it is not suggested again until the care is skipped for its reason on a later day',
    tag: 'plants',
    auth: 'required',
    params: PlantCareParams,
    data: z.null(),
  }),
  getCareCalendar: defineEndpoint({
    id: 'getCareCalendar',
    method: 'GET',
    path: '/plants/calendar',
    summary: `The care of all the caller's plants over ${CARE_CALENDAR.days} days from \`from\` (today by default, at most ${CARE_CALENDAR.maxAheadDays} days ahead): each kind on the days it falls due by its frequency, care overdue once on today, snoozed care on the day its snooze ends; with which reminders go out and today's weather holds. Reading it changes nothing`,
    tag: 'plants',
    auth: 'required',
    query: CareCalendarQuery,
    data: CareCalendar,
  }),
} as const;
