import { makeIcon } from './make-icon';

export const ChevronLeftIcon = /* @__PURE__ */ makeIcon(
  'ChevronLeftIcon',
  <path d="m14.5 5-7 7 7 7" />,
);
