import { makeIcon } from './make-icon';

export const ThumbUpIcon = /* @__PURE__ */ makeIcon(
  'ThumbUpIcon',
  <>
    <path d="M7.5 10.5v9.5H5a1.5 1.5 0 0 1-1.5-1.5V12A1.5 1.5 0 0 1 5 10.5z" />
    <path d="M7.5 10.5 11 3.8a2 2 0 0 1 2.9 1.9l-.5 3.8h4.8a2 2 0 0 1 2 2.4l-1.3 6.4a2 2 0 0 1-2 1.7H7.5" />
  </>,
);
/** The pressed look of the thumb: the same shape, filled. */
export const ThumbUpFilledIcon = /* @__PURE__ */ makeIcon(
  'ThumbUpFilledIcon',
  <>
    <path d="M7.5 10.5v9.5H5a1.5 1.5 0 0 1-1.5-1.5V12A1.5 1.5 0 0 1 5 10.5z" />
    <path d="M8.7 10.3 11 3.8a2 2 0 0 1 2.9 1.9l-.5 3.8h4.8a2 2 0 0 1 2 2.4l-1.3 6.4a2 2 0 0 1-2 1.7H8.7z" />
  </>,
  true,
);
