import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { PurchaseSearch } from '@/features/purchase/search';

export const Route = createFileRoute('/_main/purchase/')({
  validateSearch: PurchaseSearch,
  component: PurchaseRoute,
});

function PurchaseRoute() {
  return <PreparingScreen titleKey="routes.purchase" />;
}
