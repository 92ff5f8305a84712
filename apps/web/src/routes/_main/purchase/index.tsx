import { createFileRoute } from '@tanstack/react-router';
import { addressBookQueryOptions } from '@/features/addresses/queries';
import { useSearchLayer } from '@/features/addresses/use-search-layer';
import { cartQueryOptions } from '@/features/cart/count';
import { PurchaseScreen } from '@/features/purchase/purchase-screen';
import { orderSourceOf } from '@/features/purchase/queries';
import { PurchaseSearch } from '@/features/purchase/search';

/**
 * The order sheet (spec §2: signed-in, nav hidden — both from the /purchase layout). What to
 * order comes in the search params: `cartLineIds=[12,13]` from the cart, `items=7:2` from a
 * product page.
 */
export const Route = createFileRoute('/_main/purchase/')({
  validateSearch: PurchaseSearch,
  loaderDeps: ({ search }) => ({ fromCart: search.cartLineIds !== undefined }),
  // Starts the requests alongside the screen's code; the screen shows its own skeleton meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(addressBookQueryOptions());
    if (deps.fromCart) void context.queryClient.prefetchQuery(cartQueryOptions());
  },
  component: PurchaseRoute,
});

function PurchaseRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const addressForm = useSearchLayer<'new'>(
    (value, replace) =>
      void navigate({ search: (prev) => ({ ...prev, addressForm: value }), replace }),
  );
  return (
    <PurchaseScreen
      source={orderSourceOf(search)}
      addressForm={search.addressForm}
      onOpenAddressForm={() => addressForm.open('new')}
      onCloseAddressForm={addressForm.close}
    />
  );
}
