/**
 * 라이프's parts that the browser lays out and paints only near the screen (content-visibility),
 * holding their last size or these estimates until then (decision 0049).
 */
export const OFF_SCREEN_SKIPPED = {
  /** A row of an article list. */
  listRow: '[content-visibility:auto] [contain-intrinsic-size:auto_137px]',
  /** The sections after an article's body: its plants and the related articles. */
  endSection: '[content-visibility:auto] [contain-intrinsic-size:auto_500px]',
} as const;
