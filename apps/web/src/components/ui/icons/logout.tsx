import { makeIcon } from './make-icon';

export const LogoutIcon = /* @__PURE__ */ makeIcon(
  'LogoutIcon',
  <>
    <path d="M14 4H6.5A1.5 1.5 0 0 0 5 5.5v13A1.5 1.5 0 0 0 6.5 20H14" />
    <path d="M10.5 12H20M16.5 8.5L20 12l-3.5 3.5" />
  </>,
);
