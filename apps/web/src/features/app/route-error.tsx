import { useEffect, useMemo } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ErrorScreen } from '@/components/ui/error-screen';
import { AlertIcon } from '@/components/ui/icons/alert';
import { StatusScreen } from '@/components/ui/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { reportError } from '@/lib/error-reporter';
import {
  decideRouteError,
  readReloadedErrors,
  rememberReloadedError,
} from '@/features/app/route-error-decision';
import { routeParamErrorOf } from '@/features/app/route-params';

/** The router's default error component: reload what a reload cures, report and show the rest. */
export function RouteError(props: ErrorComponentProps) {
  const paramError = routeParamErrorOf(props.error);
  if (paramError) return <InvalidAddress message={paramError.message} />;
  return <FaultScreen {...props} />;
}

/** Spec §5: a malformed id in the address shows the route's own message (e.g. productsId는 숫자만 가능합니다.). */
function InvalidAddress({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={<AlertIcon size={32} />} title={t('errors.invalidAddress')}>
      <p className="text-14 text-gray-70">{message}</p>
      <ButtonLink to="/home" size="medium" className="mt-s">
        {t('errors.goHome')}
      </ButtonLink>
    </StatusScreen>
  );
}

function FaultScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const decision = useMemo(() => decideRouteError(error, readReloadedErrors()), [error]);

  useEffect(() => {
    if (decision.action === 'reload') {
      rememberReloadedError(decision.message);
      window.location.reload();
      return;
    }
    reportError(error, { source: 'router', path: router.state.location.pathname });
  }, [decision, error, router]);

  if (decision.action === 'reload') {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Spinner size={32} className="text-primary" />
      </div>
    );
  }
  return (
    <ErrorScreen
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
