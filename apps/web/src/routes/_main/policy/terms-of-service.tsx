import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '@/features/policy/terms-screen';

export const Route = createFileRoute('/_main/policy/terms-of-service')({
  component: TermsScreen,
});
