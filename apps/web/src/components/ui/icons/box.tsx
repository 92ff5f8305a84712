import { makeIcon } from './make-icon';

export const BoxIcon = /* @__PURE__ */ makeIcon(
  'BoxIcon',
  <>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
    <path d="m7.8 5.3 8.4 4.5" />
  </>,
);
