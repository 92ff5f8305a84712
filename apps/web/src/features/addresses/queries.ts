import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ADDRESS_SEARCH,
  PAGING,
  addressesRoutes,
  type Address,
  type AddressCreateBody,
  type AddressUpdateBody,
  type ListMetadata,
  type PostalAddress,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { nextPageAfter } from '@/lib/next-page';

export const addressesKey = ['addresses'] as const;
const addressBookKey = ['addresses', 'book'] as const;
const addressSearchKey = (query: string) => ['addresses', 'search', query] as const;

/** GET /users/me/addresses: the default first, then the most recently added. */
export function addressBookQueryOptions() {
  return queryOptions({
    queryKey: addressBookKey,
    queryFn: async ({ signal }): Promise<Address[]> =>
      (await request(addressesRoutes.listAddresses, {}, { signal })).data,
    staleTime: 30_000,
  });
}

export function useAddressBook() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...addressBookQueryOptions(), enabled: signedIn });
}

/** The entry to preselect: the default, else the first. */
export function defaultAddress(book: readonly Address[]): Address | undefined {
  return book.find((a) => a.isDefault === 1) ?? book[0];
}

/** The book with `id` as the default, moved to the top, as the server will list it. */
export function withDefault(book: readonly Address[], id: number): Address[] {
  const marked = book.map((a) => ({ ...a, isDefault: a.id === id ? 1 : 0 }) as Address);
  return [...marked.filter((a) => a.id === id), ...marked.filter((a) => a.id !== id)];
}

/*
 * After any change the book is read again: the server decides which entry is the default (the
 * first one added, one sent with isDefault, the next one after deleting the default).
 */

/**
 * POST /users/me/addresses: the new entry. It joins the cached book at once (a screen that
 * selects it, like the order sheet, finds it before the book is read again).
 */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddressCreateBody) =>
      (await request(addressesRoutes.createAddress, { body })).data,
    onSuccess: (created) => {
      queryClient.setQueryData<Address[]>(addressBookKey, (book) => {
        const next = [...(book ?? []).filter((a) => a.id !== created.id), created];
        return created.isDefault === 1 ? withDefault(next, created.id) : next;
      });
      return queryClient.invalidateQueries({ queryKey: addressBookKey });
    },
  });
}

/** PATCH /users/me/addresses/:id with the fields that change. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AddressUpdateBody }) =>
      (await request(addressesRoutes.updateAddress, { params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKey }),
  });
}

/** PATCH {isDefault: true}: drawn at once (the mark moves, the entry goes to the top). */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(addressesRoutes.updateAddress, { params: { id }, body: { isDefault: true } }))
        .data,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: addressBookKey });
      const before = queryClient.getQueryData<Address[]>(addressBookKey);
      if (before) queryClient.setQueryData(addressBookKey, withDefault(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(addressBookKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressBookKey }),
  });
}

/** DELETE /users/me/addresses/:id. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(addressesRoutes.deleteAddress, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKey }),
  });
}

export interface AddressSearchPage {
  data: PostalAddress[];
  _metadata: ListMetadata;
}

/** GET /addresses/search (no sign-in needed), ten a page. */
export function addressSearchQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: addressSearchKey(query),
    queryFn: async ({ pageParam, signal }): Promise<AddressSearchPage> => {
      const { data, _metadata } = await request(
        addressesRoutes.searchAddresses,
        { query: { query, page: pageParam, perPage: ADDRESS_SEARCH.defaultPerPage } },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (last, _pages, page) => nextPageAfter(page, last._metadata.totalPage),
    staleTime: 5 * 60_000,
    // A refused query stays refused, and a search that failed (the service took 3 s to time out)
    // offers 다시 시도 and 직접 입력하기 at once instead of retrying behind a spinner.
    retry: false,
  });
}
