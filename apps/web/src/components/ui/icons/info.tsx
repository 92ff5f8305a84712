import { makeIcon } from './make-icon';

export const InfoIcon = /* @__PURE__ */ makeIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.8v.1" />
  </>,
);
