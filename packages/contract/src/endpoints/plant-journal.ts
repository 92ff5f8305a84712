import * as z from 'zod/mini';
import '../zod-setup.ts';
import { BodyId, IsoDateTime, PagingQuery, RouteId } from '../common.ts';
import { CARE_KINDS } from '../constants.ts';
import { JOURNAL_MESSAGES, PLANT_JOURNAL } from '../plant-journal-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CalendarDate, PlantIdParams } from './plants.ts';

/*
 * A plant's photo journal (기록): photos and notes on days, with the care given between them. Its
 * own module, so its schemas and messages stay out of every chunk but the plant screens'.
 */

/** A note, trimmed: up to PLANT_JOURNAL.noteMax characters ('' for a photo alone). */
const JournalNote = z
  .string()
  .check(z.trim(), z.maxLength(PLANT_JOURNAL.noteMax, { error: JOURNAL_MESSAGES.journalNoteMax }));

/** An upload from uploadPlantPhoto (POST /plants/photos), by its id. */
export const JournalPhotoRef = z.strictObject({ id: BodyId() });

/** A journal photo: re-encoded (WebP, metadata stripped), served from /images/. */
export const JournalPhoto = z.object({ url: z.string(), width: z.int(), height: z.int() });
export type JournalPhoto = z.infer<typeof JournalPhoto>;

/** An entry of the journal: a photo, a note or both, on a Seoul day. */
export const JournalEntry = z.object({
  type: z.literal('ENTRY'),
  id: z.int(),
  /** The Seoul day the photo was taken or the note is about. */
  takenOn: CalendarDate,
  note: z.string(),
  photo: z.nullable(JournalPhoto),
  createdAt: IsoDateTime,
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** Care given (a DONE care event) on a day since the journal's first entry. */
export const JournalCare = z.object({
  type: z.literal('CARE'),
  /** The care event's id. */
  id: z.int(),
  kind: z.enum(CARE_KINDS),
  date: CalendarDate,
});
export type JournalCare = z.infer<typeof JournalCare>;

export const JournalItem = z.discriminatedUnion('type', [JournalEntry, JournalCare]);
export type JournalItem = z.infer<typeof JournalItem>;

/**
 * One page of the timeline, newest day first (orderDirection -1: oldest first); on one day, the
 * entries come before the care. `only: 'PHOTOS'` lists the entries with a photo alone (the
 * then-and-now view).
 */
export const PlantJournalQuery = z.object({
  ...PagingQuery.shape,
  perPage: z._default(PagingQuery.shape.perPage, PLANT_JOURNAL.perPage),
  only: z.optional(z.enum(['PHOTOS'])),
});
export type PlantJournalQuery = z.input<typeof PlantJournalQuery>;

/**
 * A new entry: a photo (an upload of the caller's not used yet), a note, or both; on a day from
 * the plant's plantedAt to today in Seoul (default: today).
 */
export const JournalEntryCreateBody = z
  .strictObject({
    takenOn: z.optional(CalendarDate),
    note: z._default(JournalNote, ''),
    photo: z.optional(z.nullable(JournalPhotoRef)),
  })
  .check(
    z.refine((body) => Boolean(body.photo) || body.note.length > 0, {
      error: JOURNAL_MESSAGES.journalEmpty,
      path: ['note'],
    }),
  );
export type JournalEntryCreateBody = z.input<typeof JournalEntryCreateBody>;

/** A change of an entry's note or day (the photo stays); an entry without a photo keeps a note. */
export const JournalEntryUpdateBody = z.strictObject({
  takenOn: z.optional(CalendarDate),
  note: z.optional(JournalNote),
});
export type JournalEntryUpdateBody = z.input<typeof JournalEntryUpdateBody>;

export const JournalEntryParams = z.object({ id: RouteId(), entryId: RouteId() });

export const plantJournalEndpoints = {
  listPlantJournal: defineEndpoint({
    id: 'listPlantJournal',
    method: 'GET',
    path: '/plants/:id/journal',
    summary:
      "A plant's journal: its entries (photos and notes) and, from the first entry's day on, the care given (DONE care events), newest day first; `only=PHOTOS` for the photo entries alone. Another user's plant: 404",
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    query: PlantJournalQuery,
    data: JournalItem,
    list: true,
  }),
  createPlantJournalEntry: defineEndpoint({
    id: 'createPlantJournalEntry',
    method: 'POST',
    path: '/plants/:id/journal',
    summary:
      'Add a journal entry: a photo uploaded through uploadPlantPhoto (type checked by content, re-encoded, metadata stripped) and/or a note of at most 500 characters, on a day from plantedAt to today (Seoul). The newest photo becomes the plant’s picture',
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    body: JournalEntryCreateBody,
    data: JournalEntry,
    successStatus: 201,
  }),
  updatePlantJournalEntry: defineEndpoint({
    id: 'updatePlantJournalEntry',
    method: 'PATCH',
    path: '/plants/:id/journal/:entryId',
    summary: "Change a journal entry's note or day",
    tag: 'plants',
    auth: 'required',
    params: JournalEntryParams,
    body: JournalEntryUpdateBody,
    data: JournalEntry,
  }),
  deletePlantJournalEntry: defineEndpoint({
    id: 'deletePlantJournalEntry',
    method: 'DELETE',
    path: '/plants/:id/journal/:entryId',
    summary:
      'Delete a journal entry and its photo; the plant’s picture falls back to the previous photo',
    tag: 'plants',
    auth: 'required',
    params: JournalEntryParams,
    data: z.null(),
  }),
} as const;
