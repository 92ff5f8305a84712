import { makeIcon } from './make-icon';

export const AlertIcon = /* @__PURE__ */ makeIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.8v5" />
    <path d="M12 16.2h.01" />
  </>,
);
