import { createFileRoute } from '@tanstack/react-router';
import { TemporaryCallbackSearch } from '@/features/auth/search';
import { TemporaryCallbackScreen } from '@/features/auth/callback-screens';

export const Route = createFileRoute('/_main/auth/temporary/callback')({
  validateSearch: TemporaryCallbackSearch,
  staticData: { hideNav: true },
  component: TemporaryCallbackRoute,
});

function TemporaryCallbackRoute() {
  return <TemporaryCallbackScreen search={Route.useSearch()} />;
}
