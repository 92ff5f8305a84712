import { createFileRoute } from '@tanstack/react-router';
import { LabsScreen } from '@/features/labs/labs-screen';

export const Route = createFileRoute('/_main/labs/')({
  component: LabsScreen,
});
