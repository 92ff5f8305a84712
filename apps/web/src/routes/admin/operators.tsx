import { createFileRoute } from '@tanstack/react-router';
import { OperatorsScreen } from '@/features/console/operators-screen';

export const Route = createFileRoute('/admin/operators')({
  component: OperatorsScreen,
});
