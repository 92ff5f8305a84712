import { makeIcon } from './make-icon';

export const CloseIcon = /* @__PURE__ */ makeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
