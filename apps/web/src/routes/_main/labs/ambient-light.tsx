import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/labs/ambient-light')({
  component: LabsAmbientLightRoute,
});

function LabsAmbientLightRoute() {
  return <PreparingScreen titleKey="routes.ambientLight" />;
}
