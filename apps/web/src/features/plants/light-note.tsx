import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlantLight } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { SunIcon } from '@/components/ui/icons';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * The light where a plant stands (saved from the light meter) and the advice from it; before a
 * reading, an invitation to measure. Too dark or too bright reads in mandarin, a fit in green.
 */
export function LightNote({ light }: { light: PlantLight | null }) {
  const { t } = useTranslation();
  const measure = (
    <Link
      to="/labs/ambient-light"
      className="inline-flex min-h-44 items-center text-13 font-bold text-primary underline underline-offset-4"
    >
      {light ? t('plants.light.remeasure') : t('plants.light.measure')}
    </Link>
  );
  if (!light)
    return (
      <div className="flex items-center gap-s rounded-md bg-white/70 px-m py-2">
        <SunIcon size={18} className="shrink-0 text-gray-60" />
        <p className="min-w-0 flex-1 text-13 text-gray-70">{t('plants.light.none')}</p>
        {measure}
      </div>
    );
  const off = light.fit === 'DARK' || light.fit === 'BRIGHT';
  return (
    <div className="rounded-md bg-white/70 px-m pt-s">
      <p className="price-nums flex items-center gap-s text-13 text-gray-80">
        <SunIcon size={18} className="shrink-0 text-orange" />
        <span className="min-w-0">
          <span className="sr-only">{t('plants.light.label')} </span>
          {t('plants.light.value', {
            lux: formatNumber(light.lux),
            level: t(`labs.levels.${light.level}.name`),
          })}
          <span className="text-gray-60">
            {' · '}
            {t('plants.light.measuredOn', { date: formatDate(light.measuredAt) })}
          </span>
        </span>
      </p>
      <div className="flex items-center gap-s">
        <p
          className={cn(
            'min-w-0 flex-1 text-13',
            off ? 'font-medium text-mandarin' : 'text-primary',
          )}
        >
          {light.message}
        </p>
        {measure}
      </div>
    </div>
  );
}
