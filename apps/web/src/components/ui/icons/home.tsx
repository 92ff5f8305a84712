import { makeIcon } from './make-icon';

export const HomeIcon = /* @__PURE__ */ makeIcon(
  'HomeIcon',
  <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-5.8H9.2v5.8H5A1.5 1.5 0 0 1 3.5 19z" />,
);

/** The selected look of the home tab: the same house, filled, with the door cut out. */
export const HomeFilledIcon = /* @__PURE__ */ makeIcon(
  'HomeFilledIcon',
  <path
    fillRule="evenodd"
    d="M11.38 2.72a1 1 0 0 1 1.24 0l8.5 6.7a1 1 0 0 1 .38.78V19a2.5 2.5 0 0 1-2.5 2.5h-4.2a1 1 0 0 1-1-1v-4.8h-3.6v4.8a1 1 0 0 1-1 1H5A2.5 2.5 0 0 1 2.5 19v-8.8a1 1 0 0 1 .38-.78z"
  />,
  true,
);
