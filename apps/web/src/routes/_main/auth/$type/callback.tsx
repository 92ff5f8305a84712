import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProviderCallbackSearch } from '@/features/auth/search';
import { isCallbackProvider } from '@/features/auth/callback-providers';
import { ProviderCallbackScreen } from '@/features/auth/callback-screens';

/** Kakao and Naver send the visitor back here with an authorization code (or an error). */
export const Route = createFileRoute('/_main/auth/$type/callback')({
  validateSearch: ProviderCallbackSearch,
  beforeLoad: ({ params }) => {
    if (!isCallbackProvider(params.type)) throw notFound();
  },
  staticData: { hideNav: true },
  component: ProviderCallbackScreen,
});
