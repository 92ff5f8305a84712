import { cn } from '@/components/ui/cn';

/** Heights and type of a text field: 52 px (forms), 48 px (beside a small button), 48 px compact. */
const SIZES = {
  lg: 'h-52 px-m text-16',
  md: 'h-48 px-m text-16',
  sm: 'h-48 px-s text-14',
} as const;

export interface FieldLook {
  size?: keyof typeof SIZES;
  /** `stacked` under its label, the row's width; `inline` on a row with other controls. */
  layout?: 'stacked' | 'inline';
}

/** The text field look of the forms; red border when the value breaks its rule. */
export function fieldClassName(
  invalid: boolean,
  { size = 'lg', layout = 'stacked' }: FieldLook = {},
) {
  return cn(
    layout === 'stacked' ? 'mt-s w-full' : 'min-w-0',
    SIZES[size],
    'rounded-md border bg-white text-gray-100 placeholder:text-gray-60 focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red focus-visible:outline-red'
      : 'border-gray-30 focus-visible:border-primary focus-visible:outline-primary',
  );
}
