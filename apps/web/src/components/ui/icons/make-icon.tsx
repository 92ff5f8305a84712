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
export function makeIcon(name: string, paths: ReactNode, filled = false) {
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
