import { useTranslation } from 'react-i18next';
import { LIGHT_LEVELS, type LightLevel, type LightLevelId } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';
import { LEVEL_COLOR } from '@/features/labs/light-gauge';

/** '1,000 lx 미만', '1,000~2,500 lx', '10,000 lx 이상'. */
export function useLevelRange() {
  const { t } = useTranslation();
  return (level: LightLevel): string => {
    if (level.minLux === 0)
      return t('labs.levels.range.below', { max: formatNumber(level.maxLux) });
    if (!Number.isFinite(level.maxLux))
      return t('labs.levels.range.from', { min: formatNumber(level.minLux) });
    return t('labs.levels.range.between', {
      min: formatNumber(level.minLux),
      max: formatNumber(level.maxLux),
    });
  };
}

/**
 * The four light levels gardeners use, with their lux and what they mean for a room and for
 * plants; the level of the current reading is marked.
 */
export function LightLevelsGuide({ current }: { current: LightLevelId | null }) {
  const { t } = useTranslation();
  const range = useLevelRange();
  return (
    <section aria-labelledby="levels-heading" className="flex flex-col gap-12">
      <div>
        <h2 id="levels-heading" className="text-17 font-bold text-gray-100">
          {t('labs.levels.heading')}
        </h2>
        <p className="mt-2 text-13 text-gray-60">{t('labs.levels.subtitle')}</p>
      </div>
      <ul className="flex flex-col gap-s">
        {LIGHT_LEVELS.map((level) => {
          const here = level.id === current;
          return (
            <li
              key={level.id}
              aria-current={here ? 'true' : undefined}
              className={cn(
                'flex gap-12 rounded-lg p-m',
                here ? 'bg-secondary-sec01 ring-2 ring-primary ring-inset' : 'bg-gray-10',
              )}
            >
              <span
                aria-hidden="true"
                className="mt-4 size-14 shrink-0 rounded-full"
                style={{ background: LEVEL_COLOR[level.id] }}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-s">
                  <span className="text-16 font-bold text-gray-100">
                    {t(`labs.levels.${level.id}.name`)}
                  </span>
                  <span className="price-nums text-13 text-gray-70">{range(level)}</span>
                  {here ? (
                    <span className="ml-auto rounded-full bg-primary px-8 py-2 text-11 font-bold text-white">
                      {t('labs.levels.current')}
                    </span>
                  ) : null}
                </p>
                <p className="mt-4 text-14 text-gray-80">{t(`labs.levels.${level.id}.room`)}</p>
                <p className="mt-2 text-13 text-gray-60">{t(`labs.levels.${level.id}.plants`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
