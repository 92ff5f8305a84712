import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, searchText } from '@/lib/search-params';
import { PurchaseFailScreen } from '@/features/purchase/purchase-fail-screen';

/**
 * The provider's failure redirect: its code and message, and its orderId (our orderNumber). The
 * screen says the code in our words; the provider's message is read, never shown.
 */
const PurchaseFailSearch = searchSchema(
  { code: searchText, message: searchText, orderId: searchText },
  { whenInvalid: 'drop' },
);

export const Route = createFileRoute('/_main/purchase/fail')({
  validateSearch: PurchaseFailSearch,
  component: PurchaseFailRoute,
});

function PurchaseFailRoute() {
  const { code, orderId } = Route.useSearch();
  return <PurchaseFailScreen code={code} orderId={orderId} />;
}
