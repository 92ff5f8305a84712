import { makeIcon } from './make-icon';

export const SortIcon = /* @__PURE__ */ makeIcon(
  'SortIcon',
  <path d="M7 5v14M4 16l3 3 3-3M17 19V5M14 8l3-3 3 3" />,
);
