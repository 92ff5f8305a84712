import { useQuery } from '@tanstack/react-query';
import { canUseConsole, type User } from '@chorok/contract';
import { meQueryOptions } from '@/lib/session/me-queries';

export type ConsoleAccess =
  | { state: 'checking' }
  | { state: 'allowed'; user: User }
  | { state: 'denied'; user: User }
  | { state: 'failed'; error: Error; retry: () => void };

/**
 * Whether the signed-in member may see the console (the route's guard has made sure someone is
 * signed in). The role is read again on arrival, as a role granted a minute ago must open it: a
 * cached OPERATOR shows the console at once (the server checks every call anyway), a cached
 * SHOPPER waits for the fresh answer before being turned away.
 */
export function useConsoleAccess(): ConsoleAccess {
  const me = useQuery({ ...meQueryOptions(), staleTime: 0 });
  const user = me.data;
  if (user && canUseConsole(user.role)) return { state: 'allowed', user };
  if (user && (me.isFetchedAfterMount || !me.isFetching)) return { state: 'denied', user };
  if (me.isError && !me.isFetching)
    return { state: 'failed', error: me.error, retry: () => void me.refetch() };
  return { state: 'checking' };
}
