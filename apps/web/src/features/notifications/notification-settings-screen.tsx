import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARE_KINDS,
  CARE_SETTING_FIELD,
  WEEKDAYS,
  type NotificationSettings,
} from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorText } from '@/lib/error-text';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Switch } from '@/components/ui/switch';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PushPermissionCard } from '@/features/notifications/push-permission-card';
import { WEEKDAY_KEYS, hourLabel } from '@/features/notifications/hour-label';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '@/features/notifications/queries';
import { RecentNotifications } from '@/features/notifications/recent-notifications';

/** A switch for each care kind (물 주기 … 잎 닦기), then the shopper's own to-dos. */
const KINDS = [...CARE_KINDS.map((kind) => CARE_SETTING_FIELD[kind]), 'myTask'] as const;
type Kind = (typeof KINDS)[number];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const sameSettings = (a: NotificationSettings, b: NotificationSettings) =>
  a.hour === b.hour &&
  KINDS.every((k) => a[k] === b[k]) &&
  [...a.quietDays].sort().join() === [...b.quietDays].sort().join();

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings>(saved);
  const [done, setDone] = useState(false);
  const ids = { hour: useId(), days: useId(), kinds: useId() };
  const dirty = !sameSettings(draft, saved);

  const change = (next: Partial<NotificationSettings>) => {
    setDone(false);
    update.reset();
    setDraft((d) => ({ ...d, ...next }));
  };
  const toggleDay = (day: number) =>
    change({
      quietDays: draft.quietDays.includes(day)
        ? draft.quietDays.filter((d) => d !== day)
        : [...draft.quietDays, day].sort(),
    });
  const save = () =>
    update.mutate(
      {
        hour: draft.hour,
        quietDays: draft.quietDays,
        ...(Object.fromEntries(KINDS.map((kind) => [kind, draft[kind]])) as Pick<
          NotificationSettings,
          Kind
        >),
      },
      { onSuccess: (next) => (setDraft(next), setDone(true)) },
    );

  return (
    <form
      className="flex flex-col gap-l px-m"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty && !update.isPending) save();
      }}
    >
      <div className="flex flex-col gap-s">
        <label htmlFor={ids.hour} className="text-15 font-bold text-gray-100">
          {t('notifications.settings.hour')}
        </label>
        <p className="text-13 text-gray-60">{t('notifications.settings.hourHint')}</p>
        <select
          id={ids.hour}
          value={draft.hour}
          onChange={(e) => change({ hour: Number(e.target.value) })}
          className="h-48 rounded-md border border-gray-30 bg-white px-m text-16 text-gray-100"
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour, t)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="flex flex-col gap-s" aria-describedby={`${ids.days}-hint`}>
        <legend className="text-15 font-bold text-gray-100">
          {t('notifications.settings.quietDays')}
        </legend>
        <p id={`${ids.days}-hint`} className="text-13 text-gray-60">
          {t('notifications.settings.quietDaysHint')}
        </p>
        <div className="grid grid-cols-7 gap-min">
          {WEEKDAYS.map((day) => {
            const quiet = draft.quietDays.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={quiet}
                aria-label={t(`notifications.weekdays.long.${WEEKDAY_KEYS[day]}`)}
                onClick={() => toggleDay(day)}
                className={cn(
                  'flex h-44 items-center justify-center rounded-md border text-15 font-medium',
                  quiet
                    ? 'border-gray-80 bg-gray-80 text-white'
                    : 'border-gray-30 bg-white text-gray-90 hover:bg-gray-10',
                )}
              >
                {t(`notifications.weekdays.short.${WEEKDAY_KEYS[day]}`)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col">
        <legend className="pb-s text-15 font-bold text-gray-100">
          {t('notifications.settings.kinds')}
        </legend>
        <ul className="divide-y divide-gray-20 rounded-md border border-gray-20">
          {KINDS.map((kind: Kind) => (
            <li key={kind}>
              <Switch checked={draft[kind]} onCheckedChange={(on) => change({ [kind]: on })}>
                <span className="flex flex-col">
                  <span className="text-16 text-gray-100">
                    {t(`notifications.kinds.${kind}.label`)}
                  </span>
                  <span className="text-13 text-gray-60">
                    {t(`notifications.kinds.${kind}.hint`)}
                  </span>
                </span>
              </Switch>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="flex flex-col gap-s">
        <Button
          type="submit"
          variant={update.isPending ? 'progress' : dirty ? 'cta' : 'disabled'}
          disabled={!dirty && !update.isPending}
        >
          {t('notifications.settings.save')}
        </Button>
        <p role="status" className="min-h-20 text-center text-14 text-primary">
          {done && !dirty ? t('notifications.settings.saved') : ''}
        </p>
        {update.isError ? (
          <p role="alert" className="text-center text-14 text-red">
            {t('notifications.settings.saveFailed', { message: errorText(t, update.error) })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SettingsSection() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return (
      <ListSkeleton
        className="flex flex-col gap-m px-m"
        bars={['h-48 w-full', 'h-44 w-full', 'h-200 w-full']}
      />
    );
  }
  if (settings.isError) {
    return (
      <RetryNotice
        className="mx-m"
        message={t('notifications.settings.loadFailed', { message: errorText(t, settings.error) })}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  // The form starts from the server's values; after a save both are the server's answer.
  return <SettingsForm saved={settings.data} />;
}

/**
 * `/profile/notifications` (알림 설정): this device's permission, the reminder settings, the
 * marketing channels (혜택·소식 알림), recent notifications.
 */
/**
 * `marketing`: the marketing consents (features/terms), composed in by the route, as the terms
 * are not this feature's.
 */
export function NotificationSettingsScreen({ marketing }: { marketing?: ReactNode }) {
  const { t } = useTranslation();
  const title = t('notifications.settings.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-xl pt-s pb-xxl">
        <PushPermissionCard />
        <section aria-label={t('notifications.settings.sectionLabel')}>
          <SettingsSection />
        </section>
        {marketing}
        <RecentNotifications />
      </div>
    </>
  );
}
