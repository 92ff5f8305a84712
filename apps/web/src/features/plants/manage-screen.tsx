import { useContext, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlantDashboardItem, PlantTodo } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { BellIcon, PlantIcon, PlusIcon, SettingsIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Toast } from '@/components/ui/toast';
import { useAuthStore } from '@/lib/session/auth-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/list-states';
import { PlantPicture } from '@/features/plants/plant-visual';
import { CareRings } from '@/features/plants/care-rings';
import { displayName } from '@/features/plants/plant-name';
import { LightNote } from '@/features/plants/light-note';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { usePlantDashboard } from '@/features/plants/queries';
import { CareSuggestionNote } from '@/features/plants/care-suggestion';
import { CareActionsContext, useCareActions } from '@/features/plants/use-care-actions';
import { CareCalendarView, PlantsViewTabs, type PlantsView } from '@/features/plants/care-calendar';

const HEADER_ACTION =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

function TodoRow({ plant, todo }: { plant: PlantDashboardItem; todo: PlantTodo }) {
  const { t } = useTranslation();
  const { complete, later } = useContext(CareActionsContext);
  const name = displayName(plant) || t('plants.unnamed');
  return (
    <li className="flex min-h-48 items-center gap-s">
      <button
        type="button"
        aria-label={t('plants.todos.doneLabel', { name, todo: todo.todo })}
        onClick={() => complete(plant, todo)}
        className="group flex size-44 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary"
      >
        {/* Not done yet: an empty ring (a check would say it is done); a press fills it. */}
        <span className="flex size-28 items-center justify-center rounded-full border-2 border-primary transition-colors group-hover:bg-secondary-sec01 group-active:bg-primary" />
      </button>
      <span className="min-w-0 flex-1 text-15 text-gray-90">{todo.todo}</span>
      {todo.kind === 'MY_TASK' ? (
        <span className="shrink-0 rounded-full bg-white px-s py-2 text-12 text-gray-80">
          {t('plants.todos.mine')}
        </span>
      ) : (
        <button
          type="button"
          aria-label={t('plants.later.open', { name, todo: todo.todo })}
          onClick={() => later(plant, todo)}
          className="min-h-44 shrink-0 rounded-full px-s text-13 font-medium text-gray-70 underline underline-offset-2 hover:text-gray-90 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('plants.later.button')}
        </button>
      )}
    </li>
  );
}

