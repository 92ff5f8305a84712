import { createFileRoute } from '@tanstack/react-router';
import { PolicyDocumentScreen } from '@/features/policy/policy-document-screen';

export const Route = createFileRoute('/_main/policy/terms-of-service')({
  component: TermsOfServiceRoute,
});

function TermsOfServiceRoute() {
  return <PolicyDocumentScreen kind="service" />;
}
