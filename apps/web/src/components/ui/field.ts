import { cn } from '@/components/ui/cn';

/** The text field look of the profile forms; red border when the value breaks its rule. */
export function fieldClassName(invalid: boolean) {
  return cn(
    'mt-s h-52 w-full rounded-md border bg-white px-m text-16 text-gray-100 placeholder:text-gray-60 focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red focus-visible:outline-red'
      : 'border-gray-30 focus-visible:border-primary focus-visible:outline-primary',
  );
}
