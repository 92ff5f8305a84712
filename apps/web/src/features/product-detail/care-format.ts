import type { TFunction } from 'i18next';
import { LIGHT_LEVELS, type LightLevelId, type ProductCare } from '@chorok/contract';
import { formatNumber } from '@/lib/format';

/** The words this screen names each light level by (the bounds are the contract's). */
const BAND_OF = {
  SHADE: 'shade',
  PARTIAL_SHADE: 'low',
  BRIGHT_INDIRECT: 'bright',
  SUN: 'direct',
} as const satisfies Record<LightLevelId, string>;
export type LightBand = (typeof BAND_OF)[LightLevelId];

/**
 * Light bands a shopper knows by name, by the lux they stand for: a north room or a corridor, a
 * room away from the window, near a bright window, and sun falling straight on the leaves.
 */
export const LIGHT_BANDS: readonly { id: LightBand; upTo: number }[] = LIGHT_LEVELS.map(
  (level) => ({ id: BAND_OF[level.id], upTo: level.maxLux }),
);

/** The band a range starts in: its lower edge belongs to the band above (2,500 lux is bright). */
const bandFrom = (lux: number) => LIGHT_BANDS.findIndex((band) => lux < band.upTo);

/** The band a range ends in: its upper edge belongs to the band below (10,000 lux is still bright). */
const bandTo = (lux: number) => LIGHT_BANDS.findIndex((band) => lux <= band.upTo);

/** The bands a light range covers: one when it stays inside a band, else where it starts and ends. */
export function lightBands(minLux: number, maxLux: number): LightBand[] {
  const from = LIGHT_BANDS[bandFrom(minLux)] ?? LIGHT_BANDS[LIGHT_BANDS.length - 1]!;
  const to = LIGHT_BANDS[Math.max(bandTo(Math.max(minLux, maxLux)), bandFrom(minLux))] ?? from;
  return from.id === to.id ? [from.id] : [from.id, to.id];
}

/** '밝은 간접광 · 2,500~10,000 lux' — the band names, then the numbers they come from. */
export function formatLight(t: TFunction, minLux: number, maxLux: number): string {
  const names = lightBands(minLux, maxLux)
    .map((band) => t(`product-detail.care.lightBand.${band}`))
    .join(t('product-detail.care.lightBandJoin'));
  return t('product-detail.care.lightValue', {
    bands: names,
    min: formatNumber(minLux),
    max: formatNumber(maxLux),
  });
}

export type IntervalUnit = 'day' | 'month' | 'year';

/**
 * A care interval in the unit people say it in: waterings in days ('7일마다'), longer spans in
 * months ('6개월마다') or whole years ('1년마다').
 */
export function careInterval(days: number): { unit: IntervalUnit; count: number } {
  if (days < 60) return { unit: 'day', count: Math.max(1, Math.round(days)) };
  if (days >= 365 && days % 365 === 0) return { unit: 'year', count: days / 365 };
  const months = Math.round(days / 30);
  if (months % 12 === 0) return { unit: 'year', count: months / 12 };
  return { unit: 'month', count: months };
}

export function formatInterval(t: TFunction, days: number): string {
  const { unit, count } = careInterval(days);
  return t(`product-detail.care.every.${unit}`, { value: count });
}

export type CareItemId =
  'light' | 'water' | 'air' | 'repot' | 'pet' | 'child' | 'difficulty' | 'size';

export interface CareItem {
  id: CareItemId;
  label: string;
  value: string;
  /** The shop's own advice for it, when there is any. */
  detail?: string;
  /** A warning (not safe for pets or children). */
  caution?: boolean;
}

/** The care facts of a plant as the rows the care summary shows, all text in the current language. */
export function careItems(t: TFunction, care: ProductCare): CareItem[] {
  const label = (id: CareItemId) => t(`product-detail.care.label.${id}`);
  const detail = (text: string) => (text.trim() ? text.trim() : undefined);
  return [
    {
      id: 'light',
      label: label('light'),
      value: formatLight(t, care.lightMinLux, care.lightMaxLux),
    },
    {
      id: 'water',
      label: label('water'),
      value: formatInterval(t, care.wateringFrequency),
      detail: detail(care.wateringDesc),
    },
    {
      id: 'air',
      label: label('air'),
      value: formatInterval(t, care.airExposureFrequency),
      detail: detail(care.airExposureDesc),
    },
    {
      id: 'repot',
      label: label('repot'),
      value: formatInterval(t, care.repottingFrequency),
      detail: detail(care.repottingDesc),
    },
    {
      id: 'pet',
      label: label('pet'),
      value: t(care.petSafe ? 'product-detail.care.pet.safe' : 'product-detail.care.pet.unsafe'),
      caution: !care.petSafe,
    },
    {
      id: 'child',
      label: label('child'),
      value: t(
        care.childSafe ? 'product-detail.care.child.safe' : 'product-detail.care.child.unsafe',
      ),
      caution: !care.childSafe,
    },
    {
      id: 'difficulty',
      label: label('difficulty'),
      value: t(`product-detail.care.difficulty.${care.difficulty}`),
    },
    { id: 'size', label: label('size'), value: t(`product-detail.care.size.${care.size}`) },
  ];
}
