import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProviderReturnSearch } from '@/features/auth/search';
import { callbackProvider } from '@/features/auth/callback-providers';
import { ProviderCallbackScreen } from '@/features/auth/callback-screens';

/**
 * Kakao and Naver send the visitor back here with a code (or an error); the native shell returns
 * here with the SDK's access token, or Apple's id_token.
 */
export const Route = createFileRoute('/_main/auth/$type/callback')({
  validateSearch: ProviderReturnSearch,
  beforeLoad: ({ params, search }) => {
    if (!callbackProvider(params.type, search)) throw notFound();
  },
  staticData: { hideNav: true },
  component: ProviderCallbackRoute,
});

function ProviderCallbackRoute() {
  const { type } = Route.useParams();
  return <ProviderCallbackScreen type={type} search={Route.useSearch()} />;
}
