import { makeIcon } from './make-icon';

/** Share: an arrow leaving a tray. */
export const ShareIcon = /* @__PURE__ */ makeIcon(
  'ShareIcon',
  <>
    <path d="M12 3.5v11" />
    <path d="m7.5 8 4.5-4.5L16.5 8" />
    <path d="M5 12.5v5A2.5 2.5 0 0 0 7.5 20h9a2.5 2.5 0 0 0 2.5-2.5v-5" />
  </>,
);
