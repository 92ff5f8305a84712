import { makeIcon } from './make-icon';

export const PawIcon = /* @__PURE__ */ makeIcon(
  'PawIcon',
  <>
    <path d="M12 12.5c-2.8 0-5.5 3.3-5.5 5.6 0 1.5 1.2 2.2 2.5 2.2 1.2 0 1.8-.6 3-.6s1.8.6 3 .6c1.3 0 2.5-.7 2.5-2.2 0-2.3-2.7-5.6-5.5-5.6z" />
    <ellipse cx="8.8" cy="7" rx="1.6" ry="2.2" />
    <ellipse cx="15.2" cy="7" rx="1.6" ry="2.2" />
    <ellipse cx="4.9" cy="11" rx="1.4" ry="1.9" />
    <ellipse cx="19.1" cy="11" rx="1.4" ry="1.9" />
  </>,
);
