import { useTranslation } from 'react-i18next';
import type { User } from '@chorok/contract';
import { ProviderBadge } from '@/components/ui/provider-marks';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPhoneInput } from '@/lib/phone-input';
import { useIdentities } from '@/features/auth/identities';

const ROW = 'flex min-h-48 items-center justify-between gap-m px-l';
const TERM = 'shrink-0 text-14 text-gray-60';
const VALUE = 'min-w-0 truncate text-15 text-gray-100';

/** The sign-in methods as marks, with their names for screen readers (and as a tooltip). */
function SignInMethods() {
  const { t } = useTranslation();
  const identities = useIdentities();
  if (identities.isPending)
    return (
      <span aria-busy="true" className="flex gap-min">
        <span className="sr-only">{t('profile.summary.loading')}</span>
        <Skeleton circle className="size-24" />
        <Skeleton circle className="size-24" />
      </span>
    );
  if (identities.isError)
    return <span className="text-14 text-gray-60">{t('profile.summary.loadFailed')}</span>;
  const linked = identities.data?.identities ?? [];
  if (linked.length === 0) return <span className={VALUE}>{t('profile.summary.none')}</span>;
  const names = linked.map(({ provider }) =>
    provider === 'temporary' ? t('profile.accounts.temporary') : t(`auth.providers.${provider}`),
  );
  return (
    <span className="flex items-center gap-min" title={names.join(', ')}>
      {linked.map(({ provider }) => (
        <ProviderBadge key={provider} provider={provider} size={24} />
      ))}
      <span className="sr-only">{names.join(', ')}</span>
    </span>
  );
}

/** `/profile`'s 내 정보: name, nickname, phone and linked sign-in methods, each or 미등록. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const none = t('profile.summary.none');
  const rows = [
    { key: 'name', value: user.name || none },
    { key: 'nickname', value: user.nickname || none },
    {
      key: 'phone',
      value: user.phoneNumber ? formatPhoneInput(user.phoneNumber) : none,
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="profile-summary" className="pt-l">
      <h2 id="profile-summary" className="px-l pb-s text-13 font-bold text-gray-60">
        {t('profile.summary.label')}
      </h2>
      <dl className="divide-y divide-gray-20 border-y border-gray-20 bg-white">
        {rows.map(({ key, value, numeric }) => (
          <div key={key} className={ROW}>
            <dt className={TERM}>{t(`profile.summary.${key}`)}</dt>
            <dd className={numeric ? `${VALUE} price-nums` : VALUE}>{value}</dd>
          </div>
        ))}
        <div className={ROW}>
          <dt className={TERM}>{t('profile.summary.signInMethods')}</dt>
          <dd className="flex min-w-0 justify-end">
            <SignInMethods />
          </dd>
        </div>
      </dl>
    </section>
  );
}
