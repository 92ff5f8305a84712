import { makeIcon } from './make-icon';

export const WindIcon = /* @__PURE__ */ makeIcon(
  'WindIcon',
  <>
    <path d="M3.5 9h11a3 3 0 1 0-3-3" />
    <path d="M3.5 13h15a2.8 2.8 0 1 1-2.8 2.8" />
    <path d="M3.5 17h7" />
  </>,
);
