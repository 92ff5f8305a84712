import { useTranslation } from 'react-i18next';
import { FERTILIZING_SEASON, type CareKind } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import {
  DropIcon,
  FertilizerIcon,
  LeafWipeIcon,
  MistIcon,
  PotIcon,
  WindIcon,
} from '@/components/ui/icons';
import { useImageUrls } from '@/hooks/use-image-urls';

export interface PlantPictureSource {
  productCutoutImageUrl: string | null;
  plantImageUrl: string | null;
  mainImageUrl?: string | null;
}

/**
 * The plant as the card shows it: the shopper's own picture (the newest photo of its journal, or
 * its own photo), else the product's cut-out (it sits on the card's paper), else a pot and leaves
 * drawn here, so a plant registered by hand still looks like one of the shop's.
 */
export function PlantPicture({
  plant,
  size,
  className,
}: {
  plant: PlantPictureSource;
  size: number;
  className?: string;
}) {
  const imageUrls = useImageUrls();
  const cutout = plant.productCutoutImageUrl;
  const photo = plant.plantImageUrl;
  const frame = cn('shrink-0 overflow-hidden', className);
  // The shopper's own photo fills a rounded frame; the cut-out stands free on the card.
  const picture = photo ?? cutout;
  if (picture)
    return (
      <img
        src={imageUrls.src(picture, size * 2)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn(frame, photo ? 'rounded-lg object-cover' : 'object-contain')}
        style={{ width: size, height: size }}
      />
    );
  return <DrawnPlant size={size} className={frame} />;
}

/** A potted plant in the shop's illustration style: terracotta pot, dark soil, three leaves. */
export function DrawnPlant({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-testid="drawn-plant"
    >
      <path d="M60 72 C58 52 52 40 36 30 C44 46 50 58 60 72Z" fill="#3F8F5A" />
      <path d="M60 72 C62 48 70 32 88 24 C80 44 70 58 60 72Z" fill="#1E6B45" />
      <path d="M60 74 C60 56 60 44 60 20 C66 36 68 56 60 74Z" fill="#5BAE6E" />
      <path d="M60 72 L60 80" stroke="#1E6B45" strokeWidth="3" strokeLinecap="round" />
      <rect x="34" y="76" width="52" height="8" rx="3" fill="#B5643C" />
      <path d="M38 84 H82 L76 108 H44 Z" fill="#C97A4E" />
      <ellipse cx="60" cy="78" rx="22" ry="2.5" fill="#4A3426" />
    </svg>
  );
}

export const CARE_ICONS: Record<CareKind, typeof DropIcon> = {
  WATERING: DropIcon,
  AIR_EXPOSURE: WindIcon,
  REPOTTING: PotIcon,
  FERTILIZING: FertilizerIcon,
  MISTING: MistIcon,
  LEAF_WIPING: LeafWipeIcon,
};

export interface CareGaugeProps {
  kind: CareKind;
  /** Days since this care was last given. */
  days: number;
  /** Days between two cares. */
  frequency: number;
  /** The plant's name, so each meter names its plant in a list of cards. */
  plantName?: string;
  /** Today's weather holds this care back (no airing in the cold): due, but not today's task. */
  heldBack?: boolean;
  /** The shopper put this care off (나중에): due, but not before the day they chose. */
  snoozed?: boolean;
  /** Out of its season (영양제 from October to February): never due until the season comes. */
  resting?: boolean;
  /** A smaller ring, for a card with more than three. */
  compact?: boolean;
}

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** How far through its cycle a care is: 0 just done, 1 due; above 1 it is overdue. */
export function careProgress(days: number, frequency: number): number {
  if (frequency <= 0) return 1;
  return Math.max(0, days) / frequency;
}

/**
 * One care's ring: it fills as the days since the last care approach the frequency, and turns red
 * with "N일 지남" once they pass it. A meter for screen readers, with the days in words.
 */
export function CareGauge({
  kind,
  days,
  frequency,
  plantName,
  heldBack = false,
  snoozed = false,
  resting = false,
  compact = false,
}: CareGaugeProps) {
  const { t } = useTranslation();
  const progress = careProgress(days, frequency);
  const due = !resting && days >= frequency;
  // Due care the weather holds back (or the shopper put off) is not shown as a task to do now.
  const waiting = due && (heldBack || snoozed);
  const overdue = due && !waiting;
  // Resting and waiting look alike: a calm grey ring and a chip saying why.
  const calm = waiting || resting;
  const late = days - frequency;
  const Icon = CARE_ICONS[kind];
  const label = t(`plants.care.${kind}`);
  const valueText = resting
    ? t('plants.gauge.restingText', { frequency, month: FERTILIZING_SEASON.fromMonth })
    : waiting
      ? t(snoozed ? 'plants.gauge.snoozedText' : 'plants.gauge.heldBackText', { frequency })
      : overdue
        ? late > 0
          ? t('plants.gauge.overdueText', { days, frequency, late })
          : t('plants.gauge.dueText', { days, frequency })
        : t('plants.gauge.text', { days, frequency, left: frequency - days });
  return (
    <div
      role="meter"
      aria-label={plantName ? t('plants.gauge.name', { name: plantName, care: label }) : label}
      aria-valuemin={0}
      aria-valuemax={frequency}
      aria-valuenow={Math.min(Math.max(days, 0), frequency)}
      aria-valuetext={valueText}
      data-overdue={overdue || undefined}
      data-resting={resting || undefined}
      className={cn('flex min-w-0 flex-1 flex-col items-center', compact ? 'gap-min' : 'gap-2')}
    >
      <div className={cn('relative', compact ? 'size-52' : 'size-64')}>
        <svg
          viewBox="0 0 64 64"
          className={cn('-rotate-90', compact ? 'size-52' : 'size-64')}
          aria-hidden="true"
        >
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="6"
            className="stroke-gray-20"
          />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(progress, 1))}
            className={cn(
              'transition-[stroke-dashoffset] duration-500 motion-reduce:transition-none',
              overdue
                ? 'stroke-red'
                : calm
                  ? 'stroke-gray-40'
                  : kind === 'WATERING' || kind === 'MISTING'
                    ? 'stroke-blue'
                    : 'stroke-primary',
            )}
          />
        </svg>
        <span
          className={cn(
            'absolute inset-0 flex items-center justify-center',
            overdue ? 'text-red' : resting ? 'text-gray-60' : 'text-gray-80',
          )}
        >
          <Icon size={compact ? 20 : 22} />
        </span>
      </div>
      <span className="max-w-full truncate text-12 font-medium text-gray-80" aria-hidden="true">
        {label}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'price-nums text-12 whitespace-nowrap',
          overdue
            ? 'rounded-full bg-red px-6 font-bold text-white'
            : calm
              ? 'rounded-full bg-oat px-6 font-bold text-gray-80'
              : 'text-gray-60',
        )}
      >
        {resting
          ? t('plants.gauge.resting')
          : waiting
            ? t(snoozed ? 'plants.gauge.snoozed' : 'plants.gauge.heldBack')
            : overdue
              ? late > 0
                ? t('plants.gauge.late', { late })
                : t('plants.gauge.today')
              : t('plants.gauge.short', { days: Math.max(days, 0), frequency })}
      </span>
    </div>
  );
}
