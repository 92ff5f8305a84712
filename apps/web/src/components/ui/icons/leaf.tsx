import { makeIcon } from './make-icon';

export const LeafIcon = /* @__PURE__ */ makeIcon(
  'LeafIcon',
  <>
    <path d="M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-13.5 15" />
    <path d="M5 19c3-4 6.5-7 10.5-9" />
  </>,
);
