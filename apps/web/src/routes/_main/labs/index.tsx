import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/labs/')({
  component: LabsRoute,
});

function LabsRoute() {
  return <PreparingScreen titleKey="routes.labs" />;
}
