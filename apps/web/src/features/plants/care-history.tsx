import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARE_FREQUENCY_FIELD,
  CARE_KINDS,
  PLANT,
  type CareEvent,
  type CareKind,
  type Plant,
} from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { dotDate, isCareDate, todayInSeoul } from '@/features/plants/dates';
import { inlineField } from '@/features/plants/form-controls';
import { CARE_ICONS } from '@/features/plants/plant-visual';
import { useCareEventChanges } from '@/features/plants/mutations';
import { useCareEvents } from '@/features/plants/queries';
import { errorText } from '@/lib/error-text';

function EventRow({
  event,
  label,
  onChange,
  onDelete,
  busy,
}: {
  event: CareEvent;
  label: string;
  onChange: (date: string) => Promise<unknown>;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(event.date);
  const [error, setError] = useState<string | null>(null);
  const inputId = `event-${event.id}-date`;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!isCareDate(date)) {
      setError(t('api.plantDateRange'));
      return;
    }
    try {
      await onChange(date);
      setEditing(false);
      setError(null);
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  if (editing)
    return (
      <li className="py-s">
        <form onSubmit={(e) => void save(e)} className="flex items-center gap-s">
          <label htmlFor={inputId} className="sr-only">
            {t('plants.history.newDate', { care: label, date: dotDate(event.date) })}
          </label>
          <input
            id={inputId}
            type="date"
            value={date}
            min={PLANT.earliestDate}
            max={todayInSeoul()}
            onChange={(e) => setDate(e.target.value)}
            className={inlineField(Boolean(error))}
          />
          <Button
            type="submit"
            size="small"
            className="h-48 w-auto"
            variant={busy ? 'progress' : 'cta'}
          >
            {t('plants.history.save')}
          </Button>
          <Button
            size="small"
            variant="done"
            className="h-48 w-auto"
            onClick={() => {
              setEditing(false);
              setDate(event.date);
              setError(null);
            }}
          >
            {t('plants.history.cancel')}
          </Button>
        </form>
        {error ? (
          <p role="alert" className="mt-min text-13 text-red">
            {error}
          </p>
        ) : null}
      </li>
    );
  return (
    <li className="flex min-h-48 items-center gap-s">
      <span className="price-nums flex-1 text-15 text-gray-90">
        {dotDate(event.date)}
        {event.skipReason ? (
          <span className="ml-s text-13 text-gray-60">
            {t('plants.history.skipped', { reason: t(`plants.skipReason.${event.skipReason}`) })}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={t('plants.history.editLabel', { care: label, date: dotDate(event.date) })}
        className="min-h-44 rounded-sm px-s text-13 font-medium text-gray-70 hover:bg-gray-10"
      >
        {t('plants.history.edit')}
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('plants.history.deleteLabel', { care: label, date: dotDate(event.date) })}
        className="min-h-44 rounded-sm px-s text-13 font-medium text-red hover:bg-gray-10"
      >
        {t('plants.history.delete')}
      </button>
    </li>
  );
}

/**
 * The plant's care history per kind: each kind that is on (a day can be added, changed or
 * removed), and an optional kind turned off whose history stays (changed or removed only).
 */
export function CareHistory({ plant }: { plant: Plant }) {
  const { t } = useTranslation();
  const events = useCareEvents(plant.id);
  const changes = useCareEventChanges(plant.id);
  const [adding, setAdding] = useState<Record<CareKind, string>>(
    () =>
      Object.fromEntries(CARE_KINDS.map((kind) => [kind, todayInSeoul()])) as Record<
        CareKind,
        string
      >,
  );
  const [problem, setProblem] = useState<{ kind: CareKind; message: string } | null>(null);

  if (events.isPending)
    return (
      <ListSkeleton
        className="flex flex-col gap-s py-m"
        bars={['h-20 w-120', 'h-44 w-full', 'h-44 w-full']}
      />
    );
  if (events.isError)
    return (
      <LoadError
        size="inline"
        detail={errorText(t, events.error)}
        onRetry={() => void events.refetch()}
      />
    );

  const isOn = (kind: CareKind) => plant[CARE_FREQUENCY_FIELD[kind]] !== null;
  const shown = CARE_KINDS.filter(
    (kind) => isOn(kind) || events.data.some((event) => event.kind === kind),
  );
  return (
    <div className="flex flex-col gap-l py-m">
      {shown.map((kind) => {
        const Icon = CARE_ICONS[kind];
        const label = t(`plants.care.${kind}`);
        const list = events.data.filter((e) => e.kind === kind);
        const inputId = `care-add-${kind}`;
        return (
          <section key={kind} aria-labelledby={`care-${kind}-title`}>
            <h2
              id={`care-${kind}-title`}
              className="flex items-center gap-s text-16 font-bold text-gray-100"
            >
              <Icon size={20} className="text-primary" />
              {t('plants.history.title', { care: label })}
            </h2>
            {isOn(kind) ? (
              <form
                className="mt-s flex items-center gap-s"
                onSubmit={(e) => {
                  e.preventDefault();
                  const date = adding[kind];
                  if (!isCareDate(date)) {
                    setProblem({ kind, message: t('api.plantDateRange') });
                    return;
                  }
                  setProblem(null);
                  changes.add.mutate(
                    { kind, date },
                    {
                      onError: (error) => setProblem({ kind, message: errorText(t, error) }),
                    },
                  );
                }}
              >
                <label htmlFor={inputId} className="sr-only">
                  {t('plants.history.addDate', { care: label })}
                </label>
                <input
                  id={inputId}
                  type="date"
                  value={adding[kind]}
                  min={PLANT.earliestDate}
                  max={todayInSeoul()}
                  onChange={(e) => setAdding({ ...adding, [kind]: e.target.value })}
                  className={inlineField(problem?.kind === kind)}
                />
                <Button
                  type="submit"
                  size="small"
                  variant="done"
                  className="h-48 w-auto"
                  aria-label={t('plants.history.addLabel', { care: label })}
                >
                  {t('plants.history.add')}
                </Button>
              </form>
            ) : (
              <p className="mt-s text-13 text-gray-60">{t('plants.history.off')}</p>
            )}
            {problem?.kind === kind ? (
              <p role="alert" className="mt-min text-13 text-red">
                {problem.message}
              </p>
            ) : null}
            {list.length > 0 ? (
              <ul
                aria-label={t('plants.history.listLabel', { care: label })}
                className="mt-s divide-y divide-gray-20"
              >
                {list.map((event) => (
                  <EventRow
                    key={`${event.id}-${event.date}`}
                    event={event}
                    label={label}
                    busy={changes.update.isPending}
                    onChange={(date) => changes.update.mutateAsync({ eventId: event.id, date })}
                    onDelete={() => changes.remove.mutate(event.id)}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-s text-14 text-gray-60">{t('plants.history.none')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
