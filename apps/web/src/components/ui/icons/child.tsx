import { makeIcon } from './make-icon';

export const ChildIcon = /* @__PURE__ */ makeIcon(
  'ChildIcon',
  <>
    <circle cx="12" cy="6" r="2.6" />
    <path d="M7 11.5 12 10l5 1.5M12 10v5.5M12 15.5l-2.8 5M12 15.5l2.8 5" />
  </>,
);
