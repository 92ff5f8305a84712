import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareCalendar, CareCalendarDay, CareCalendarItem } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/components/ui/cn';
import { BellIcon, LeafIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useCareCalendar } from '@/features/plants/calendar-queries';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { CARE_ICONS, PlantPicture } from '@/features/plants/plant-visual';

export type PlantsView = 'today' | 'calendar';

/** The plants tab's 오늘 / 달력 switch; the panel's id is `plants-view-${view}`. */
export function PlantsViewTabs({
  view,
  onChange,
}: {
  view: PlantsView;
  onChange: (view: PlantsView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('plant-calendar.views')}
      panelIdPrefix="plants-view"
      className="-mx-m"
      tabs={(['today', 'calendar'] as const).map((id) => ({
        id,
        label: t(`plant-calendar.view.${id}`),
        isActive: view === id,
        onClick: () => onChange(id),
      }))}
    />
  );
}

/** '오전 9시' / '9 AM'. */
function useHourText() {
  const { t } = useTranslation();
  return (hour: number) =>
    t(hour < 12 ? 'plant-calendar.hourAm' : 'plant-calendar.hourPm', { hour: hour % 12 || 12 });
}

const monthDay = (date: string) => ({
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

function DayChip({
  day,
  today,
  chosen,
  onPick,
}: {
  day: CareCalendarDay;
  today: boolean;
  chosen: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const weekday = t(`plant-calendar.weekday.${day.weekday}`);
  const { month, day: dayOfMonth } = monthDay(day.date);
  const count = day.items.length;
  const label = [
    t('plant-calendar.dayLabel', { month, day: dayOfMonth, weekday }),
    today ? t('plant-calendar.today') : null,
    count > 0 ? t('plant-calendar.careCount', { count }) : t('plant-calendar.noCare'),
    day.quiet ? t('plant-calendar.quiet') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="shrink-0">
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={label}
        onClick={onPick}
        className={cn(
          'flex h-72 w-48 flex-col items-center justify-center gap-2 rounded-lg border text-gray-90 transition-colors focus-visible:outline-2 focus-visible:outline-primary',
          chosen ? 'border-primary bg-primary text-white' : 'border-gray-20 bg-white',
          today && !chosen && 'border-primary',
        )}
      >
        <span className={cn('text-12', chosen ? 'text-white' : 'text-gray-60')}>
          {today ? t('plant-calendar.todayShort') : weekday}
        </span>
        <span className="price-nums text-16 font-bold">{dayOfMonth}</span>
        <span aria-hidden="true" className="flex h-6 items-center gap-2">
          {Array.from({ length: Math.min(count, 3) }, (_, i) => (
            <span
              key={i}
              className={cn('size-4 rounded-full', chosen ? 'bg-white' : 'bg-primary')}
            />
          ))}
          {day.quiet && count === 0 ? (
            <span className={cn('size-4 rounded-full', chosen ? 'bg-white/60' : 'bg-gray-30')} />
          ) : null}
        </span>
      </button>
    </li>
  );
}

function CareRow({ item, hour }: { item: CareCalendarItem; hour: number }) {
  const { t } = useTranslation();
  const hourText = useHourText();
  const Icon = CARE_ICONS[item.kind];
  const name = item.plantName || t('plants.unnamed');
  const care = t(`plants.care.${item.kind}`);
  return (
    <li className="flex gap-m rounded-lg bg-oat p-s">
      <PlantPicture
        plant={{ plantImageUrl: item.imageUrl, productCutoutImageUrl: null }}
        size={48}
        className="rounded-md"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-15 font-bold text-gray-100">{name}</p>
        <p className="flex items-center gap-4 text-14 text-gray-80">
          <Icon size={16} className="shrink-0 text-primary" aria-hidden="true" />
          {care}
        </p>
        <div className="mt-4 flex flex-wrap gap-4">
          {item.state !== 'DUE' ? (
            <span
              className={cn(
                'rounded-full px-s py-2 text-12 font-medium',
                item.state === 'OVERDUE' ? 'bg-mandarin/15 text-gray-90' : 'bg-white text-gray-80',
              )}
            >
              {t(`plant-calendar.state.${item.state}`)}
            </span>
          ) : null}
          {item.reminded ? (
            <span className="flex items-center gap-2 rounded-full bg-white px-s py-2 text-12 text-gray-80">
              <BellIcon size={12} aria-hidden="true" />
              {t('plant-calendar.reminded', { hour: hourText(hour) })}
            </span>
          ) : null}
        </div>
        {item.hold ? (
          <p className="mt-4 text-13 text-gray-80">
            <span className="font-medium">{t('plant-calendar.hold')}</span> {item.hold}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function DayCare({ calendar, day }: { calendar: CareCalendar; day: CareCalendarDay }) {
  const { t } = useTranslation();
  const { month, day: dayOfMonth } = monthDay(day.date);
  const weekday = t(`plant-calendar.weekday.${day.weekday}`);
  const isToday = day.date === calendar.from;
  return (
    <section aria-labelledby="care-calendar-day" className="flex flex-col gap-s">
      <h2 id="care-calendar-day" className="text-17 font-bold text-gray-100">
        {t('plant-calendar.dayTitle', { month, day: dayOfMonth, weekday })}
        {isToday ? ` · ${t('plant-calendar.today')}` : ''}
      </h2>
      {day.quiet ? <p className="text-13 text-gray-60">{t('plant-calendar.quietNote')}</p> : null}
      {day.items.length === 0 ? (
        <p className="flex items-center gap-s rounded-lg bg-oat px-m py-l text-14 text-gray-70">
          <LeafIcon size={20} className="shrink-0 text-primary" aria-hidden="true" />
          {t('plant-calendar.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-s" aria-label={t('plant-calendar.listLabel')}>
          {day.items.map((item) => (
            <CareRow
              key={`${item.plantId}-${item.kind}`}
              item={item}
              hour={calendar.reminderHour}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The next 14 days of care of all the shopper's plants: a strip of days (a dot per care, today
 * marked, quiet days noted) and the chosen day's care, with reminders and today's weather holds.
 */
export function CareCalendarView() {
  const { t } = useTranslation();
  const hourText = useHourText();
  const query = useCareCalendar();
  const errorText = usePlantErrorText();
  const [chosen, setChosen] = useState<string | null>(null);

  if (query.isPending)
    return (
      <ListSkeleton className="flex flex-col gap-m">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-64 w-full" />
      </ListSkeleton>
    );
  if (query.isError)
    return (
      <LoadError
        size="section"
        title={t('plant-calendar.loadFailed')}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );

  const calendar = query.data;
  const today = calendar.from;
  const day = calendar.days.find((d) => d.date === chosen) ?? calendar.days[0]!;
  return (
    <div className="flex flex-col gap-m">
      <p className="text-14 text-gray-70">
        {t('plant-calendar.intro', { hour: hourText(calendar.reminderHour) })}
      </p>
      <ul
        aria-label={t('plant-calendar.days')}
        className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m pb-4"
      >
        {calendar.days.map((d) => (
          <DayChip
            key={d.date}
            day={d}
            today={d.date === today}
            chosen={d.date === day.date}
            onPick={() => setChosen(d.date)}
          />
        ))}
      </ul>
      <DayCare calendar={calendar} day={day} />
    </div>
  );
}
