import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Square size in px (default 24). */
  size?: number;
  /** When given, the icon is announced with this name; otherwise it is decorative (aria-hidden). */
  label?: string;
}

/**
 * One inline-SVG frame for every icon: 24×24 grid, 1.8 px round strokes in currentColor, so an icon
 * takes the colour of its text and costs no request.
 */
function makeIcon(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 24, label, ...rest }: IconProps) {
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const HomeIcon = makeIcon(
  'HomeIcon',
  <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-5.8H9.2v5.8H5A1.5 1.5 0 0 1 3.5 19z" />,
);

/** The selected look of the home tab: the same house, filled, with the door cut out. */
export const HomeFilledIcon = makeIcon(
  'HomeFilledIcon',
  <path
    fillRule="evenodd"
    d="M11.38 2.72a1 1 0 0 1 1.24 0l8.5 6.7a1 1 0 0 1 .38.78V19a2.5 2.5 0 0 1-2.5 2.5h-4.2a1 1 0 0 1-1-1v-4.8h-3.6v4.8a1 1 0 0 1-1 1H5A2.5 2.5 0 0 1 2.5 19v-8.8a1 1 0 0 1 .38-.78z"
  />,
  true,
);

export const ShopIcon = makeIcon(
  'ShopIcon',
  <>
    <path d="M5 8h14l-1 11.2a1.5 1.5 0 0 1-1.5 1.3h-9A1.5 1.5 0 0 1 6 19.2z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);
export const ShopFilledIcon = makeIcon(
  'ShopFilledIcon',
  <>
    <path
      d="M4.2 7.2h15.6l-1.1 12a2.4 2.4 0 0 1-2.4 2.2H7.7a2.4 2.4 0 0 1-2.4-2.2z"
      fill="currentColor"
    />
    <path
      d="M9 10V7a3 3 0 0 1 6 0v3"
      fill="none"
      stroke="var(--color-white)"
      strokeWidth={1.8}
      strokeLinecap="round"
    />
  </>,
  true,
);

export const PlantIcon = makeIcon(
  'PlantIcon',
  <>
    <path d="M6.5 14h11l-1.3 6a1.2 1.2 0 0 1-1.2 1H9a1.2 1.2 0 0 1-1.2-1z" />
    <path d="M12 14V8.5" />
    <path d="M12 10c0-3.5-2.2-5.5-6-5.5 0 3.4 2.2 5.5 6 5.5z" />
    <path d="M12 8.5c0-3 1.9-4.8 5.5-4.8 0 3-1.9 4.8-5.5 4.8z" />
  </>,
);
export const PlantFilledIcon = makeIcon(
  'PlantFilledIcon',
  <>
    <path d="M5.8 13.2h12.4l-1.4 6.9a1.6 1.6 0 0 1-1.6 1.3H8.8a1.6 1.6 0 0 1-1.6-1.3z" />
    <path d="M12.9 13.2h-1.8V11C7 10.8 4.7 8.4 4.7 4.7v-.9h.9c3.4 0 5.7 1.6 6.4 4.4.8-2.6 3-4.1 6.3-4.1h.9v.9c0 3.4-2.2 5.6-6.3 5.7z" />
  </>,
  true,
);

export const LifeIcon = makeIcon(
  'LifeIcon',
  <>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H10a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z" />
    <path d="M20 5.5A1.5 1.5 0 0 0 18.5 4H14a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z" />
  </>,
);
export const LifeFilledIcon = makeIcon(
  'LifeFilledIcon',
  <>
    <path d="M3.2 5.5a2.3 2.3 0 0 1 2.3-2.3H10c1 0 1.9.4 2 1 .1-.6 1-1 2-1h4.5a2.3 2.3 0 0 1 2.3 2.3v13.3H14a1.9 1.9 0 0 0-1.9 1.9h-.2a1.9 1.9 0 0 0-1.9-1.9H3.2z" />
  </>,
  true,
);

export const MyIcon = makeIcon(
  'MyIcon',
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.8-3.7 3.8-6 7.5-6s6.7 2.3 7.5 6" />
  </>,
);
export const MyFilledIcon = makeIcon(
  'MyFilledIcon',
  <>
    <circle cx="12" cy="8.5" r="4.8" />
    <path d="M3.6 20.3c.9-4.3 4.3-6.9 8.4-6.9s7.5 2.6 8.4 6.9a1 1 0 0 1-1 1.2H4.6a1 1 0 0 1-1-1.2z" />
  </>,
  true,
);

export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="m14.5 5-7 7 7 7" />);
export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="m9.5 5 7 7-7 7" />);
export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = makeIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const AlertIcon = makeIcon(
  'AlertIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.8v5" />
    <path d="M12 16.2h.01" />
  </>,
);

export const BellIcon = makeIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);

export const SunIcon = makeIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.8v2M12 19.2v2M2.8 12h2M19.2 12h2M5.5 5.5l1.4 1.4M17.1 17.1l1.4 1.4M5.5 18.5l1.4-1.4M17.1 6.9l1.4-1.4" />
  </>,
);

export const FlaskIcon = makeIcon(
  'FlaskIcon',
  <>
    <path d="M9.5 3.5h5M10.5 3.5v5.2L5.2 17.9A1.8 1.8 0 0 0 6.8 20.5h10.4a1.8 1.8 0 0 0 1.6-2.6l-5.3-9.2V3.5" />
    <path d="M7.6 14.5h8.8" />
  </>,
);

