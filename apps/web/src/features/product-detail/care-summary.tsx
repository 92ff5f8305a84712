import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCare } from '@chorok/contract';
import {
  ChildIcon,
  DropIcon,
  GaugeIcon,
  PawIcon,
  PotIcon,
  RulerIcon,
  SunIcon,
  WindIcon,
  type IconProps,
} from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import {
  LIGHT_BANDS,
  careItems,
  type CareItem,
  type CareItemId,
  type LightBand,
} from '@/features/product-detail/care-format';
import { luxPosition } from '@/lib/lux-scale';

const ICONS: Record<CareItemId, ComponentType<IconProps>> = {
  light: SunIcon,
  water: DropIcon,
  air: WindIcon,
  repot: PotIcon,
  pet: PawIcon,
  child: ChildIcon,
  difficulty: GaugeIcon,
  size: RulerIcon,
};

/** From shade to full sun, each band's stretch of the light bar. */
const BAND_TINT: Record<LightBand, string> = {
  shade: 'bg-gray-30',
  low: 'bg-secondary-sec02',
  bright: 'bg-glow',
  direct: 'bg-orange/35',
};

/** Rows with a line of advice; the rest are short facts shown as tiles. */
const ROWS: CareItemId[] = ['light', 'water', 'air', 'repot'];

/**
 * Light as a bar from shade to full sun (log scale), the plant's range marked on it. Decorative:
 * the row's text already says the same in words and numbers.
 */
function LightBar({ minLux, maxLux }: { minLux: number; maxLux: number }) {
  const { t } = useTranslation();
  const from = luxPosition(minLux) * 100;
  const to = luxPosition(Math.max(minLux, maxLux)) * 100;
  return (
    <div aria-hidden="true" className="mt-s">
      <div className="relative grid h-8 grid-cols-4 overflow-hidden rounded-full">
        {LIGHT_BANDS.map((band) => (
          <span key={band.id} className={BAND_TINT[band.id]} />
        ))}
        <span
          className="absolute inset-y-0 rounded-full bg-primary"
          style={{ left: `${from}%`, width: `${Math.max(to - from, 3)}%` }}
        />
      </div>
      <div className="mt-4 grid grid-cols-4 text-center text-10 text-gray-60">
        {LIGHT_BANDS.map((band) => (
          <span key={band.id}>{t(`product-detail.care.lightBand.${band.id}`)}</span>
        ))}
      </div>
    </div>
  );
}

function CareRow({ item, care }: { item: CareItem; care: ProductCare }) {
  const Icon = ICONS[item.id];
  return (
    <li className="flex gap-12 py-12">
      <span className="flex size-36 shrink-0 items-center justify-center rounded-full bg-white text-primary">
        <Icon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-12 text-gray-60">{item.label}</p>
        <p className="price-nums text-15 font-bold text-gray-100">{item.value}</p>
        {item.detail ? <p className="mt-2 text-13 text-gray-70">{item.detail}</p> : null}
        {item.id === 'light' ? (
          <LightBar minLux={care.lightMinLux} maxLux={care.lightMaxLux} />
        ) : null}
      </div>
    </li>
  );
}

function CareTile({ item }: { item: CareItem }) {
  const Icon = ICONS[item.id];
  return (
    <li className="flex items-center gap-s rounded-md bg-white p-12">
      <Icon size={20} className={cn('shrink-0', item.caution ? 'text-mandarin' : 'text-primary')} />
      <div className="min-w-0">
        <p className="text-11 text-gray-60">{item.label}</p>
        <p className={cn('text-13 font-bold', item.caution ? 'text-mandarin' : 'text-gray-100')}>
          {item.value}
        </p>
      </div>
    </li>
  );
}

/** "키우기 가이드": light, watering, air and repotting with the shop's advice, then the quick facts. */
export function CareSummary({ care, className }: { care: ProductCare; className?: string }) {
  const { t } = useTranslation();
  const items = careItems(t, care);
  const rows = items.filter((item) => ROWS.includes(item.id));
  const tiles = items.filter((item) => !ROWS.includes(item.id));
  return (
    <section aria-labelledby="care-heading" className={cn('rounded-lg bg-oat p-m', className)}>
      <h2 id="care-heading" className="text-17 font-bold text-gray-100">
        {t('product-detail.care.heading')}
      </h2>
      <ul className="mt-4 divide-y divide-gray-30/60">
        {rows.map((item) => (
          <CareRow key={item.id} item={item} care={care} />
        ))}
      </ul>
      <ul className="mt-s grid grid-cols-2 gap-s">
        {tiles.map((item) => (
          <CareTile key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
