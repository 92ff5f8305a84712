import { makeIcon } from './make-icon';

export const SearchIcon = /* @__PURE__ */ makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
