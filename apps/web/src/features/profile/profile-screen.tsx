import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveBody, User } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { showFloatingToast } from '@/components/ui/floating-toast';
import { LogoutIcon } from '@/components/ui/icons/logout';
import { MyIcon } from '@/components/ui/icons/my';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BenefitsSummary } from '@/features/benefits/benefits-summary';
import { useLeave, useSignOut } from '@/features/auth/queries';
import { useSession } from '@/lib/session/use-session';
import { useProfileFlash } from '@/features/profile/flash';
import { ProfileDetails } from '@/features/profile/profile-details';
import { errorText } from '@/lib/error-text';
import { MENU_ROW, ProfileMenu, RowIcon } from '@/features/profile/profile-menu';

const loadLeaveDrawer = () => import('@/features/profile/leave-drawer');
const LeaveDrawer = lazy(() => loadLeaveDrawer().then((m) => ({ default: m.LeaveDrawer })));

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

/**
 * `/profile` (마이): who is signed in, their 적립금 and coupons, the menus (shopping, account, service), then 로그아웃 (asked
 * once, then said with a toast on /home) and leaving (탈퇴).
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.profile'));
  const { user } = useSession();
  const signOut = useSignOut({ onSignedOut: () => showFloatingToast(t('profile.signOutDone')) });
  const leave = useLeave();
  const [signOutOpen, setSignOutOpen] = useState(false);
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

  const onSignOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onError: (e) => {
        setSignOutOpen(false);
        setError(e.message);
      },
    });
  };

  return (
    <>
      <PageHeader title={t('routes.profile')} back={false} />
      <div className="bg-gray-10 pt-s pb-xl">
        <UserCard user={user} />
        {user ? <BenefitsSummary /> : null}
        {user ? <ProfileDetails user={user} /> : null}
        <ProfileMenu />
        <div className="mt-l border-y border-gray-20 bg-white">
          <button type="button" onClick={() => setSignOutOpen(true)} className={MENU_ROW}>
            <RowIcon Icon={LogoutIcon} />
            <span className="flex-1 text-left">{t('profile.signOut')}</span>
          </button>
        </div>
        <div className="flex justify-center px-m pt-l">
          <button
            type="button"
            onClick={() => {
              setLeaveMounted(true);
              setLeaveError(null);
              setLeaveOpen(true);
            }}
            onPointerEnter={() => void loadLeaveDrawer()}
            onFocus={() => void loadLeaveDrawer()}
            className="px-m py-s text-14 text-gray-60 underline underline-offset-4 hover:text-gray-90"
          >
            {t('profile.leave.open')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={signOutOpen}
        title={t('profile.signOutConfirm.title')}
        confirmLabel={t('profile.signOut')}
        cancelLabel={t('profile.signOutConfirm.cancel')}
        busy={signOut.isPending}
        onClose={() => setSignOutOpen(false)}
        onConfirm={onSignOut}
      >
        {t('profile.signOutConfirm.body')}
      </ConfirmDialog>
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
