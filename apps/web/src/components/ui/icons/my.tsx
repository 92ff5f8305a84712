import { makeIcon } from './make-icon';

export const MyIcon = /* @__PURE__ */ makeIcon(
  'MyIcon',
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.8-3.7 3.8-6 7.5-6s6.7 2.3 7.5 6" />
  </>,
);
export const MyFilledIcon = /* @__PURE__ */ makeIcon(
  'MyFilledIcon',
  <>
    <circle cx="12" cy="8.5" r="4.8" />
    <path d="M3.6 20.3c.9-4.3 4.3-6.9 8.4-6.9s7.5 2.6 8.4 6.9a1 1 0 0 1-1 1.2H4.6a1 1 0 0 1-1-1.2z" />
  </>,
  true,
);
