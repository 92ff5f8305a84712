import { makeIcon } from './make-icon';

export const FlaskIcon = /* @__PURE__ */ makeIcon(
  'FlaskIcon',
  <>
    <path d="M9.5 3.5h5M10.5 3.5v5.2L5.2 17.9A1.8 1.8 0 0 0 6.8 20.5h10.4a1.8 1.8 0 0 0 1.6-2.6l-5.3-9.2V3.5" />
    <path d="M7.6 14.5h8.8" />
  </>,
);
