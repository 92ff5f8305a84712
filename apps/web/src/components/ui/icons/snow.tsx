import { makeIcon } from './make-icon';

export const SnowIcon = /* @__PURE__ */ makeIcon(
  'SnowIcon',
  <>
    <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9" />
    <path d="m9.5 4.5 2.5 2 2.5-2M9.5 19.5l2.5-2 2.5 2" />
  </>,
);
