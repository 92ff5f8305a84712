import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { useSignIn, type SignInVariables } from '@/features/auth/sign-in';
import { useOncePerKey } from '@/features/auth/use-once';
import { isCallbackProvider } from '@/features/auth/callback-providers';

/**
 * Runs one sign-in as soon as the screen opens (once per code) and shows progress, or why it
 * failed with the way back to the sign-in screen.
 */
function useCallbackSignIn(
  key: string | null,
  variables: SignInVariables | null,
  problem: string | null,
) {
  const signIn = useSignIn();
  useOncePerKey(problem ? null : key, () => {
    if (variables) signIn.mutate(variables);
  });
  const message = problem ?? (signIn.error ? signIn.error.message : null);
  return message;
}

/** Progress, or the failure with the way back: the screen itself says what went wrong. */
function CallbackView({ message }: { message: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.signIn'));
  if (message === null) {
    return (
      <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l text-center">
        <Spinner size={36} label={t('auth.callback.signingIn')} className="text-primary" />
        <p className="text-16 font-medium text-gray-80" aria-hidden="true">
          {t('auth.callback.signingIn')}
        </p>
      </section>
    );
  }
  return (
    <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l text-center">
      <h1 className="text-20 font-bold text-gray-100">{t('auth.callback.failedTitle')}</h1>
      <p className="text-15 text-gray-70">{message}</p>
      <ButtonLink to="/auth/sign-in" size="medium">
        {t('auth.callback.backToSignIn')}
      </ButtonLink>
    </section>
  );
}

export function ProviderCallbackScreen() {
  const { t } = useTranslation();
  const { type } = useParams({ from: '/_main/auth/$type/callback' });
  const search = useSearch({ from: '/_main/auth/$type/callback' });
  const provider = isCallbackProvider(type) ? type : null;
  let problem: string | null = null;
  if (!provider) problem = t('errors.unknownProvider');
  else if (search.error) {
    const denied = t('errors.providerDenied', { provider: t(`auth.providers.${provider}`) });
    problem = search.error_description ? `${denied} (${search.error_description})` : denied;
  } else if (!search.code) problem = t('errors.missingCode');
  const variables: SignInVariables | null =
    provider && search.code
      ? {
          method: provider,
          code: search.code,
          redirectUri: `${window.location.origin}/auth/${provider}/callback`,
        }
      : null;
  const message = useCallbackSignIn(
    search.code ? `${type}:${search.code}` : null,
    variables,
    problem,
  );
  return <CallbackView message={message} />;
}

export function AppleCompleteScreen() {
  const { t } = useTranslation();
  const search = useSearch({ from: '/_main/auth/apple/complete' });
  let problem: string | null = null;
  if (search.error) problem = t('errors.providerDenied', { provider: t('auth.providers.apple') });
  else if (!search.token) problem = t('errors.missingCode');
  const variables: SignInVariables | null = search.token
    ? { method: 'apple', tempToken: search.token }
    : null;
  const message = useCallbackSignIn(
    search.token ? `apple:${search.token}` : null,
    variables,
    problem,
  );
  return <CallbackView message={message} />;
}

export function TemporaryCallbackScreen() {
  const { t } = useTranslation();
  const search = useSearch({ from: '/_main/auth/temporary/callback' });
  const problem = search.code ? null : t('errors.missingCode');
  const variables: SignInVariables | null = search.code
    ? { method: 'temporary', code: search.code }
    : null;
  const message = useCallbackSignIn(
    search.code ? `temporary:${search.code}` : null,
    variables,
    problem,
  );
  return <CallbackView message={message} />;
}
