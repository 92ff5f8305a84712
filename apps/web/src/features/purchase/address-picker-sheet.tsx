import { useTranslation } from 'react-i18next';
import { ADDRESS_BOOK, MESSAGES, type Address } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Drawer } from '@/components/ui/drawer';
import { AddressSummary } from '@/features/addresses/address-card';

export interface AddressPickerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  book: Address[];
  selectedId: number | null;
  onSelect: (address: Address) => void;
  onAdd: () => void;
}

/** The address book as a choice for this order, with a way to add another entry. */
export function AddressPickerSheet({
  open,
  onOpenChange,
  book,
  selectedId,
  onSelect,
  onAdd,
}: AddressPickerSheetProps) {
  const { t } = useTranslation();
  const full = book.length >= ADDRESS_BOOK.maxEntries;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('purchase.address.pickTitle')}>
      <div
        role="radiogroup"
        aria-label={t('purchase.address.pickTitle')}
        className="flex flex-col gap-s"
      >
        {book.map((address) => {
          const checked = address.id === selectedId;
          return (
            <label
              key={address.id}
              className={cn(
                'relative flex cursor-pointer gap-12 rounded-lg border p-m',
                checked ? 'border-primary bg-secondary-sec01' : 'border-gray-20 hover:bg-gray-10',
              )}
            >
              <input
                type="radio"
                name="purchase-address"
                checked={checked}
                onChange={() => onSelect(address)}
                aria-label={t('addresses.card.label', { name: address.receiverName })}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-2 flex size-20 shrink-0 items-center justify-center rounded-full border-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                  checked ? 'border-primary' : 'border-gray-40',
                )}
              >
                {checked ? <span className="size-10 rounded-full bg-primary" /> : null}
              </span>
              <AddressSummary address={address} />
            </label>
          );
        })}
      </div>
      <div className="mt-m">
        {full ? (
          <p className="mb-s text-center text-13 text-gray-60">{MESSAGES.addressBookFull}</p>
        ) : null}
        <Button variant={full ? 'disabled' : 'done'} onClick={onAdd}>
          {t('purchase.address.add')}
        </Button>
      </div>
    </Drawer>
  );
}
