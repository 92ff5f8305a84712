import { makeIcon } from './make-icon';

export const RulerIcon = /* @__PURE__ */ makeIcon(
  'RulerIcon',
  <>
    <path d="M3.8 16.2 16.2 3.8l4 4L7.8 20.2z" />
    <path d="m7.5 12.5 1.8 1.8M10.5 9.5l1.8 1.8M13.5 6.5l1.8 1.8" />
  </>,
);
