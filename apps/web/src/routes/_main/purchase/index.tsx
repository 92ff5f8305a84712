import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/purchase/')({
  component: PurchaseRoute,
});

function PurchaseRoute() {
  return <PreparingScreen titleKey="routes.purchase" />;
}
