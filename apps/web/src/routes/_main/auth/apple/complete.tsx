import { createFileRoute } from '@tanstack/react-router';
import { ProviderReturnSearch } from '@/features/auth/search';
import { AppleCompleteScreen } from '@/features/auth/callback-screens';

/**
 * After Apple's form post the API sends the visitor here with a temporary token to exchange and
 * our state, or an error code (spec §1/§7).
 */
export const Route = createFileRoute('/_main/auth/apple/complete')({
  validateSearch: ProviderReturnSearch,
  staticData: { hideNav: true },
  component: AppleCompleteRoute,
});

function AppleCompleteRoute() {
  return <AppleCompleteScreen search={Route.useSearch()} />;
}
