import { makeIcon } from './make-icon';

export const ShieldIcon = /* @__PURE__ */ makeIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l7 2.8v5.4c0 4.4-3 8-7 9.8-4-1.8-7-5.4-7-9.8V5.8z" />
    <path d="M9 12l2.2 2.2L15.2 10" />
  </>,
);
