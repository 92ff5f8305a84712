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

/** What the journal endpoints say to a person (해요체), apart from MESSAGES. */
export const JOURNAL_MESSAGES = {
  journalNoteMax: `메모는 ${PLANT_JOURNAL.noteMax}자 이하로 입력해 주세요.`,
  journalEmpty: '사진이나 메모 중 하나는 남겨 주세요.',
  journalDateRange: '기록 날짜는 식물과 함께하기 시작한 날부터 오늘까지로 골라 주세요.',
  journalEntryNotFound: '기록을 찾을 수 없어요.',
} as const;
