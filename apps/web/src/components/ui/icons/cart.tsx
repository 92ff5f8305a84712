import { makeIcon } from './make-icon';

export const CartIcon = /* @__PURE__ */ makeIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.2l2.1 10.6a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </>,
);
