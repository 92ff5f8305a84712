import { makeIcon } from './make-icon';

export const PhoneIcon = /* @__PURE__ */ makeIcon(
  'PhoneIcon',
  <>
    <rect x="6.5" y="2.8" width="11" height="18.4" rx="2.2" />
    <path d="M10.5 17.8h3" />
  </>,
);
