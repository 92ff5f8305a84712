import { makeIcon } from './make-icon';

export const ChevronRightIcon = /* @__PURE__ */ makeIcon(
  'ChevronRightIcon',
  <path d="m9.5 5 7 7-7 7" />,
);
