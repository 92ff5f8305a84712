import { createFileRoute } from '@tanstack/react-router';
import { searchInt, searchSchema, searchText } from '@/lib/search-params';
import { PurchaseSuccessScreen } from '@/features/purchase/purchase-result-screens';

/**
 * The card payment provider returns here with what the confirm call needs (spec §2/§7). A value
 * breaking its rule reads as absent: the screen says what is missing.
 */
const PurchaseSuccessSearch = searchSchema(
  { addressId: searchInt, paymentKey: searchText, orderId: searchText, amount: searchInt },
  { whenInvalid: 'drop' },
);

export const Route = createFileRoute('/_main/purchase/success')({
  validateSearch: PurchaseSuccessSearch,
  component: PurchaseSuccessRoute,
});

function PurchaseSuccessRoute() {
  const search = Route.useSearch();
  return <PurchaseSuccessScreen {...search} />;
}
