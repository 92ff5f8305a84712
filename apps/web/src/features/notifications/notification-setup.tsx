import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PERMISSION_DELAY_MS } from '@chorok/contract';
import { BellIcon } from '@/components/ui/icons';
import { reportError } from '@/lib/error-reporter';
import {
  pushPermission,
  subscribeThisBrowser,
  type PushPermission,
} from '@/features/notifications/push-subscription';
import { isPromptSnoozed, snoozePrompt } from '@/features/notifications/prompt-snooze';

// The bridge's message parsing (zod) is only wanted inside the native app.
const NativePushSetup = lazy(() =>
  import('@/features/notifications/native-push-setup').then((m) => ({
    default: m.NativePushSetup,
  })),
);

/** Paths where a prompt would interrupt a flow that is about something else. */
const QUIET_PATHS = ['/auth', '/purchase', '/instruction', '/profile/notifications'];
const isQuietPath = (path: string) =>
  QUIET_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The notification setup of spec §2/§4, mounted at the app root for a signed-in user. In a
 * browser: permission 'default' → after 1 s a small prompt offers reminders, and the browser is
 * asked only when the user taps 허용 (browsers require a gesture); 'granted' → this browser is
 * subscribed and the subscription sent to the API; 'denied' → nothing. Inside the native app the
 * shell is asked for its push token, which is registered as the device's.
 */
export function NotificationSetup({ pathname }: { pathname: string }) {
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  if (permission === 'native')
    return (
      <Suspense fallback={null}>
        <NativePushSetup />
      </Suspense>
    );
  return (
    <WebPushSetup
      permission={permission}
      onPermission={setPermission}
      quiet={isQuietPath(pathname)}
    />
  );
}

function WebPushSetup({
  permission,
  onPermission,
  quiet,
}: {
  permission: PushPermission;
  onPermission: (next: PushPermission) => void;
  quiet: boolean;
}) {
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (permission !== 'granted') return;
    subscribeThisBrowser().catch((error: unknown) =>
      reportError(error, { source: 'web-push-subscribe' }),
    );
  }, [permission]);

  useEffect(() => {
    if (permission !== 'default' || isPromptSnoozed()) return;
    const timer = setTimeout(() => setDue(true), NOTIFICATION_PERMISSION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [permission]);

  if (!due || dismissed || quiet || permission !== 'default') return null;

  const allow = async () => {
    setDismissed(true);
    let result: NotificationPermission = 'default';
    try {
      result = await Notification.requestPermission();
    } catch (error) {
      reportError(error, { source: 'notification-permission' });
    }
    // Closed without an answer: ask again another day rather than at every page.
    if (result === 'default') snoozePrompt();
    onPermission(result);
  };
  const later = () => {
    snoozePrompt();
    setDismissed(true);
  };
  return <PushPrompt onAllow={() => void allow()} onLater={later} />;
}

/** A small card above the bottom navigation; not modal, the page stays usable under it. */
export function PushPrompt({ onAllow, onLater }: { onAllow: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-nav-height)+var(--inset-bottom)+8px)] z-40 flex justify-center px-m">
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="pointer-events-auto w-full max-w-448 rounded-xl border border-gray-20 bg-white p-m shadow-card"
      >
        <div className="flex items-start gap-m">
          <span
            aria-hidden="true"
            className="flex size-40 shrink-0 items-center justify-center rounded-full bg-secondary-sec01 text-primary"
          >
            <BellIcon size={22} />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-16 font-bold text-gray-100">
              {t('notifications.prompt.title')}
            </h2>
            <p id={bodyId} className="mt-2 text-14 text-gray-70">
              {t('notifications.prompt.body')}
            </p>
          </div>
        </div>
        <div className="mt-m flex gap-s">
          <button
            type="button"
            onClick={onLater}
            className="h-44 flex-1 rounded-md border border-gray-30 text-15 font-medium text-gray-80 hover:bg-gray-10"
          >
            {t('notifications.prompt.later')}
          </button>
          <button
            type="button"
            onClick={onAllow}
            className="h-44 flex-1 rounded-md bg-primary text-15 font-bold text-white hover:bg-logo"
          >
            {t('notifications.prompt.allow')}
          </button>
        </div>
      </section>
    </div>
  );
}
