import { makeIcon } from './make-icon';

export const MenuIcon = /* @__PURE__ */ makeIcon(
  'MenuIcon',
  <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
);
