import { useTranslation } from 'react-i18next';
import type { OAuthProblem } from '@/features/auth/callback-outcome';

const OWN_KEYS: Partial<Record<OAuthProblem, string>> = {
  missingCode: 'errors.missingCode',
  unknownProvider: 'errors.unknownProvider',
};

/** A provider round trip's problem as the sentence the screen shows, naming the provider. */
export function useOAuthProblemText() {
  const { t } = useTranslation();
  return (problem: OAuthProblem, provider: string | null) =>
    t(OWN_KEYS[problem] ?? `errors.oauth.${problem}`, {
      provider: provider ? t(`auth.providers.${provider}`) : '',
    });
}
