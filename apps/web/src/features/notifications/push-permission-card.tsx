import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import {
  pushPermission,
  subscribeThisBrowser,
  type PushPermission,
} from '@/features/notifications/push-subscription';

const TONE: Record<PushPermission, string> = {
  granted: 'bg-secondary-sec01 text-primary',
  default: 'bg-oat text-gray-90',
  denied: 'bg-oat text-gray-90',
  unsupported: 'bg-oat text-gray-90',
  native: 'bg-secondary-sec01 text-primary',
};

/**
 * This device's side of reminders: whether the browser may show them, a button to allow them
 * (the browser asks only on a tap), and what to do when they are blocked or impossible here.
 */
export function PushPermissionCard() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enable = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await Notification.requestPermission();
      setPermission(result);
      if (result === 'granted') await subscribeThisBrowser();
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="push-permission-title"
      className={`mx-m rounded-xl p-l ${TONE[permission]}`}
    >
      <div className="flex items-center gap-s">
        <BellIcon size={22} />
        <h2 id="push-permission-title" className="text-16 font-bold">
          {t(`notifications.permission.${permission}.title`)}
        </h2>
      </div>
      <p className="mt-s text-14 text-gray-80">
        {t(`notifications.permission.${permission}.body`)}
      </p>
      {permission === 'denied' ? (
        <ol className="mt-s list-decimal space-y-1 pl-l text-14 text-gray-80">
          <li>{t('notifications.permission.denied.step1')}</li>
          <li>{t('notifications.permission.denied.step2')}</li>
          <li>{t('notifications.permission.denied.step3')}</li>
        </ol>
      ) : null}
      <div className="mt-m flex flex-col items-start gap-m">
        {permission === 'default' ? (
          <Button size="small" variant={pending ? 'progress' : 'cta'} onClick={() => void enable()}>
            {t('notifications.permission.enable')}
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
