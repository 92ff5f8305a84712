import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@chorok/contract';
import { TemporaryCode } from '@chorok/contract/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ChorokMark } from '@/components/ui/provider-marks';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProviderButton } from '@/features/auth/provider-button';
import { startProvider } from '@/features/auth/provider-start';
import { signInTarget } from '@/features/auth/require-auth';
import type { SignInSearch } from '@/features/auth/search';
import { useSignIn, type SignInVariables } from '@/features/auth/sign-in';
import { useOncePerKey } from '@/features/auth/use-once';
import { usePageReturn } from '@/features/auth/use-page-return';
import { errorText } from '@/lib/error-text';

export function SignInScreen({ search }: { search: SignInSearch }) {
  const { t } = useTranslation();
  const lastLoginType = useAuthStore((s) => s.lastLoginType);
  const appConfig = useAppConfig();
  const signIn = useSignIn();
  const [dialogMessage, setDialogMessage] = useState<string | null>(null);
  const [pendingMethod, setPendingMethod] = useState<SignInVariables['method'] | null>(null);
  const [pendingProvider, setPendingProvider] = useState<SocialProvider | null>(null);
  useDocumentTitle(t('routes.signIn'));

  // The target must survive a round trip through a provider's pages, which drops our search params.
  useEffect(() => {
    useAuthStore.getState().setRedirectUrl(search.redirect ?? '/');
  }, [search.redirect]);
  // Back from a provider's page (bfcache) or its app: the buttons work again.
  usePageReturn(() => setPendingProvider(null));

  const run = (variables: SignInVariables) => {
    setPendingMethod(variables.method);
    signIn.mutate(
      { ...variables, redirect: search.redirect },
      {
        onError: (error) => setDialogMessage(errorText(t, error)),
        onSettled: () => setPendingMethod(null),
      },
    );
  };

  useOncePerKey(search.secretCode ? `secretCode:${search.secretCode}` : null, () => {
    if (search.secretCode) run({ method: 'temporary', code: search.secretCode });
  });

  const onProvider = (provider: SocialProvider) => {
    setPendingProvider(provider);
    startProvider({ provider, intent: 'sign-in', redirect: signInTarget(search.redirect) }).catch(
      (error: Error) => {
        setPendingProvider(null);
        setDialogMessage(errorText(t, error));
      },
    );
  };

  const busy = signIn.isPending || pendingProvider !== null;
  // A provider the server has not switched on has no button at all (not one that fails).
  const providers = SOCIAL_PROVIDERS.filter((p) => appConfig.data?.providers[p]);

  return (
    <>
      <PageHeader title={t('auth.signIn.title')} />
      <section className="flex flex-1 flex-col px-l pt-xl pb-xl">
        <div className="flex flex-col items-center gap-s text-center">
          <ChorokMark width={72} height={72} className="rounded-[23px] shadow-card" />
          <p className="mt-s text-28 font-bold tracking-tight text-logo">{t('common.appName')}</p>
          <p className="text-15 text-gray-70">{t('auth.signIn.pitch')}</p>
        </div>

        {appConfig.isPending ? (
          <div className="mt-xxl flex flex-col gap-s" aria-busy="true">
            <span className="sr-only" role="status">
              {t('ui.loading')}
            </span>
            {SOCIAL_PROVIDERS.map((p) => (
              <Skeleton key={p} className="h-52 w-full rounded-m" />
            ))}
          </div>
        ) : providers.length > 0 ? (
          <ul className="mt-xxl flex flex-col gap-s" aria-busy={busy || undefined}>
            {providers.map((provider) => (
              <li key={provider}>
                <ProviderButton
                  provider={provider}
                  label={t(`auth.signIn.${provider}`)}
                  lastUsedLabel={lastLoginType === provider ? t('auth.signIn.lastUsed') : null}
                  pending={pendingProvider === provider}
                  disabled={busy}
                  onClick={() => onProvider(provider)}
                />
              </li>
            ))}
          </ul>
        ) : null}

        {appConfig.data?.demoSignIn ? (
          <div className="mt-l flex flex-col gap-s">
            <Divider>{t('auth.signIn.or')}</Divider>
            <Button
              variant={pendingMethod === 'demo' ? 'progress' : 'done'}
              disabled={busy && pendingMethod !== 'demo'}
              onClick={() => run({ method: 'demo' })}
            >
              {t('auth.signIn.demo')}
            </Button>
            <p className="text-center text-13 text-gray-60">{t('auth.signIn.demoHint')}</p>
          </div>
        ) : null}

        <TemporaryCodeForm
          busy={busy}
          pending={pendingMethod === 'temporary'}
          onSubmit={(code) => run({ method: 'temporary', code })}
        />

        <p className="mt-auto pt-xl text-center text-12 text-gray-60">
          {t('auth.signIn.terms')}{' '}
          <Link
            to="/policy"
            className="font-medium whitespace-nowrap text-gray-80 underline underline-offset-2"
          >
            {t('routes.policy')}
          </Link>
        </p>
      </section>
      {search.secretCode && pendingMethod === 'temporary' ? (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/70">
          <Spinner size={32} label={t('auth.callback.signingIn')} className="text-primary" />
        </div>
      ) : null}
      <ErrorDialog
        open={dialogMessage !== null}
        message={dialogMessage ?? ''}
        onClose={() => setDialogMessage(null)}
      />
    </>
  );
}

function Divider({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex items-center gap-s text-13 text-gray-60"
      role="separator"
      aria-label={String(children)}
    >
      <span className="h-px flex-1 bg-gray-20" aria-hidden="true" />
      <span aria-hidden="true">{children}</span>
      <span className="h-px flex-1 bg-gray-20" aria-hidden="true" />
    </div>
  );
}

function TemporaryCodeForm({
  busy,
  pending,
  onSubmit,
}: {
  busy: boolean;
  pending: boolean;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TemporaryCode.safeParse(code);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(parsed.data);
  };

  // Opening replaces the toggle with the form and moves focus into it: one control per step.
  return (
    <div className="mt-l flex flex-col items-center">
      {open ? null : (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(inputId)?.focus());
          }}
          className="rounded-sm px-s py-min text-14 font-medium text-gray-70 underline underline-offset-4 hover:text-gray-90"
        >
          {t('auth.signIn.tempCode.toggle')}
        </button>
      )}
      <form
        id={panelId}
        hidden={!open}
        onSubmit={submit}
        noValidate
        className="w-full rounded-lg bg-gray-10 p-m"
      >
        <label htmlFor={inputId} className="text-14 font-bold text-gray-90">
          {t('auth.signIn.tempCode.label')}
        </label>
        <p id={hintId} className="mt-min text-13 text-gray-60">
          {t('auth.signIn.tempCode.hint')}
        </p>
        <input
          id={inputId}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          className={cn(
            'mt-s h-48 w-full rounded-m border bg-white px-m text-16 text-gray-100 outline-none focus:border-primary',
            invalid ? 'border-red' : 'border-gray-30',
          )}
        />
        {invalid ? (
          <p id={errorId} role="alert" className="mt-min text-13 text-red">
            {t('auth.signIn.tempCode.invalid')}
          </p>
        ) : null}
        <Button
          type="submit"
          size="large"
          variant={pending ? 'progress' : 'cta'}
          disabled={busy && !pending}
          className="mt-s"
        >
          {t('auth.signIn.tempCode.submit')}
        </Button>
      </form>
    </div>
  );
}
