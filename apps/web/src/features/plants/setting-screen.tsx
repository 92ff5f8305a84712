import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CARE_KINDS,
  PLANT,
  type CareEvent,
  type CareKind,
  type Plant,
  type PlantUpdateBody,
} from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { CloseIcon, PlantIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusScreen } from '@/components/ui/status-screen';
import { Tabs } from '@/components/ui/tabs';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClassName } from '@/features/profile/field';
import { dotDate, isCareDate, todayInSeoul } from '@/features/plants/dates';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import {
  emptyPlantForm,
  frequencyNumbers,
  joinAddress,
  PlantForm,
  splitAddress,
  type PlantFormValues,
} from '@/features/plants/plant-form';
import { CARE_ICONS, PlantPicture } from '@/features/plants/plant-visual';
import { JournalSection } from '@/features/plants/journal-section';
import { SpeciesNote } from '@/features/plants/species-note';
import {
  useCareEventChanges,
  useCareEvents,
  useDeletePlant,
  usePlant,
  usePlantDashboard,
  useTodoChanges,
  useUpdatePlant,
} from '@/features/plants/queries';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { errorText } from '@/lib/error-text';

type Section = 'info' | 'journal' | 'history' | 'todos';

/** The profile forms' field, on one row with its button (48 px, as the small button). */
const inlineField = (invalid: boolean) =>
  `${fieldClassName(invalid).replace('mt-s h-52 w-full', 'h-48 min-w-0')} flex-1`;

export function plantFormValues(plant: Plant): PlantFormValues {
  const { sido, sigungu } = splitAddress(plant.address);
  return {
    ...emptyPlantForm(),
    plantName: plant.plantName,
    plantedAt: plant.plantedAt,
    sido,
    sigungu,
    alarms: {
      isWateringAlarm: plant.isWateringAlarm === 1,
      isWindAlarm: plant.isWindAlarm === 1,
      isRepottingAlarm: plant.isRepottingAlarm === 1,
      isMyTaskAlarm: plant.isMyTaskAlarm === 1,
    },
    frequencies: {
      wateringFrequency: String(plant.wateringFrequency),
      airExposureFrequency: String(plant.airExposureFrequency),
      repottingFrequency: String(plant.repottingFrequency),
    },
    photo: undefined,
    photoUrl: plant.mainPhotoUrl,
  };
}

export function PlantNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('plants.notFound.title'));
  return (
    <>
      <PageHeader title={t('plants.setting.title')} />
      <StatusScreen icon={<PlantIcon size={32} />} title={t('plants.notFound.title')}>
        <p className="text-14 text-gray-60">{t('plants.notFound.body')}</p>
        <ButtonLink to="/plants/manage" size="medium">
          {t('plants.notFound.action')}
        </ButtonLink>
      </StatusScreen>
    </>
  );
}

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

