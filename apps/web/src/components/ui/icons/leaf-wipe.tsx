import { makeIcon } from './make-icon';

/** 잎 닦기: a clean leaf with a sparkle. */
export const LeafWipeIcon = /* @__PURE__ */ makeIcon(
  'LeafWipeIcon',
  <>
    <path d="M4 20.5c0-7 4.2-11.5 11.5-11.5 0 7.5-4.3 11.8-10.3 11.8" />
    <path d="M4 20.5c2.4-3.3 5-5.6 8-7.2" />
    <path d="M18.5 2.5c.3 1.7.9 2.3 2.5 2.6-1.6.3-2.2.9-2.5 2.6-.3-1.7-.9-2.3-2.5-2.6 1.6-.3 2.2-.9 2.5-2.6z" />
  </>,
);
