import { makeIcon } from './make-icon';

/** 영양제: a nutrient bottle with a leaf on its label. */
export const FertilizerIcon = /* @__PURE__ */ makeIcon(
  'FertilizerIcon',
  <>
    <path d="M9.5 3.5h5v2.8h-5z" />
    <path d="M10.3 6.3v1.5L7.7 10.2a2 2 0 0 0-.7 1.5v7.3a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5v-7.3a2 2 0 0 0-.7-1.5l-2.6-2.4V6.3" />
    <path d="M9.6 17.6c0-2.8 1.8-4.6 4.8-4.6 0 2.9-1.8 4.6-4.8 4.6zM9.6 17.6l2.4-2.2" />
  </>,
);
