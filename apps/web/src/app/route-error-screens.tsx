import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { ErrorScreen } from '@/components/ui/error-screen';
import { AlertIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';

/*
 * What the route error shows, loaded when a route fails rather than with every page: the decision
 * to reload (route-error.tsx) stays in the first load, as a deploy's missing chunk needs it then.
 */

/**
 * Spec §5: a malformed id in the address shows the route's own message (productsId는 숫자만
 * 가능합니다.), the spec's English 'Invalid id' in the shopper's language.
 */
function InvalidAddress({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={<AlertIcon size={32} />} title={t('errors.invalidAddress')}>
      <p className="text-14 text-gray-70">
        {message === CLIENT_MESSAGES.invalidId ? t('api.invalidId') : message}
      </p>
      <ButtonLink to="/home" size="medium" className="mt-s">
        {t('errors.goHome')}
      </ButtonLink>
    </StatusScreen>
  );
}

/**
 * A search param the route cannot read (`?sort=zzz`, `?metadataIds=abc`): said at once, with the
 * same page without its conditions — never a wait on a request the API would refuse (0024).
 */
function InvalidSearch() {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={<AlertIcon size={32} />} title={t('errors.invalidSearch.title')}>
      <p className="text-14 text-gray-70">{t('errors.invalidSearch.body')}</p>
      <ButtonLink to="." search={{}} replace size="medium" className="mt-s">
        {t('errors.invalidSearch.reset')}
      </ButtonLink>
      <ButtonLink to="/home" size="medium" variant="done">
        {t('errors.goHome')}
      </ButtonLink>
    </StatusScreen>
  );
}

export type RouteErrorScreenProps =
  | { kind: 'address'; message: string }
  | { kind: 'search' }
  | { kind: 'fault'; error: unknown; onRetry: () => void };

export function RouteErrorScreen(props: RouteErrorScreenProps) {
  if (props.kind === 'address') return <InvalidAddress message={props.message} />;
  if (props.kind === 'search') return <InvalidSearch />;
  return <ErrorScreen error={props.error} onRetry={props.onRetry} />;
}
