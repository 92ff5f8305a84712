import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { searchSchema, searchText } from '@/features/app/search-params';

const PurchaseFailSearch = searchSchema({
  code: searchText,
  message: searchText,
  orderId: searchText,
});

export const Route = createFileRoute('/_main/purchase/fail')({
  validateSearch: PurchaseFailSearch,
  component: PurchaseFailRoute,
});

function PurchaseFailRoute() {
  return <PreparingScreen titleKey="routes.purchaseFail" />;
}
