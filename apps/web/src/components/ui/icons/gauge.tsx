import { makeIcon } from './make-icon';

export const GaugeIcon = /* @__PURE__ */ makeIcon(
  'GaugeIcon',
  <>
    <path d="M4.2 17.5a8.5 8.5 0 1 1 15.6 0" />
    <path d="m12 14 3.5-4.5" />
    <circle cx="12" cy="14.5" r="1.2" />
  </>,
);
