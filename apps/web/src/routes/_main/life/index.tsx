import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/life/')({
  component: LifeRoute,
});

function LifeRoute() {
  return <PreparingScreen titleKey="routes.life" />;
}
