import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@chorok/contract';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

/** Statuses in which the product cannot be bought now, and why. */
export const UNAVAILABLE_STATUSES = ['OUT_OF_STOCK', 'PENDING', 'DISCONTINUED'] as const;
export type UnavailableStatus = (typeof UNAVAILABLE_STATUSES)[number];

export function isUnavailable(status: ProductStatus): status is UnavailableStatus {
  return (UNAVAILABLE_STATUSES as readonly string[]).includes(status);
}

/** 품절 / 출시 예정 / 판매 종료: what it means for the shopper. Nothing while on sale. */
export function StatusNotice({ status, className }: { status: ProductStatus; className?: string }) {
  const { t } = useTranslation();
  if (!isUnavailable(status)) return null;
  const Icon = status === 'PENDING' ? ClockIcon : AlertIcon;
  return (
    <div
      className={cn(
        'flex items-start gap-12 rounded-md p-m',
        status === 'PENDING' ? 'bg-secondary-sec01' : 'bg-oat',
        className,
      )}
    >
      <Icon
        size={22}
        className={cn('mt-1 shrink-0', status === 'PENDING' ? 'text-primary' : 'text-mandarin')}
      />
      <div className="flex flex-col gap-2">
        <p className="text-15 font-bold text-gray-100">
          {t(`product-detail.status.${status}.title`)}
        </p>
        <p className="text-13 text-gray-70">{t(`product-detail.status.${status}.body`)}</p>
      </div>
    </div>
  );
}
