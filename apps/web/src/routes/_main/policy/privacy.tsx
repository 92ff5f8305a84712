import { createFileRoute } from '@tanstack/react-router';
import { PolicyDocumentScreen } from '@/features/policy/policy-document-screen';

export const Route = createFileRoute('/_main/policy/privacy')({
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <PolicyDocumentScreen kind="privacy" />;
}
