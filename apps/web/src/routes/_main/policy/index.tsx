import { createFileRoute } from '@tanstack/react-router';
import { PolicyScreen } from '@/features/policy/policy-screen';

export const Route = createFileRoute('/_main/policy/')({
  component: PolicyScreen,
});
