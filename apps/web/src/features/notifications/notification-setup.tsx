import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons';
import { reportError } from '@/lib/error-reporter';
import {
  pushPermission,
  subscribeThisBrowser,
  type PushPermission,
} from '@/features/notifications/push-subscription';
import { isPromptSnoozed, snoozePrompt } from '@/features/notifications/prompt-snooze';
import { NOTIFICATION_PERMISSION_DELAY_MS } from '@/lib/config';

// The bridge's message parsing (zod) is only wanted inside the native app.
const NativePushSetup = lazy(() =>
  import('@/features/notifications/native-push-setup').then((m) => ({
    default: m.NativePushSetup,
  })),
);

/**
 * Where the prompt may appear: the screens the bottom nav leads to, where it sits just above the
 * nav and the page makes room under its last content for it. Everywhere else a bar of the screen's
 * own holds the bottom (a product's buy bar, the cart's and checkout's pay buttons, a form's save
 * button) or the shopper is in the middle of something else (signing in, paying, editing a
 * plant): the prompt waits for the next tab screen. A list of places it may go, not of places it
 * may not, so a new screen never finds it over its buttons.
 */
const PROMPT_PATHS = new Set([
  '/home',
  '/products/recommend',
  '/products/ai-recommend',
  '/products/all',
  '/products/best',
  '/products/new',
  '/plants/manage',
  '/life',
  '/life/recommend',
  '/profile',
]);

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
      quiet={!PROMPT_PATHS.has(pathname)}
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

/** The page's custom property holding the room the prompt takes at the bottom (see `pb-nav`). */
export const PROMPT_SPACE_PROPERTY = '--prompt-space';
/** The gap between the card and the bottom nav. */
const GAP_PX = 8;

/**
 * While the card is shown, the page reserves its height under its last content (the main
 * layout's `pb-nav` adds `--prompt-space`), so whatever the card floats over can be scrolled up
 * above it: the card never makes a button unreachable.
 */
function useReservedSpace(card: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty(PROMPT_SPACE_PROPERTY, `${element.offsetHeight + GAP_PX}px`);
    reserve();
    // Its height changes with the text: the web font arriving, a larger text size, a rotation.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PROMPT_SPACE_PROPERTY);
    };
  }, [card]);
}

/**
 * A small card just above the bottom navigation; not modal, the page stays usable, and while it
 * is shown the page has room to scroll its last content above it.
 */
export function PushPrompt({ onAllow, onLater }: { onAllow: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const card = useRef<HTMLElement>(null);
  useReservedSpace(card);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-40 flex justify-center px-m"
      style={{ bottom: `calc(var(--bottom-nav-height) + var(--inset-bottom) + ${GAP_PX}px)` }}
    >
      <section
        ref={card}
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
