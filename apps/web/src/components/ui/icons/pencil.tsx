import { makeIcon } from './make-icon';

export const PencilIcon = /* @__PURE__ */ makeIcon(
  'PencilIcon',
  <>
    <path d="M4 20l1-4.2L15.6 5.2a2 2 0 0 1 2.8 0l.4.4a2 2 0 0 1 0 2.8L8.2 19z" />
    <path d="M14 7l3 3" />
  </>,
);
