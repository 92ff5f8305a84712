import { makeIcon } from './make-icon';

export const PlantIcon = /* @__PURE__ */ makeIcon(
  'PlantIcon',
  <>
    <path d="M6.5 14h11l-1.3 6a1.2 1.2 0 0 1-1.2 1H9a1.2 1.2 0 0 1-1.2-1z" />
    <path d="M12 14V8.5" />
    <path d="M12 10c0-3.5-2.2-5.5-6-5.5 0 3.4 2.2 5.5 6 5.5z" />
    <path d="M12 8.5c0-3 1.9-4.8 5.5-4.8 0 3-1.9 4.8-5.5 4.8z" />
  </>,
);
export const PlantFilledIcon = /* @__PURE__ */ makeIcon(
  'PlantFilledIcon',
  <>
    <path d="M5.8 13.2h12.4l-1.4 6.9a1.6 1.6 0 0 1-1.6 1.3H8.8a1.6 1.6 0 0 1-1.6-1.3z" />
    <path d="M12.9 13.2h-1.8V11C7 10.8 4.7 8.4 4.7 4.7v-.9h.9c3.4 0 5.7 1.6 6.4 4.4.8-2.6 3-4.1 6.3-4.1h.9v.9c0 3.4-2.2 5.6-6.3 5.7z" />
  </>,
  true,
);