function WeatherLine({ plant }: { plant: PlantDashboardItem }) {
  const { t } = useTranslation();
  const { weather, advice } = plant;
  const shown = advice.filter((a) => a.effect !== 'OK');
  return (
    <div className="rounded-md bg-white/70 px-m py-s">
      <p className="price-nums text-13 text-gray-80">
        <span className="sr-only">{t('plants.weather.label')} </span>
        {t('plants.weather.line', {
          sido: weather.sido,
          condition: t(`plants.weather.condition.${weather.condition}`),
          temperature: Math.round(weather.temperatureC),
          humidity: Math.round(weather.humidityPct),
          air: t(`plants.weather.air.${weather.airQuality}`),
        })}
        {weather.source === 'climatology' ? (
          <span className="text-gray-60"> · {t('plants.weather.climatology')}</span>
        ) : null}
      </p>
      {shown.length > 0 ? (
        <ul aria-label={t('plants.weather.advice')} className="mt-2 flex flex-col gap-2">
          {shown.map((a) => (
            <li
              key={`${a.kind}-${a.effect}`}
              className={cn(
                'text-13',
                a.effect === 'SKIP' ? 'font-medium text-red' : 'text-primary',
              )}
            >
              {a.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PlantCard({ plant }: { plant: PlantDashboardItem }) {
  const { t } = useTranslation();
  const { answerSuggestion } = useContext(CareActionsContext);
  const name = displayName(plant) || t('plants.unnamed');
  const titleId = `plant-${plant.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl bg-oat p-m shadow-card">
      <header className="flex items-center gap-m">
        <PlantPicture plant={plant} size={88} className="-my-s" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-19 font-bold text-gray-100">
            {name}
          </h2>
          {plant.productName && plant.productName !== name ? (
            <p className="truncate text-13 text-gray-60">{plant.productName}</p>
          ) : null}
          <p className="price-nums mt-2 text-14 font-medium text-primary">
            {plant.dayWithPlant > 0
              ? t('plants.dayWith', { days: plant.dayWithPlant })
              : t('plants.dayWithFirst')}
          </p>
        </div>
        <Link
          to="/plants/setting/$plantsId"
          params={{ plantsId: plant.id }}
          aria-label={t('plants.settingsLabel', { name })}
          className="-mr-s flex size-44 shrink-0 items-center justify-center rounded-full text-gray-80 hover:bg-white/60"
        >
          <SettingsIcon size={22} />
        </Link>
      </header>

      <CareRings plant={plant} plantName={name} />

      {plant.suggestion ? (
        <CareSuggestionNote
          name={name}
          suggestion={plant.suggestion}
          onAnswer={(days) => answerSuggestion(plant, days)}
        />
      ) : null}

      <section aria-label={t('plants.todos.title', { name })} className="mt-m">
        <h3 className="text-14 font-bold text-gray-90" aria-hidden="true">
          {t('plants.todos.heading')}
        </h3>
        {plant.todos.length > 0 ? (
          <ul className="mt-2 flex flex-col">
            {plant.todos.map((todo) => (
              <TodoRow key={todo.id} plant={plant} todo={todo} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-14 text-gray-60">{t('plants.todos.none')}</p>
        )}
      </section>

      <div className="mt-s flex flex-col gap-s">
        <WeatherLine plant={plant} />
        <LightNote light={plant.light} />
      </div>
    </article>
  );
}

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-m rounded-xl bg-oat p-m">
      <div className="flex items-center gap-m">
        <Skeleton className="size-72" circle />
        <div className="flex flex-1 flex-col gap-s">
          <Skeleton className="h-20 w-120" />
          <Skeleton className="h-14 w-80" />
        </div>
      </div>
      <Skeleton className="h-112 w-full rounded-lg" />
      <Skeleton className="h-16 w-160" />
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<PlantIcon size={30} />}
      title={t('plants.signedOut.title')}
      body={t('plants.signedOut.body')}
      action={
        <ButtonLink to="/auth/sign-in" search={{ redirect: '/plants/manage' }} size="small">
          {t('plants.signedOut.action')}
        </ButtonLink>
      }
    />
  );
}

/**
 * /plants/manage: a card per plant with its care rings, today's to-dos (done with one tap) and the
 * weather where it lives; a visitor is invited to sign in and come back here.
 */
export function PlantsManageScreen() {
  const { t } = useTranslation();
  const title = t('plants.manage.title');
  useDocumentTitle(title);
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const query = usePlantDashboard();
  const errorText = usePlantErrorText();
  const care = useCareActions();
  const failure = care.failure;
  const [view, setView] = useState<PlantsView>('today');

  let content;
  if (!signedIn) content = <SignedOut />;
  else if (query.isPending)
    content = (
      <ListSkeleton className="flex flex-col gap-m">
        <CardSkeleton />
        <CardSkeleton />
      </ListSkeleton>
    );
  else if (query.isError && !query.data)
    content = (
      <LoadError
        title={t('plants.manage.loadFailed')}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0)
    content = (
      <EmptyState
        icon={<PlantIcon size={30} />}
        title={t('plants.manage.empty.title')}
        body={t('plants.manage.empty.body')}
        action={
          <div className="flex flex-col items-center gap-s">
            <ButtonLink to="/plants/new" size="small">
              {t('plants.manage.empty.register')}
            </ButtonLink>
            <Link
              to="/products/recommend"
              className="min-h-44 px-s py-s text-14 font-medium text-gray-70 underline underline-offset-4"
            >
              {t('plants.manage.empty.shop')}
            </Link>
          </div>
        }
      />
    );
  else {
    const dueCount = query.data.reduce((n, p) => n + p.todos.length, 0);
    const tabs = <PlantsViewTabs view={view} onChange={setView} />;
    content =
      view === 'calendar' ? (
        <>
          {tabs}
          <div role="tabpanel" id="plants-view-calendar" aria-labelledby="tab-calendar">
            <CareCalendarView />
          </div>
        </>
      ) : (
        <>
          {tabs}
          <div
            role="tabpanel"
            id="plants-view-today"
            aria-labelledby="tab-today"
            className="flex flex-col gap-m"
          >
            <p className="price-nums px-min text-15 text-gray-80" role="status">
              {dueCount > 0
                ? t('plants.manage.summary', { plants: query.data.length, todos: dueCount })
                : t('plants.manage.summaryDone', { plants: query.data.length })}
            </p>
            {failure ? (
              <p role="alert" className="rounded-md bg-red/10 px-m py-s text-14 text-red">
                {failure}
              </p>
            ) : null}
            <ul className="flex flex-col gap-m" aria-label={t('plants.manage.listLabel')}>
              {query.data.map((plant) => (
                <li key={plant.id}>
                  <PlantCard plant={plant} />
                </li>
              ))}
            </ul>
          </div>
        </>
      );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader
        title={title}
        back={false}
        right={
          signedIn ? (
            <>
              <Link
                to="/profile/notifications"
                aria-label={t('plants.manage.notificationSettings')}
                className={HEADER_ACTION}
              >
                <BellIcon size={24} />
              </Link>
              <Link to="/plants/new" aria-label={t('plants.manage.add')} className={HEADER_ACTION}>
                <PlusIcon size={24} />
              </Link>
            </>
          ) : null
        }
      />
      <CareActionsContext value={care.actions}>
        <div className="flex flex-col gap-m px-m pt-s pb-xxl">{content}</div>
      </CareActionsContext>
      {care.sheet}
      <Toast {...care.toast} />
    </div>
  );
}
