import { makeIcon } from './make-icon';

export const ClockIcon = /* @__PURE__ */ makeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
