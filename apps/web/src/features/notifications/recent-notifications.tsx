import type { ComponentType, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationType, SentNotification } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { errorText } from '@/lib/error-text';
import {
  AlertIcon,
  BellIcon,
  BoxIcon,
  CheckIcon,
  ClockIcon,
  DropIcon,
  ReturnIcon,
  TruckIcon,
  type IconProps,
} from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { RetryNotice } from '@/components/ui/retry-notice';
import { lazyDateTimeFormat } from '@/lib/format';
import { useNotifications } from '@/features/notifications/queries';

/**
 * What each kind of notice looks like at a glance: the care reminder, the order's steps, claims,
 * 적립금 about to expire (it opens /profile/points), and a 재입고 알림 (it opens the product).
 */
const LOOK: Record<NotificationType, { Icon: ComponentType<IconProps>; tone: string }> = {
  CARE_REMINDER: { Icon: DropIcon, tone: 'bg-secondary-sec01 text-primary' },
  ORDER_SHIPPED: { Icon: TruckIcon, tone: 'bg-glow text-mandarin' },
  ORDER_DELIVERED: { Icon: BoxIcon, tone: 'bg-primary text-white' },
  ORDER_CANCELLED: { Icon: ReturnIcon, tone: 'bg-oat text-gray-90' },
  CLAIM_APPROVED: { Icon: ReturnIcon, tone: 'bg-oat text-gray-90' },
  CLAIM_REJECTED: { Icon: AlertIcon, tone: 'bg-oat text-red' },
  CLAIM_COMPLETED: { Icon: CheckIcon, tone: 'bg-secondary-sec01 text-primary' },
  DEPOSIT_WAITING: { Icon: AlertIcon, tone: 'bg-glow text-mandarin' },
  DEPOSIT_RECEIVED: { Icon: CheckIcon, tone: 'bg-secondary-sec01 text-primary' },
  POINTS_EXPIRING: { Icon: ClockIcon, tone: 'bg-glow text-mandarin' },
  RESTOCKED: { Icon: BellIcon, tone: 'bg-secondary-sec01 text-primary' },
};

const sentAtFormat = lazyDateTimeFormat({
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : sentAtFormat().format(date);
}

function NotificationItem({ item }: { item: SentNotification }) {
  const router = useRouter();
  const { Icon, tone } = LOOK[item.type];
  const inApp = item.url.startsWith('/') && !item.url.startsWith('//');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(item.url);
  };
  const content = (
    <>
      <span
        data-type={item.type}
        className={cn('flex size-40 shrink-0 items-center justify-center rounded-full', tone)}
      >
        <Icon size={22} />
      </span>
      <span className="flex min-w-0 flex-col gap-2">
        <span className="text-15 font-medium text-gray-100">{item.title}</span>
        <span className="whitespace-pre-line text-14 text-gray-70">{item.body}</span>
        <time dateTime={item.sentAt} className="text-13 text-gray-60">
          {formatSentAt(item.sentAt)}
        </time>
      </span>
    </>
  );
  return (
    <li>
      {inApp ? (
        <a href={item.url} onClick={open} className="flex gap-m px-m py-m hover:bg-gray-10">
          {content}
        </a>
      ) : (
        <div className="flex gap-m px-m py-m">{content}</div>
      )}
    </li>
  );
}

/** 최근 받은 알림: care reminders and order notices, newest first; each opens what it is about. */
export function RecentNotifications() {
  const { t } = useTranslation();
  const list = useNotifications();
  return (
    <section aria-labelledby="recent-notifications" className="flex flex-col gap-s">
      <div className="px-m">
        <h2 id="recent-notifications" className="text-15 font-bold text-gray-100">
          {t('notifications.recent.title')}
        </h2>
      </div>
      {list.isPending ? (
        <ListSkeleton className="flex flex-col gap-s px-m" bars={['h-64 w-full', 'h-64 w-full']} />
      ) : list.isError ? (
        <RetryNotice
          className="mx-m"
          message={t('notifications.recent.failed', { message: errorText(t, list.error) })}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="mx-m rounded-md bg-oat p-m text-14 text-gray-80">
          {t('notifications.recent.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-20 border-y border-gray-20">
          {list.data.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
