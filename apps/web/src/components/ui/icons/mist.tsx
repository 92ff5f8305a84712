import { makeIcon } from './make-icon';

/** 분무: a plant mister and its mist. */
export const MistIcon = /* @__PURE__ */ makeIcon(
  'MistIcon',
  <>
    <path d="M8.5 3h7a1.5 1.5 0 0 1 1.5 1.5V6.5h-6.5l-2-1.6z" />
    <path d="M10.6 6.5 9.3 9.5" />
    <path d="M13 6.5v3.3M15.5 6.5v3.3" />
    <path d="M11.8 9.8h4.9a1.5 1.5 0 0 1 1.5 1.5v7.7a1.5 1.5 0 0 1-1.5 1.5h-5.4a1.5 1.5 0 0 1-1.5-1.5v-6.8a2.4 2.4 0 0 1 2-2.4z" />
    <path d="M5 3h.01M3.5 5.5h.01M5 8h.01M3.5 10.5h.01" />
  </>,
);
