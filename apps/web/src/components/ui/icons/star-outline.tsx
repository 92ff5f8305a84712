import { makeIcon } from './make-icon';

export const StarOutlineIcon = /* @__PURE__ */ makeIcon(
  'StarOutlineIcon',
  <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" />,
);
