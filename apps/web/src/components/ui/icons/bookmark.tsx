import { makeIcon } from './make-icon';

/** Saving a 라이프 article (저장): a ribbon bookmark. */
export const BookmarkIcon = /* @__PURE__ */ makeIcon(
  'BookmarkIcon',
  <path d="M6.5 4.5A1.5 1.5 0 0 1 8 3h8a1.5 1.5 0 0 1 1.5 1.5V20l-5.5-4-5.5 4z" />,
);
/** The saved look of the bookmark: the same outline, filled. */
export const BookmarkFilledIcon = /* @__PURE__ */ makeIcon(
  'BookmarkFilledIcon',
  <path d="M8 2.1h8a2.4 2.4 0 0 1 2.4 2.4V20a.9.9 0 0 1-1.43.73L12 17.1l-4.97 3.63A.9.9 0 0 1 5.6 20V4.5A2.4 2.4 0 0 1 8 2.1z" />,
  true,
);
