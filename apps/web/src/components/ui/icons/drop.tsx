import { makeIcon } from './make-icon';

export const DropIcon = /* @__PURE__ */ makeIcon(
  'DropIcon',
  <path d="M12 3.5s-6 6.4-6 10.6a6 6 0 0 0 12 0c0-4.2-6-10.6-6-10.6z" />,
);
