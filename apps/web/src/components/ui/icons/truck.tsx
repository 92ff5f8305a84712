import { makeIcon } from './make-icon';

export const TruckIcon = /* @__PURE__ */ makeIcon(
  'TruckIcon',
  <>
    <path d="M14 16V6.5H2.5V16h2.2" />
    <path d="M14 9.5h4.2l3.3 3.6V16h-1.7M14 16h1.7" />
    <path d="M8.3 16H14" />
    <circle cx="6.5" cy="16.8" r="1.8" />
    <circle cx="17.5" cy="16.8" r="1.8" />
  </>,
);
