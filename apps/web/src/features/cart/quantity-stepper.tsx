import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { makeIcon } from '@/components/ui/icons/make-icon';

const MinusIcon = /* @__PURE__ */ makeIcon('MinusIcon', <path d="M6 12h12" />);
const PlusIcon = /* @__PURE__ */ makeIcon('PlusIcon', <path d="M12 6v12M6 12h12" />);

export interface QuantityStepperProps {
  value: number;
  /** Lowest value (default 1). */
  min?: number;
  /** Highest value: 99 and the stock (the contract's maxLineQuantity). */
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for the group's accessible name ("몬스테라 수량"). */
  itemName: string;
  disabled?: boolean;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * − count +. Each button is a 44 px target even where it is drawn smaller; a button at its limit
 * is disabled, and the count is announced as it changes.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  itemName,
  disabled = false,
  size = 'small',
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < max;
  const big = size === 'large';
  // Drawn 36 px high in a list, each button still answers a 44 px touch (the ::before).
  const button = cn(
    'relative flex items-center justify-center text-gray-90 disabled:text-gray-40',
    big ? 'size-48' : "size-36 before:absolute before:-inset-4 before:content-['']",
  );
  return (
    <div
      role="group"
      aria-label={t('cart.stepper.label', { name: itemName })}
      className={cn(
        'inline-flex items-center rounded-sm border border-gray-30 bg-white',
        disabled && 'bg-gray-10',
        className,
      )}
    >
      <button
        type="button"
        aria-label={t('cart.stepper.decrease')}
        disabled={!canDecrease}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={button}
      >
        <MinusIcon size={big ? 20 : 16} />
      </button>
      <output
        aria-live="polite"
        aria-label={t('cart.stepper.value', { count: value })}
        className={cn(
          'price-nums min-w-32 text-center font-bold text-gray-100',
          big ? 'text-17' : 'text-15',
          disabled && 'text-gray-60',
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t('cart.stepper.increase')}
        disabled={!canIncrease}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={button}
      >
        <PlusIcon size={big ? 20 : 16} />
      </button>
    </div>
  );
}
