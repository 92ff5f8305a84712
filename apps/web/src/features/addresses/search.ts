import { parseRouteId } from '@chorok/contract';
import { searchSchema, type SearchField } from '@/lib/search-params';
import type { AddressEditing } from '@/features/addresses/address-book-screen';

/** `edit=new` for a new entry, `edit=<id>` for an entry; anything else is a bad address. */
const editField: SearchField<AddressEditing> = (value) =>
  value === 'new' ? 'new' : parseRouteId(value);

/** /profile/address?edit=…: the form open over the book, so back closes it. */
export const AddressBookSearch = searchSchema({ edit: editField });
export type AddressBookSearch = ReturnType<typeof AddressBookSearch.parse>;
