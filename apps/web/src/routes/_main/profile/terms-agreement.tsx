import { createFileRoute } from '@tanstack/react-router';
import { TermsAgreementSearch } from '@/features/terms/search';
import { TermsAgreementScreen } from '@/features/terms/terms-agreement-screen';

export const Route = createFileRoute('/_main/profile/terms-agreement')({
  validateSearch: TermsAgreementSearch,
  staticData: { hideNav: true },
  component: ProfileTermsAgreementRoute,
});

function ProfileTermsAgreementRoute() {
  const { redirect } = Route.useSearch();
  return <TermsAgreementScreen redirect={redirect} />;
}
