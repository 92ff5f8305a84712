import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/profile/terms-agreement')({
  staticData: { hideNav: true },
  component: ProfileTermsAgreementRoute,
});

function ProfileTermsAgreementRoute() {
  return <PreparingScreen titleKey="routes.termsAgreement" />;
}
