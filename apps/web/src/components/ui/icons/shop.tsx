import { makeIcon } from './make-icon';

export const ShopIcon = /* @__PURE__ */ makeIcon(
  'ShopIcon',
  <>
    <path d="M5 8h14l-1 11.2a1.5 1.5 0 0 1-1.5 1.3h-9A1.5 1.5 0 0 1 6 19.2z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);
export const ShopFilledIcon = /* @__PURE__ */ makeIcon(
  'ShopFilledIcon',
  <>
    <path
      d="M4.2 7.2h15.6l-1.1 12a2.4 2.4 0 0 1-2.4 2.2H7.7a2.4 2.4 0 0 1-2.4-2.2z"
      fill="currentColor"
    />
    <path
      d="M9 10V7a3 3 0 0 1 6 0v3"
      fill="none"
      stroke="var(--color-white)"
      strokeWidth={1.8}
      strokeLinecap="round"
    />
  </>,
  true,
);
