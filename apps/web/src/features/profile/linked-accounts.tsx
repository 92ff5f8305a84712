import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDERS, type LinkedIdentity, type SocialProvider } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ProviderBadge } from '@/components/ui/provider-marks';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useAppConfig } from '@/lib/app-config';
import { useIdentities, useUnlinkIdentity } from '@/features/auth/identities';
import { startProvider } from '@/features/auth/provider-start';
import { usePageReturn } from '@/features/auth/use-page-return';
import { errorText } from '@/lib/error-text';

type RowProvider = LinkedIdentity['provider'];

/** A row's compact action: 연결하기 (busy while its round trip starts) or 연결 해제 in red. */
function RowButton({
  pending = false,
  danger = false,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; danger?: boolean }) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={pending || undefined}
      onClick={pending ? undefined : onClick}
      className={cn(
        'inline-flex h-40 shrink-0 items-center justify-center gap-min rounded-md px-m text-14 font-bold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-gray-20 disabled:text-gray-60 disabled:ring-gray-20',
        danger
          ? 'bg-white text-red ring-red hover:bg-gray-10'
          : 'bg-secondary-sec01 text-primary ring-secondary-sec03 hover:bg-secondary-sec02',
        pending && 'cursor-progress',
      )}
      {...rest}
    >
      {pending ? <Spinner size={16} decorative /> : null}
      {children}
    </button>
  );
}

function Row({
  provider,
  identity,
  action,
}: {
  provider: RowProvider;
  identity: LinkedIdentity | undefined;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const name =
    provider === 'temporary' ? t('profile.accounts.temporary') : t(`auth.providers.${provider}`);
  return (
    <li className="flex min-h-64 items-center gap-m py-s">
      <ProviderBadge provider={provider} />
      <div className="min-w-0 flex-1">
        <p className="text-15 font-medium text-gray-100">{name}</p>
        <p className="truncate text-13 text-gray-60">
          {identity
            ? [
                identity.email,
                t('profile.accounts.linkedAt', { date: formatDate(identity.linkedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('profile.accounts.notLinked')}
        </p>
      </div>
      {action}
    </li>
  );
}

/**
 * 로그인 연결 on /profile/edit: each provider the server offers, linked (with the e-mail it
 * shared and when) or not. 연결하기 starts a round trip with the link intent; 연결 해제 asks
 * first, and is off while it is the only way left to sign in. The operator's e-mail code shows as
 * a method but has no 연결 해제: the contract unlinks providers only.
 */
export function LinkedAccounts({
  notice,
  problem,
}: {
  /** Said once on arrival: what was just linked. */
  notice: string | null;
  /** Why the link that brought the visitor here failed. */
  problem: string | null;
}) {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const identities = useIdentities();
  const unlink = useUnlinkIdentity();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [confirming, setConfirming] = useState<SocialProvider | null>(null);
  const [toast, setToast] = useState<string | null>(notice);
  const [error, setError] = useState<string | null>(problem);
  const headingId = useId();
  const lastOneId = useId();
  usePageReturn(() => setStarting(null));

  const providerName = (p: SocialProvider) => t(`auth.providers.${p}`);
  const linked = identities.data?.identities ?? [];
  const find = (p: RowProvider) => linked.find((i) => i.provider === p);
  // Offered providers, and any linked one the server has since switched off (it can still go).
  const providers = SOCIAL_PROVIDERS.filter((p) => appConfig.data?.providers[p] || find(p));
  const canUnlink = identities.data?.canUnlink ?? false;

  const link = (provider: SocialProvider) => {
    setError(null);
    setStarting(provider);
    startProvider({ provider, intent: 'link' }).catch((e: Error) => {
      setStarting(null);
      setError(errorText(t, e));
    });
  };

  const confirmUnlink = () => {
    if (!confirming) return;
    const provider = confirming;
    unlink.mutate(provider, {
      onSuccess: () => {
        setConfirming(null);
        setToast(t('profile.accounts.unlinked', { provider: providerName(provider) }));
      },
      onError: (e) => {
        setConfirming(null);
        setError(errorText(t, e));
      },
    });
  };

  const actionFor = (provider: SocialProvider) => {
    const name = providerName(provider);
    if (find(provider))
      return (
        <RowButton
          danger
          disabled={!canUnlink}
          aria-label={t('profile.accounts.unlinkLabel', { provider: name })}
          aria-describedby={canUnlink ? undefined : lastOneId}
          onClick={() => setConfirming(provider)}
        >
          {t('profile.accounts.unlink')}
        </RowButton>
      );
    return (
      <RowButton
        pending={starting === provider}
        disabled={starting !== null && starting !== provider}
        aria-label={t('profile.accounts.linkLabel', { provider: name })}
        onClick={() => link(provider)}
      >
        {t('profile.accounts.link')}
      </RowButton>
    );
  };

  return (
    <section aria-labelledby={headingId} className="mt-xl">
      <h2 id={headingId} className="text-16 font-bold text-gray-100">
        {t('profile.accounts.title')}
      </h2>
      <p className="mt-min text-13 text-gray-60">{t('profile.accounts.description')}</p>
      {error ? (
        <div role="alert" className="mt-s flex items-start gap-s rounded-md bg-oat p-m">
          <p className="flex-1 text-14 text-red">{error}</p>
          <button
            type="button"
            onClick={() => setError(null)}
            className="shrink-0 text-13 text-gray-70 underline underline-offset-2"
          >
            {t('profile.accounts.dismiss')}
          </button>
        </div>
      ) : null}
      {identities.isPending || appConfig.isPending ? (
        <ListSkeleton className="mt-s flex flex-col gap-s" bars={['h-56 w-full', 'h-56 w-full']} />
      ) : identities.isError ? (
        <div className="mt-s flex items-center justify-between gap-m rounded-md bg-gray-10 p-m">
          <p className="text-14 text-gray-80">{t('profile.accounts.loadFailed')}</p>
          <RowButton onClick={() => void identities.refetch()}>
            {t('profile.accounts.retry')}
          </RowButton>
        </div>
      ) : (
        <>
          <ul className="mt-s divide-y divide-gray-20 border-y border-gray-20">
            {providers.map((provider) => (
              <Row
                key={provider}
                provider={provider}
                identity={find(provider)}
                action={actionFor(provider)}
              />
            ))}
            {find('temporary') ? (
              <Row provider="temporary" identity={find('temporary')} action={null} />
            ) : null}
          </ul>
          {canUnlink || !providers.some((p) => find(p)) ? null : (
            <p id={lastOneId} className="mt-s text-13 text-gray-60">
              {t('profile.accounts.lastOne')}
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('profile.accounts.confirmTitle', {
          provider: confirming ? providerName(confirming) : '',
        })}
        confirmLabel={t('profile.accounts.confirm')}
        cancelLabel={t('profile.accounts.keep')}
        onConfirm={confirmUnlink}
        onClose={() => setConfirming(null)}
        busy={unlink.isPending}
        danger
      >
        <p>
          {t('profile.accounts.confirmBody', {
            provider: confirming ? providerName(confirming) : '',
          })}
        </p>
      </ConfirmDialog>
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}
