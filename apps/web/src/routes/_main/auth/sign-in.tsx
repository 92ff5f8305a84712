import { createFileRoute, redirect } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/session/auth-store';
import { signInTarget } from '@/features/auth/require-auth';
import { SignInSearch, signInHidesNav } from '@/features/auth/search';
import { SignInScreen } from '@/features/auth/sign-in-screen';

export const Route = createFileRoute('/_main/auth/sign-in')({
  validateSearch: SignInSearch,
  staticData: { hideNav: (search) => signInHidesNav(search as SignInSearch) },
  beforeLoad: ({ search }) => {
    // A signed-in visitor has nothing to do here (spec §2/§4): on to where they were going.
    if (useAuthStore.getState().accessToken)
      throw redirect({ href: signInTarget(search.redirect), replace: true });
  },
  component: SignInRoute,
});

function SignInRoute() {
  return <SignInScreen search={Route.useSearch()} />;
}
