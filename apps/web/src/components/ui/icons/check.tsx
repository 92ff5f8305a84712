import { makeIcon } from './make-icon';

export const CheckIcon = /* @__PURE__ */ makeIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
