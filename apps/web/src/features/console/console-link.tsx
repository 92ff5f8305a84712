import type { ReactElement } from 'react';
import {
  Link,
  useNavigate,
  useParams,
  useSearch,
  type LinkComponentProps,
  type NavigateOptions,
  type RouteIds,
} from '@tanstack/react-router';
import type { ConsoleRouter } from '@/features/console/router';

/*
 * The console's own router (its entry, decision 0043) is not the registered one: the shop's is.
 * These are TanStack's link and navigation typed against the console's routes instead; each cast
 * only names the router the props were checked against.
 */

/** A link between console pages, its `to`, params and search checked against the console's routes. */
export const ConsoleLink = Link as <const TTo extends string | undefined = undefined>(
  props: LinkComponentProps<'a', ConsoleRouter, string, TTo>,
) => ReactElement;

/** The console's navigate, checked against its routes. */
export function useConsoleNavigate() {
  const navigate = useNavigate();
  return <const TTo extends string | undefined>(
    options: NavigateOptions<ConsoleRouter, string, TTo>,
  ) => navigate(options as Parameters<typeof navigate>[0]);
}

/**
 * A list screen's search params: read by `read` (its schema, in the screen's chunk) and replaced
 * whole by the setter. The routes only pass them through.
 */
export function useConsoleSearch<S extends object>(
  read: (raw: Record<string, unknown>) => S,
): [S, (search: S) => void] {
  const raw: Record<string, unknown> = useSearch<ConsoleRouter, undefined, false>({
    strict: false,
  });
  const navigate = useNavigate();
  // `read` already checked every value; the route itself passes any search through.
  return [read(raw), (search) => void navigate({ to: '.', search: search as never })];
}

/** A console route's path params, checked against its routes. */
export function useConsoleParams<const TFrom extends RouteIds<ConsoleRouter['routeTree']>>(
  from: TFrom,
) {
  return useParams<ConsoleRouter, TFrom>({ from });
}
