import { makeIcon } from './make-icon';

/** Opens outside the app (another site, a new tab). */
export const ExternalIcon = /* @__PURE__ */ makeIcon(
  'ExternalIcon',
  <>
    <path d="M14 4h6v6M20 4l-8.5 8.5" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
