import { makeIcon } from './make-icon';

export const PotIcon = /* @__PURE__ */ makeIcon(
  'PotIcon',
  <>
    <path d="M4.5 9.5h15" />
    <path d="M5.5 9.5 7 19a1.5 1.5 0 0 0 1.5 1.3h7A1.5 1.5 0 0 0 17 19l1.5-9.5" />
    <path d="M12 9.5V6.5M9 3.5l3 3 3-3" />
  </>,
);
