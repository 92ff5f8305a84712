import { makeIcon } from './make-icon';

export const DocumentIcon = /* @__PURE__ */ makeIcon(
  'DocumentIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 16.5h4" />
  </>,
);
