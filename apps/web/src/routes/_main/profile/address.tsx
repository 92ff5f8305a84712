import { createFileRoute } from '@tanstack/react-router';
import { AddressBookScreen } from '@/features/addresses/address-book-screen';
import { addressBookQueryOptions } from '@/features/addresses/queries';
import { AddressBookSearch } from '@/features/addresses/search';
import { useSearchLayer } from '@/features/addresses/use-search-layer';

export const Route = createFileRoute('/_main/profile/address')({
  validateSearch: AddressBookSearch,
  // Starts the request alongside the screen's code; the screen shows its own skeleton meanwhile.
  loader: ({ context }) => void context.queryClient.prefetchQuery(addressBookQueryOptions()),
  staticData: { hideNav: true },
  component: ProfileAddressRoute,
});

function ProfileAddressRoute() {
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const form = useSearchLayer<NonNullable<typeof edit>>(
    (value, replace) =>
      void navigate({ search: value === undefined ? {} : { edit: value }, replace }),
  );
  return <AddressBookScreen editing={edit} onOpenForm={form.open} onCloseForm={form.close} />;
}
