import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  SKIP_REASONS,
  SNOOZE_DAYS,
  type SkipReason,
  type SnoozeDays,
} from '@chorok/contract';
import { Drawer } from '@/components/ui/drawer';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { todayInSeoul } from '@/features/plants/dates';

export interface CareLaterSheetProps {
  /** The plant's name and the to-do's words ('물 주기'); null closes the sheet. */
  target: { name: string; todo: string } | null;
  onClose: () => void;
  onSnooze: (days: SnoozeDays) => void;
  onSkip: (reason: SkipReason) => void;
}

const CHOICE =
  'flex min-h-52 w-full items-center rounded-md border border-gray-30 bg-white px-m text-left text-15 text-gray-90 transition-colors hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary active:bg-secondary-sec01';

/** The Seoul day `days` after today, as month and day. */
function dayAfter(days: number): { month: number; day: number } {
  const [, month, day] = addDays(todayInSeoul(), days).split('-').map(Number);
  return { month: month!, day: day! };
}

/**
 * "나중에" for a due care: put it off (내일, 3일 뒤: no to-do and no reminder until then) or skip
 * it this time with a reason (the count starts again; wet-soil skips teach the schedule). A module
 * of its own so vaul loads on demand.
 */
export function CareLaterSheet({ target, onClose, onSnooze, onSkip }: CareLaterSheetProps) {
  const { t } = useTranslation();
  useParticleFormats();
  const snoozeId = useId();
  const skipId = useId();
  const todo = target?.todo ?? '';
  return (
    <Drawer
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('plants.later.title', { todo })}
      description={t('plants.later.description', { name: target?.name ?? '', todo })}
    >
      <section aria-labelledby={snoozeId}>
        <h3 id={snoozeId} className="text-15 font-bold text-gray-100">
          {t('plants.later.snooze')}
        </h3>
        <div className="mt-s grid grid-cols-2 gap-s">
          {SNOOZE_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              onClick={() => onSnooze(days)}
              className={`${CHOICE} flex-col items-start justify-center py-s`}
            >
              <span className="font-bold">{t(`plants.later.days${days}`)}</span>
              <span className="price-nums text-13 text-gray-60">
                {t('plants.later.on', dayAfter(days))}
              </span>
            </button>
          ))}
        </div>
        <p className="mt-s text-13 text-gray-60">{t('plants.later.snoozeHint')}</p>
      </section>

      <section aria-labelledby={skipId} className="mt-l">
        <h3 id={skipId} className="text-15 font-bold text-gray-100">
          {t('plants.later.skip')}
        </h3>
        <p className="mt-2 text-13 text-gray-60">{t('plants.later.skipHint', { todo })}</p>
        <ul className="mt-s flex flex-col gap-s">
          {SKIP_REASONS.map((reason) => (
            <li key={reason}>
              <button type="button" onClick={() => onSkip(reason)} className={CHOICE}>
                {t(`plants.skipReason.${reason}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Drawer>
  );
}