function CareHistory({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  const events = useCareEvents(plantId);
  const changes = useCareEventChanges(plantId);
  const [adding, setAdding] = useState<Record<CareKind, string>>({
    WATERING: todayInSeoul(),
    AIR_EXPOSURE: todayInSeoul(),
    REPOTTING: todayInSeoul(),
  });
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
      <div role="alert" className="flex flex-col items-center gap-s py-xl text-center">
        <p className="text-14 text-gray-70">{errorText(t, events.error)}</p>
        <Button size="small" variant="done" onClick={() => void events.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-l py-m">
      {CARE_KINDS.map((kind) => {
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

function MyTodos({ plantId, name }: { plantId: number; name: string }) {
  const { t } = useTranslation();
  const dashboard = usePlantDashboard();
  const changes = useTodoChanges(plantId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const todos = dashboard.data?.find((p) => p.id === plantId)?.todos ?? [];
  const mine = todos.filter((todo) => todo.kind === 'MY_TASK');
  const care = todos.filter((todo) => todo.kind !== 'MY_TASK');

  return (
    <div className="flex flex-col gap-m py-m">
      <form
        noValidate
        className="flex flex-col gap-min"
        onSubmit={(e) => {
          e.preventDefault();
          const todo = text.trim();
          if (todo.length < 1 || todo.length > PLANT.todoMax) {
            setProblem(t('api.todoText'));
            return;
          }
          setProblem(null);
          changes.add.mutate(todo, {
            onSuccess: () => setText(''),
            onError: (error) => setProblem(errorText(t, error)),
          });
        }}
      >
        <label htmlFor="my-todo" className="text-14 font-bold text-gray-80">
          {t('plants.myTodos.label', { name })}
        </label>
        <div className="flex items-center gap-s">
          <input
            id="my-todo"
            value={text}
            maxLength={PLANT.todoMax + 10}
            placeholder={t('plants.myTodos.placeholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'my-todo-msg' : undefined}
            onChange={(e) => setText(e.target.value)}
            className={inlineField(Boolean(problem))}
          />
          <Button
            type="submit"
            size="small"
            className="h-48 w-auto"
            variant={changes.add.isPending ? 'progress' : 'cta'}
          >
            {t('plants.myTodos.add')}
          </Button>
        </div>
        {problem ? (
          <p id="my-todo-msg" role="alert" className="text-13 text-red">
            {problem}
          </p>
        ) : null}
      </form>
      {dashboard.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : mine.length > 0 ? (
        <ul aria-label={t('plants.myTodos.listLabel')} className="divide-y divide-gray-20">
          {mine.map((todo) => (
            <li key={todo.id} className="flex min-h-48 items-center gap-s">
              <span className="flex-1 text-15 text-gray-90">{todo.todo}</span>
              <span className="price-nums text-12 text-gray-60">{dotDate(todo.dueOn)}</span>
              <button
                type="button"
                aria-label={t('plants.myTodos.deleteLabel', { todo: todo.todo })}
                onClick={() => changes.remove.mutate(todo.id)}
                className="flex size-44 items-center justify-center rounded-full text-gray-70 hover:bg-gray-10"
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-14 text-gray-60">{t('plants.myTodos.none')}</p>
      )}
      {care.length > 0 ? (
        <p className="rounded-md bg-oat px-m py-s text-13 text-gray-80">
          {t('plants.myTodos.careDue', { list: care.map((c) => c.todo).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /plants/setting/{plantsId}: everything about one plant — its details (the registration form),
 * its care history per kind, the shopper's own to-dos, and deleting it.
 */
export function PlantSettingScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  useParticleFormats();
  const navigate = useNavigate();
  const query = usePlant(plantId);
  const update = useUpdatePlant(plantId);
  const remove = useDeletePlant(plantId);
  const errorText = usePlantErrorText();
  const [section, setSection] = useState<Section>('info');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const plant = query.data;
  const name = plant ? plant.plantName.trim() || plant.productName || t('plants.unnamed') : '';
  useDocumentTitle(plant ? t('plants.setting.documentTitle', { name }) : t('plants.setting.title'));

  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <PlantNotFound />;

  let content;
  if (query.isPending)
    content = (
      <ListSkeleton
        className="flex flex-col gap-m py-m"
        bars={['h-96 w-full', 'h-52 w-full', 'h-52 w-full']}
      />
    );
  else if (!plant)
    content = (
      <div role="alert" className="flex flex-col items-center gap-s py-xxl text-center">
        <p className="text-14 text-gray-70">{errorText(query.error)}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );
  else {
    const sections: Section[] = ['info', 'journal', 'history', 'todos'];
    const submit = (values: PlantFormValues) => {
      const body: PlantUpdateBody = {
        plantName: values.plantName.trim(),
        plantedAt: values.plantedAt,
        address: joinAddress(values.sido, values.sigungu),
        ...values.alarms,
        ...frequencyNumbers(values),
      };
      if (values.photo !== undefined) body.mainPhoto = values.photo;
      update.mutate(body, { onSuccess: () => setSaved(t('plants.setting.saved')) });
    };
    content = (
      <>
        <div className="flex items-center gap-m py-m">
          <PlantPicture plant={plant} size={64} />
          <div className="min-w-0">
            <p className="truncate text-18 font-bold text-gray-100">{name}</p>
            {plant.productName ? (
              <p className="truncate text-13 text-gray-60">{plant.productName}</p>
            ) : null}
          </div>
        </div>
        <Tabs
          label={t('plants.setting.sections')}
          panelIdPrefix="plant-section"
          tabs={sections.map((s) => ({
            id: s,
            label: s === 'journal' ? t('plant-journal.tab') : t(`plants.setting.section.${s}`),
            isActive: section === s,
            onClick: () => setSection(s),
          }))}
        />
        <div role="tabpanel" id={`plant-section-${section}`} aria-labelledby={`tab-${section}`}>
          {section === 'info' ? (
            <div className="flex flex-col gap-l pt-m">
              <SpeciesNote plant={plant} />
              <PlantForm
                key={plant.id}
                initial={plantFormValues(plant)}
                productName={plant.productName}
                fallbackPicture={
                  <PlantPicture plant={{ ...plant, plantImageUrl: null }} size={80} />
                }
                submitLabel={t('plants.setting.submit')}
                busy={update.isPending}
                submitError={update.isError ? errorText(update.error) : null}
                onSubmit={submit}
              />
              <div className="border-t border-gray-20 pt-l">
                <Button variant="done" danger onClick={() => setConfirming(true)}>
                  {t('plants.setting.delete')}
                </Button>
              </div>
            </div>
          ) : section === 'journal' ? (
            <JournalSection plant={plant} name={name} />
          ) : section === 'history' ? (
            <CareHistory plantId={plant.id} />
          ) : (
            <MyTodos plantId={plant.id} name={name} />
          )}
        </div>
        <ConfirmDialog
          open={confirming}
          title={t('plants.setting.confirmTitle', { name })}
          confirmLabel={t('plants.setting.confirmDelete')}
          cancelLabel={t('plants.setting.confirmCancel')}
          danger
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                void navigate({ to: '/plants/manage', replace: true });
              },
            })
          }
        >
          <p>{t('plants.setting.confirmBody')}</p>
          {remove.isError ? (
            <p role="alert" className="mt-s text-red">
              {errorText(remove.error)}
            </p>
          ) : null}
        </ConfirmDialog>
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader title={t('plants.setting.title')} />
      <div className="flex flex-col px-m pb-xxl">{content}</div>
      <Toast message={saved} onDone={() => setSaved(null)} offset="24px" />
    </div>
  );
}
