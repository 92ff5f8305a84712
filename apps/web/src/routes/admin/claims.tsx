import { createFileRoute } from '@tanstack/react-router';
import { ClaimsScreen } from '@/features/console/claims-screen';

export const Route = createFileRoute('/admin/claims')({
  component: ClaimsScreen,
});
