import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '@/features/policy/privacy-screen';

export const Route = createFileRoute('/_main/policy/privacy')({
  component: PrivacyScreen,
});
