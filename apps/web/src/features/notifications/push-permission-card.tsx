import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import {
  pushPermission,
  subscribeThisBrowser,
  thisBrowserSubscribed,
  type PushPermission,
} from '@/features/notifications/push-subscription';

/**
 * What the card says. With the browser's permission granted, 'granted' (이 기기에서 알림을 받고
 * 있어요) only once the server says it holds this browser's subscription: 'checking' until then,
 * 'notStored' when it does not, 'checkFailed' when it could not be asked.
 */
type CardState = PushPermission | 'checking' | 'notStored' | 'checkFailed';

const TONE: Record<CardState, string> = {
  granted: 'bg-secondary-sec01 text-primary',
  default: 'bg-oat text-gray-90',
  denied: 'bg-oat text-gray-90',
  unsupported: 'bg-oat text-gray-90',
  native: 'bg-secondary-sec01 text-primary',
  checking: 'bg-oat text-gray-90',
  notStored: 'bg-oat text-gray-90',
  checkFailed: 'bg-oat text-gray-90',
};

const pushStatusKey = ['notifications', 'web-push', 'status'] as const;

/**
 * This device's side of reminders: whether the browser may show them and the server can reach
 * it, a button to allow them (the browser asks only on a tap) or to register this device again,
 * and what to do when they are blocked or impossible here.
 */
export function PushPermissionCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = useQuery({
    queryKey: pushStatusKey,
    queryFn: thisBrowserSubscribed,
    enabled: permission === 'granted',
  });
  let state: CardState = permission;
  if (permission === 'granted')
    state = stored.isPending
      ? 'checking'
      : stored.isError
        ? 'checkFailed'
        : stored.data
          ? 'granted'
          : 'notStored';

  const enable = async () => {
    setPending(true);
    setError(null);
    try {
      const result = permission === 'granted' ? 'granted' : await Notification.requestPermission();
      setPermission(result);
      if (result === 'granted') {
        await subscribeThisBrowser();
        queryClient.setQueryData(pushStatusKey, true);
      }
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="push-permission-title"
      className={`mx-m rounded-xl p-l ${TONE[state]}`}
    >
      <div className="flex items-center gap-s">
        <BellIcon size={22} />
        <h2 id="push-permission-title" className="text-16 font-bold">
          {t(`notifications.permission.${state}.title`)}
        </h2>
      </div>
      <p className="mt-s text-14 text-gray-80">{t(`notifications.permission.${state}.body`)}</p>
      {state === 'denied' ? (
        <ol className="mt-s list-decimal space-y-1 pl-l text-14 text-gray-80">
          <li>{t('notifications.permission.denied.step1')}</li>
          <li>{t('notifications.permission.denied.step2')}</li>
          <li>{t('notifications.permission.denied.step3')}</li>
        </ol>
      ) : null}
      <div className="mt-m flex flex-col items-start gap-m">
        {state === 'default' || state === 'notStored' ? (
          <Button size="small" variant={pending ? 'progress' : 'cta'} onClick={() => void enable()}>
            {t(
              state === 'default'
                ? 'notifications.permission.enable'
                : 'notifications.permission.connect',
            )}
          </Button>
        ) : null}
        {state === 'checkFailed' ? (
          <Button size="small" variant="done" onClick={() => void stored.refetch()}>
            {t('notifications.permission.recheck')}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-14 text-red">
            {t('notifications.permission.failed', { message: error })}
          </p>
        ) : null}
        <Link
          to="/instruction"
          className="text-14 font-medium text-blue underline underline-offset-4"
        >
          {t('notifications.permission.guide')}
        </Link>
      </div>
    </section>
  );
}