export const DropIcon = makeIcon(
  'DropIcon',
  <path d="M12 3.5s-6 6.4-6 10.6a6 6 0 0 0 12 0c0-4.2-6-10.6-6-10.6z" />,
);

export const MailIcon = makeIcon(
  'MailIcon',
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);

export const WindIcon = makeIcon(
  'WindIcon',
  <>
    <path d="M3.5 9h11a3 3 0 1 0-3-3" />
    <path d="M3.5 13h15a2.8 2.8 0 1 1-2.8 2.8" />
    <path d="M3.5 17h7" />
  </>,
);

export const LeafIcon = makeIcon(
  'LeafIcon',
  <>
    <path d="M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-13.5 15" />
    <path d="M5 19c3-4 6.5-7 10.5-9" />
  </>,
);

export const SnowIcon = makeIcon(
  'SnowIcon',
  <>
    <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9" />
    <path d="m9.5 4.5 2.5 2 2.5-2M9.5 19.5l2.5-2 2.5 2" />
  </>,
);

export const HeartIcon = makeIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />,
);
/** The liked look of the heart: the same outline, filled. */
export const HeartFilledIcon = makeIcon(
  'HeartFilledIcon',
  <path d="M12 20.6a.9.9 0 0 1-.47-.13C11.2 20.27 3.6 15.55 3.6 9.8a5.2 5.2 0 0 1 8.4-4.1 5.2 5.2 0 0 1 8.4 4.1c0 5.75-7.6 10.47-7.93 10.67a.9.9 0 0 1-.47.13z" />,
  true,
);

export const StarFilledIcon = makeIcon(
  'StarFilledIcon',
  <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" />,
  true,
);

export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);

export const ClockIcon = makeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

export const SortIcon = makeIcon(
  'SortIcon',
  <path d="M7 5v14M4 16l3 3 3-3M17 19V5M14 8l3-3 3 3" />,
);

export const FilterIcon = makeIcon(
  'FilterIcon',
  <>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </>,
);

export const CartIcon = makeIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.2l2.1 10.6a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </>,
);

export const ThumbUpIcon = makeIcon(
  'ThumbUpIcon',
  <>
    <path d="M7.5 10.5v9.5H5a1.5 1.5 0 0 1-1.5-1.5V12A1.5 1.5 0 0 1 5 10.5z" />
    <path d="M7.5 10.5 11 3.8a2 2 0 0 1 2.9 1.9l-.5 3.8h4.8a2 2 0 0 1 2 2.4l-1.3 6.4a2 2 0 0 1-2 1.7H7.5" />
  </>,
);
/** The pressed look of the thumb: the same shape, filled. */
export const ThumbUpFilledIcon = makeIcon(
  'ThumbUpFilledIcon',
  <>
    <path d="M7.5 10.5v9.5H5a1.5 1.5 0 0 1-1.5-1.5V12A1.5 1.5 0 0 1 5 10.5z" />
    <path d="M8.7 10.3 11 3.8a2 2 0 0 1 2.9 1.9l-.5 3.8h4.8a2 2 0 0 1 2 2.4l-1.3 6.4a2 2 0 0 1-2 1.7H8.7z" />
  </>,
  true,
);

export const CameraIcon = makeIcon(
  'CameraIcon',
  <>
    <path d="M4 8a1.5 1.5 0 0 1 1.5-1.5h2.2L9.2 4.5h5.6l1.5 2h2.2A1.5 1.5 0 0 1 20 8v10a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
    <circle cx="12" cy="12.8" r="3.5" />
  </>,
);

export const PawIcon = makeIcon(
  'PawIcon',
  <>
    <path d="M12 12.5c-2.8 0-5.5 3.3-5.5 5.6 0 1.5 1.2 2.2 2.5 2.2 1.2 0 1.8-.6 3-.6s1.8.6 3 .6c1.3 0 2.5-.7 2.5-2.2 0-2.3-2.7-5.6-5.5-5.6z" />
    <ellipse cx="8.8" cy="7" rx="1.6" ry="2.2" />
    <ellipse cx="15.2" cy="7" rx="1.6" ry="2.2" />
    <ellipse cx="4.9" cy="11" rx="1.4" ry="1.9" />
    <ellipse cx="19.1" cy="11" rx="1.4" ry="1.9" />
  </>,
);

export const ChildIcon = makeIcon(
  'ChildIcon',
  <>
    <circle cx="12" cy="6" r="2.6" />
    <path d="M7 11.5 12 10l5 1.5M12 10v5.5M12 15.5l-2.8 5M12 15.5l2.8 5" />
  </>,
);

export const RulerIcon = makeIcon(
  'RulerIcon',
  <>
    <path d="M3.8 16.2 16.2 3.8l4 4L7.8 20.2z" />
    <path d="m7.5 12.5 1.8 1.8M10.5 9.5l1.8 1.8M13.5 6.5l1.8 1.8" />
  </>,
);

export const PotIcon = makeIcon(
  'PotIcon',
  <>
    <path d="M4.5 9.5h15" />
    <path d="M5.5 9.5 7 19a1.5 1.5 0 0 0 1.5 1.3h7A1.5 1.5 0 0 0 17 19l1.5-9.5" />
    <path d="M12 9.5V6.5M9 3.5l3 3 3-3" />
  </>,
);

export const GaugeIcon = makeIcon(
  'GaugeIcon',
  <>
    <path d="M4.2 17.5a8.5 8.5 0 1 1 15.6 0" />
    <path d="m12 14 3.5-4.5" />
    <circle cx="12" cy="14.5" r="1.2" />
  </>,
);
