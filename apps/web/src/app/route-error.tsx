import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { reportError } from '@/lib/error-reporter';
import {
  decideRouteError,
  readReloadedErrors,
  rememberReloadedError,
} from '@/app/route-error-decision';
import { routeParamErrorOf } from '@/lib/route-params';
import { routeSearchErrorOf } from '@/lib/search-params';
import type { RouteErrorScreenProps } from '@/app/route-error-screens';

// The screens load when a route fails, not with every page (the first load's budget).
const RouteErrorScreen = lazy(() =>
  import('@/app/route-error-screens').then((m) => ({ default: m.RouteErrorScreen })),
);

function Waiting() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size={32} className="text-primary" />
    </div>
  );
}

function Screen(props: RouteErrorScreenProps) {
  return (
    <Suspense fallback={<Waiting />}>
      <RouteErrorScreen {...props} />
    </Suspense>
  );
}

/** The router's default error component: reload what a reload cures, report and show the rest. */
export function RouteError(props: ErrorComponentProps) {
  const paramError = routeParamErrorOf(props.error);
  if (paramError) return <Screen kind="address" message={paramError.message} />;
  if (routeSearchErrorOf(props.error)) return <Screen kind="search" />;
  return <FaultScreen {...props} />;
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

  if (decision.action === 'reload') return <Waiting />;
  return (
    <Screen
      kind="fault"
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
