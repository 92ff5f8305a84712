import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, type LeaveBody, type User } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { ChevronRightIcon, MailIcon, MyIcon, type IconProps } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { useLeave, useSignOut } from '@/features/auth/queries';
import { useSession } from '@/features/auth/use-session';
import { useProfileFlash } from '@/features/profile/flash';
import { ProfileDetails } from '@/features/profile/profile-details';
import { errorText } from '@/lib/error-text';

const loadLeaveDrawer = () => import('@/features/profile/leave-drawer');
const LeaveDrawer = lazy(() => loadLeaveDrawer().then((m) => ({ default: m.LeaveDrawer })));

type MenuTarget =
  | '/profile/edit'
  | '/profile/nickname/edit'
  | '/profile/address'
  | '/profile/notifications'
  | '/instruction'
  | '/profile/phone/edit'
  | '/profile/recommend'
  | '/profile/terms-agreement'
  | '/policy/terms-of-service'
  | '/policy/privacy';

const ACCOUNT: ReadonlyArray<{ key: string; to: MenuTarget }> = [
  { key: 'edit', to: '/profile/edit' },
  { key: 'nickname', to: '/profile/nickname/edit' },
  { key: 'address', to: '/profile/address' },
  { key: 'notifications', to: '/profile/notifications' },
  { key: 'phone', to: '/profile/phone/edit' },
  { key: 'recommend', to: '/profile/recommend' },
];

const SERVICE: ReadonlyArray<{ key: string; to: MenuTarget }> = [
  { key: 'termsAgreement', to: '/profile/terms-agreement' },
  { key: 'instruction', to: '/instruction' },
  { key: 'terms', to: '/policy/terms-of-service' },
  { key: 'privacy', to: '/policy/privacy' },
];

const ROW =
  'flex min-h-56 w-full items-center justify-between gap-m px-l text-16 text-gray-100 hover:bg-gray-10';

function UserCard({ user }: { user: User | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <ListSkeleton className="mx-m flex items-center gap-m rounded-xl bg-oat p-l">
        <Skeleton circle className="size-56" />
        <div className="flex flex-1 flex-col gap-s">
          <Skeleton className="h-22 w-120" />
          <Skeleton className="h-16 w-180" />
        </div>
      </ListSkeleton>
    );
  }
  const name = user.nickname || user.name || t('profile.card.fallbackName');
  return (
    <section
      aria-label={t('profile.card.label')}
      className="mx-m flex items-center gap-m rounded-xl bg-oat p-l"
    >
      <span
        aria-hidden="true"
        className="flex size-56 shrink-0 items-center justify-center rounded-full bg-secondary-sec02 text-primary"
      >
        <MyIcon size={30} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-s">
          <h2 className="truncate text-20 font-bold text-gray-100">{name}</h2>
          <Badge variant="default">{t('profile.card.level', { level: user.level })}</Badge>
        </div>
        <p className="mt-2 truncate text-14 text-gray-60">
          {user.email || t('profile.card.noEmail')}
        </p>
      </div>
    </section>
  );
}

function MenuGroup({
  titleKey,
  items,
  children,
}: {
  titleKey: string;
  items: ReadonlyArray<{ key: string; to: MenuTarget }>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `profile-menu-${titleKey}`;
  return (
    <section aria-labelledby={id} className="pt-l">
      <h2 id={id} className="px-l pb-s text-13 font-bold text-gray-60">
        {t(`profile.menu.${titleKey}`)}
      </h2>
      <ul className="border-y border-gray-20">
        {items.map(({ key, to }) => (
          <li key={key} className="border-b border-gray-20 last:border-b-0">
            <Link to={to} className={ROW}>
              <span className="shrink-0">{t(`profile.menu.${key}`)}</span>
              <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

function ContactRow({ Icon }: { Icon: ComponentType<IconProps> }) {
  const { t } = useTranslation();
  return (
    <li>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={ROW}>
        <span className="flex flex-col">
          {t('profile.menu.contact')}
          <span className="text-13 text-gray-60">
            {t('profile.menu.contactHint', { email: SUPPORT_EMAIL })}
          </span>
        </span>
        <Icon size={20} className="text-gray-50" />
      </a>
    </li>
  );
}

/** `/profile` (마이): who is signed in, account and service menus, sign-out and leaving. */
export function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.profile'));
  const { user } = useSession();
  const signOut = useSignOut();
  const leave = useLeave();
  const [leaveOpen, setLeaveOpen] = useState(false);
  // Mounted from the first open on, so closing can animate out instead of vanishing.
  const [leaveMounted, setLeaveMounted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const flash = useProfileFlash();
  const [leaveError, setLeaveError] = useState<string | null>(null);

  const onLeave = (body: LeaveBody) => {
    setLeaveError(null);
    leave.mutate(body, {
      onSuccess: () => setLeaveOpen(false),
      // Shown in the sheet, which stays open: the reason and the check need not be given again.
      onError: (e) => setLeaveError(errorText(t, e)),
    });
  };

  return (
    <>
      <PageHeader title={t('routes.profile')} back={false} />
      <div className="pt-s pb-xl">
        <UserCard user={user} />
        {user ? <ProfileDetails user={user} /> : null}
        <MenuGroup titleKey="account" items={ACCOUNT} />
        <MenuGroup titleKey="service" items={SERVICE}>
          <ContactRow Icon={MailIcon} />
        </MenuGroup>
        <div className="flex flex-col items-stretch px-m pt-xl">
          <button
            type="button"
            disabled={signOut.isPending}
            aria-busy={signOut.isPending || undefined}
            onClick={() => signOut.mutate(undefined, { onError: (e) => setError(errorText(t, e)) })}
            className="flex h-52 items-center justify-center gap-s rounded-md border border-gray-30 text-16 font-medium text-gray-90 hover:bg-gray-10"
          >
            {signOut.isPending ? <Spinner size={18} decorative /> : null}
            {t('profile.signOut')}
          </button>
          <button
            type="button"
            onClick={() => {
              setLeaveMounted(true);
              setLeaveError(null);
              setLeaveOpen(true);
            }}
            onPointerEnter={() => void loadLeaveDrawer()}
            onFocus={() => void loadLeaveDrawer()}
            className="mx-auto mt-m px-m py-s text-14 text-gray-60 underline underline-offset-4 hover:text-gray-90"
          >
            {t('profile.leave.open')}
          </button>
        </div>
      </div>
      {leaveMounted ? (
        <Suspense fallback={null}>
          <LeaveDrawer
            open={leaveOpen}
            onOpenChange={setLeaveOpen}
            onConfirm={onLeave}
            pending={leave.isPending}
            error={leaveError}
          />
        </Suspense>
      ) : null}
      <Toast message={flash.message} onDone={flash.clear} />
      <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </>
  );
}
