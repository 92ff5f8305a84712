import { makeIcon } from './make-icon';

export const HeartIcon = /* @__PURE__ */ makeIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />,
);
/** The liked look of the heart: the same outline, filled. */
export const HeartFilledIcon = /* @__PURE__ */ makeIcon(
  'HeartFilledIcon',
  <path d="M12 20.6a.9.9 0 0 1-.47-.13C11.2 20.27 3.6 15.55 3.6 9.8a5.2 5.2 0 0 1 8.4-4.1 5.2 5.2 0 0 1 8.4 4.1c0 5.75-7.6 10.47-7.93 10.67a.9.9 0 0 1-.47.13z" />,
  true,
);
