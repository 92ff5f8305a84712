import { useId, type Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { AddressSummary } from '@/features/addresses/address-card';
import { RequestTextField } from '@/features/addresses/request-text-field';
import { Section } from '@/features/purchase/sheet-parts';

/**
 * The order sheet's 배송지: the chosen address with 변경 (the book's other entries), or a way to
 * add the first one (and why paying waits for it), and the delivery request for that address.
 */
export function AddressSection({
  book,
  address,
  missing,
  addRef,
  onAdd,
  onChange,
  requestText,
  onRequestText,
}: {
  book: UseQueryResult<Address[]>;
  address: Address | undefined;
  /** Paying was pressed without an address. */
  missing: boolean;
  addRef: Ref<HTMLButtonElement>;
  onAdd: () => void;
  onChange: () => void;
  requestText: string;
  onRequestText: (addressId: number, text: string) => void;
}) {
  const { t } = useTranslation();
  const addressErrorId = useId();
  return (
    <Section
      title={t('purchase.address.heading')}
      action={
        address ? (
          <button
            type="button"
            onClick={onChange}
            aria-label={t('purchase.address.changeLabel')}
            className="flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-gray-70 underline underline-offset-2 hover:bg-gray-10"
          >
            {t('purchase.address.change')}
          </button>
        ) : null
      }
    >
      {book.isError && !book.data ? (
        <LoadError
          size="section"
          title={t('addresses.errors.book')}
          body={t('addresses.errors.retryBody')}
          detail={errorText(t, book.error)}
          onRetry={() => void book.refetch()}
        />
      ) : address ? (
        <AddressSummary address={address} showRequest={false} />
      ) : (
        <div className="flex flex-col items-center gap-s rounded-lg border border-dashed border-gray-40 px-m py-l text-center">
          <p className="text-15 font-medium text-gray-90">{t('purchase.address.empty')}</p>
          <p className="text-13 text-gray-60">{t('purchase.address.emptyBody')}</p>
          <Button
            ref={addRef}
            size="small"
            className="mt-s"
            onClick={onAdd}
            aria-describedby={missing ? addressErrorId : undefined}
          >
            {t('purchase.address.add')}
          </Button>
        </div>
      )}
      {missing && !address ? (
        <p id={addressErrorId} role="alert" className="mt-s text-center text-13 text-red">
          {t('purchase.address.required')}
        </p>
      ) : null}
      {address ? (
        <div className="mt-l">
          <RequestTextField
            key={address.id}
            label={t('purchase.request.heading')}
            value={requestText}
            onChange={(text) => onRequestText(address.id, text)}
          />
        </div>
      ) : null}
    </Section>
  );
}
