import { makeIcon } from './make-icon';

export const CameraIcon = /* @__PURE__ */ makeIcon(
  'CameraIcon',
  <>
    <path d="M4 8a1.5 1.5 0 0 1 1.5-1.5h2.2L9.2 4.5h5.6l1.5 2h2.2A1.5 1.5 0 0 1 20 8v10a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
    <circle cx="12" cy="12.8" r="3.5" />
  </>,
);
