import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDERS, type User } from '@chorok/contract';
import { PersonName } from '@chorok/contract/schemas';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { ChevronRightIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatPhoneInput } from '@/lib/phone-input';
import { serverErrorProblem } from '@/features/auth/callback-outcome';
import { clearPendingAuth } from '@/features/auth/pending-auth';
import { useOAuthProblemText } from '@/features/auth/use-oauth-problem-text';
import { useSession } from '@/lib/session/use-session';
import { useUpdateUser } from '@/lib/session/me-queries';
import { fieldClassName } from '@/components/ui/field';
import { useProfileFlash } from '@/features/profile/flash';
import { LinkedAccounts } from '@/features/profile/linked-accounts';
import type { ProfileEditSearch } from '@/features/profile/search';
import { errorText } from '@/lib/error-text';

const ROW = 'flex min-h-56 items-center justify-between gap-m hover:bg-gray-10';

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const hintId = useId();

  const parsed = PersonName.safeParse(name);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const unchanged = parsed.success && parsed.data === user.name;
  const showProblem = touched && problem !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || unchanged || update.isPending) return;
    update.mutate(
      { id: user.id, body: { name: parsed.data } },
      {
        onSuccess: (next) => {
          setName(next.name);
          setSaved(t('profile.edit.saved'));
        },
        onError: (e) => setError(errorText(t, e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col">
      <label htmlFor={nameId} className="text-14 font-bold text-gray-80">
        {t('profile.edit.name')}
      </label>
      <input
        id={nameId}
        name="name"
        value={name}
        autoComplete="name"
        maxLength={40}
        aria-invalid={showProblem || undefined}
        aria-describedby={hintId}
        onChange={(e) => {
          setName(e.target.value);
          setTouched(true);
        }}
        className={fieldClassName(showProblem)}
      />
      <p
        id={hintId}
        className={showProblem ? 'mt-s text-13 text-red' : 'mt-s text-13 text-gray-60'}
      >
        {showProblem ? problem : t('profile.edit.nameHint')}
      </p>

      <Button
        type="submit"
        className="mt-m"
        variant={update.isPending ? 'progress' : parsed.success && !unchanged ? 'cta' : 'disabled'}
      >
        {t('profile.edit.save')}
      </Button>
      <Toast message={saved} onDone={() => setSaved(null)} />
      <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </form>
  );
}

/** E-mail (read only), then the rows that open their own screens: nickname and phone. */
function AccountRows({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-20 border-y border-gray-20">
      <li className="flex min-h-56 items-center justify-between gap-m">
        <span className="shrink-0 text-14 whitespace-nowrap text-gray-60">
          {t('profile.edit.email')}
        </span>
        <span className="min-w-0 truncate text-15 text-gray-100">{user.email}</span>
      </li>
      <li>
        <Link to="/profile/nickname/edit" className={ROW}>
          <span className="shrink-0 text-14 whitespace-nowrap text-gray-60">
            {t('profile.edit.nickname')}
          </span>
          <span className="flex min-w-0 items-center gap-min text-15 text-gray-100">
            <span className="truncate">{user.nickname ?? t('profile.edit.nicknameEmpty')}</span>
            <ChevronRightIcon size={18} className="text-gray-50" />
          </span>
        </Link>
      </li>
      <li>
        <Link to="/profile/phone/edit" className={ROW}>
          <span className="shrink-0 text-14 whitespace-nowrap text-gray-60">
            {t('profile.edit.phone')}
          </span>
          <span className="flex min-w-0 items-center gap-min text-15 text-gray-100">
            <span className="price-nums truncate">
              {user.phoneNumber ? formatPhoneInput(user.phoneNumber) : t('profile.edit.phoneEmpty')}
            </span>
            <ChevronRightIcon size={18} className="text-gray-50" />
          </span>
        </Link>
      </li>
    </ul>
  );
}

/**
 * What a link round trip left in the address (`?linked=` or `?linkError=`), read once and then
 * taken out, so a reload or the back button does not say it again.
 */
function useLinkResult(search: ProfileEditSearch) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useOAuthProblemText();
  const [result] = useState(() => {
    const linked = SOCIAL_PROVIDERS.find((provider) => provider === search.linked);
    return {
      notice: linked
        ? t('profile.accounts.linked', { provider: t(`auth.providers.${linked}`) })
        : null,
      problem: search.linkError ? problemText(serverErrorProblem(search.linkError), 'apple') : null,
    };
  });
  const arrivedWithResult = search.linked !== undefined || search.linkError !== undefined;
  useEffect(() => {
    if (!arrivedWithResult) return;
    // Apple's link ends here from the server: its saved round trip is spent.
    clearPendingAuth('apple');
    void navigate({ to: '/profile/edit', search: {}, replace: true });
  }, [arrivedWithResult, navigate]);
  return result;
}

/**
 * `/profile/edit`: the name (1–20 characters) is edited here; nickname and phone have their own
 * screens; below, the linked sign-in methods.
 */
export function ProfileEditScreen({ search }: { search: ProfileEditSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.profileEdit'));
  const { user } = useSession();
  const flash = useProfileFlash();
  const { notice, problem } = useLinkResult(search);
  return (
    <>
      <PageHeader title={t('routes.profileEdit')} />
      <Toast message={flash.message} onDone={flash.clear} />
      {user ? (
        <div className="flex flex-col px-l pt-m pb-xl">
          <NameForm key={user.id} user={user} />
          <div className="mt-xl">
            <AccountRows user={user} />
          </div>
          <LinkedAccounts notice={notice} problem={problem} />
        </div>
      ) : (
        <ListSkeleton
          className="flex flex-col gap-s px-l pt-m"
          bars={['h-20 w-60', 'h-52 w-full']}
        />
      )}
    </>
  );
}
