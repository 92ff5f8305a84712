import { makeIcon } from './make-icon';

export const ReceiptIcon = /* @__PURE__ */ makeIcon(
  'ReceiptIcon',
  <>
    <path d="M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </>,
);
