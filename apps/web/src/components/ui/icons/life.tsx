import { makeIcon } from './make-icon';

export const LifeIcon = /* @__PURE__ */ makeIcon(
  'LifeIcon',
  <>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H10a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z" />
    <path d="M20 5.5A1.5 1.5 0 0 0 18.5 4H14a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z" />
  </>,
);
export const LifeFilledIcon = /* @__PURE__ */ makeIcon(
  'LifeFilledIcon',
  <>
    <path d="M3.2 5.5a2.3 2.3 0 0 1 2.3-2.3H10c1 0 1.9.4 2 1 .1-.6 1-1 2-1h4.5a2.3 2.3 0 0 1 2.3 2.3v13.3H14a1.9 1.9 0 0 0-1.9 1.9h-.2a1.9 1.9 0 0 0-1.9-1.9H3.2z" />
  </>,
  true,
);
