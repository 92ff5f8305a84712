import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthIntent, SocialProvider } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { callbackProvider } from '@/features/auth/callback-providers';
import {
  appleCompleteOutcome,
  providerCallbackOutcome,
  type CallbackOutcome,
} from '@/features/auth/callback-outcome';
import { useAuthStore } from '@/lib/session/auth-store';
import { useLinkIdentity } from '@/features/auth/identities';
import { clearPendingAuth, readPendingAuth } from '@/features/auth/pending-auth';
import { useSignIn } from '@/features/auth/sign-in';
import type { AppleCompleteSearch, ProviderCallbackSearch } from '@/features/auth/search';
import { useOncePerKey } from '@/features/auth/use-once';
import { useOAuthProblemText } from '@/features/auth/use-oauth-problem-text';
import { useErrorText } from '@/lib/error-text';

/**
 * Progress, or the failure with the way back: the screen itself says what went wrong. A failed
 * link goes back to the profile editor, a failed sign-in to the sign-in screen (keeping where the
 * visitor was going).
 */
function CallbackView({
  message,
  intent,
  redirect,
}: {
  message: string | null;
  intent: OAuthIntent;
  redirect?: string;
}) {
  const { t } = useTranslation();
  const linking = intent === 'link';
  useDocumentTitle(t(linking ? 'routes.profileEdit' : 'routes.signIn'));
  if (message === null) {
    const progress = t(linking ? 'auth.callback.linking' : 'auth.callback.signingIn');
    return (
      <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l text-center">
        <Spinner size={36} label={progress} className="text-primary" />
        <p className="text-16 font-medium text-gray-80" aria-hidden="true">
          {progress}
        </p>
      </section>
    );
  }
  return (
    <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l text-center">
      <h1 className="text-20 font-bold text-gray-100">
        {t(linking ? 'auth.callback.linkFailedTitle' : 'auth.callback.failedTitle')}
      </h1>
      <p role="alert" className="text-15 text-gray-70">
        {message}
      </p>
      {linking ? (
        <ButtonLink to="/profile/edit" size="medium" replace>
          {t('auth.callback.backToProfileEdit')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/auth/sign-in" search={redirect ? { redirect } : {}} size="medium" replace>
          {t('auth.callback.backToSignIn')}
        </ButtonLink>
      )}
    </section>
  );
}

/**
 * Acts on a return once per page (StrictMode and remounts must not spend a single-use code twice):
 * forgets the saved round trip whatever happens, then signs in or links. Shows the outcome's
 * problem, or the request's error.
 */
function useCallbackOutcome(
  key: string,
  outcome: CallbackOutcome,
  provider: SocialProvider | null,
  forget: () => void,
) {
  const signIn = useSignIn();
  const link = useLinkIdentity();
  const problemText = useOAuthProblemText();
  const errorText = useErrorText();
  useOncePerKey(key, () => {
    forget();
    if (outcome.kind === 'sign-in') signIn.mutate(outcome.variables);
    if (outcome.kind === 'link') link.mutate({ provider: outcome.provider, body: outcome.body });
  });
  if (outcome.kind === 'problem') return problemText(outcome.problem, provider);
  const error = outcome.kind === 'link' ? link.error : signIn.error;
  return error ? errorText(error) : null;
}

function outcomeIntent(outcome: CallbackOutcome): OAuthIntent {
  if (outcome.kind === 'problem') return outcome.intent;
  return outcome.kind === 'link' ? 'link' : 'sign-in';
}

function outcomeRedirect(outcome: CallbackOutcome): string | undefined {
  if (outcome.kind === 'problem') return outcome.redirect;
  return outcome.kind === 'sign-in' ? outcome.variables.redirect : undefined;
}

/** Kakao and Naver from their pages or the native shell, and Apple from the native shell. */
export function ProviderCallbackScreen({
  type,
  search,
}: {
  type: string;
  search: ProviderCallbackSearch;
}) {
  const provider = callbackProvider(type, search);
  // Read once: the effect below forgets it, and the outcome must not change on re-render.
  const [outcome] = useState(() =>
    providerCallbackOutcome(provider, search, provider ? readPendingAuth(provider) : null),
  );
  const proof = search.code ?? search.accessToken ?? search.id_token ?? search.error ?? '';
  const message = useCallbackOutcome(
    `${type}:${search.state ?? ''}:${proof}`,
    outcome,
    provider,
    () => {
      if (provider) clearPendingAuth(provider);
    },
  );
  return (
    <CallbackView
      message={message}
      intent={outcomeIntent(outcome)}
      redirect={outcomeRedirect(outcome)}
    />
  );
}

/** After Apple's form post the server sends the browser here with a token to exchange. */
export function AppleCompleteScreen({ search }: { search: AppleCompleteSearch }) {
  const [outcome] = useState(() => appleCompleteOutcome(search, readPendingAuth('apple')));
  const message = useCallbackOutcome(
    `apple:${search.state ?? ''}:${search.token ?? search.error ?? ''}`,
    outcome,
    'apple',
    () => clearPendingAuth('apple'),
  );
  return (
    <CallbackView
      message={message}
      intent={outcomeIntent(outcome)}
      redirect={outcomeRedirect(outcome)}
    />
  );
}

/**
 * Whether the server refused the temporary code (401). It answers unknown, used and expired codes
 * alike (so nobody learns which codes exist), and so does this screen: one "used or expired".
 */
function isSpentLink(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * A sign-in link that cannot be used any more. Whoever is signed in stays signed in (the code was
 * refused, not their session) and goes on home; a visitor goes to the sign-in screen.
 */
function SpentLinkView() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  useDocumentTitle(t('routes.signIn'));
  return (
    <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l text-center">
      <h1 className="text-20 font-bold text-gray-100">{t('auth.callback.spentLink.title')}</h1>
      <p role="alert" className="text-15 text-gray-70">
        {t('auth.callback.spentLink.usedOrExpired')}{' '}
        {t(signedIn ? 'auth.callback.spentLink.stillSignedIn' : 'auth.callback.spentLink.askAgain')}
      </p>
      {signedIn ? (
        <ButtonLink to="/home" size="medium" replace>
          {t('auth.callback.spentLink.home')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/auth/sign-in" size="medium" replace>
          {t('auth.callback.backToSignIn')}
        </ButtonLink>
      )}
    </section>
  );
}

export function TemporaryCallbackScreen({ search }: { search: { code?: string } }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  useOncePerKey(search.code ? `temporary:${search.code}` : null, () => {
    if (search.code) signIn.mutate({ method: 'temporary', code: search.code });
  });
  const errorText = useErrorText();
  if (isSpentLink(signIn.error)) return <SpentLinkView />;
  const message = search.code
    ? signIn.error
      ? errorText(signIn.error)
      : null
    : t('errors.missingCode');
  return <CallbackView message={message} intent="sign-in" />;
}
