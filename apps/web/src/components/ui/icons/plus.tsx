import { makeIcon } from './make-icon';

export const PlusIcon = /* @__PURE__ */ makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
