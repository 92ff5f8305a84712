/**
 * A plant's photo journal (성장 기록): entries of a photo and/or a note on a day. Apart from
 * constants.ts, which every page's first load carries whole: only the plant screens need these.
 */
export const PLANT_JOURNAL = {
  /** A note's length once trimmed. */
  noteMax: 500,
  /** One page of the timeline (entries and the care between them). */
  perPage: 20,
  /** Photos the then-and-now view lets the shopper choose from (the newest, and the oldest). */
  compareMax: 100,
} as const;
