import { makeIcon } from './make-icon';

export const MailIcon = /* @__PURE__ */ makeIcon(
  'MailIcon',
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
