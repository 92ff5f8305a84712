import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_BOOK, MESSAGES, type Address } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Drawer } from '@/components/ui/drawer';
import { AlertIcon } from '@/components/ui/icons';
import { makeIcon } from '@/components/ui/icons/make-icon';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusScreen } from '@/components/ui/status-screen';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { AddressSummary, roadLine } from '@/features/addresses/address-card';
import { AddressFormScreen } from '@/features/addresses/address-form';
import {
  useAddressBook,
  useDeleteAddress,
  useSetDefaultAddress,
} from '@/features/addresses/queries';
import { changeFailedMessage } from '@/lib/change-failed';

export const PinIcon = /* @__PURE__ */ makeIcon(
  'PinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

/** The form over the book: a new entry, or the entry with this id. */
export type AddressEditing = 'new' | number;

export interface AddressBookScreenProps {
  editing?: AddressEditing;
  onOpenForm: (editing: AddressEditing) => void;
  onCloseForm: () => void;
}

const LINK_BUTTON =
  'flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-gray-10 hover:text-gray-100';

function BookLoading() {
  return (
    <ListSkeleton className="flex flex-col gap-s px-m pt-m">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-s rounded-lg border border-gray-20 p-m">
          <Skeleton className="h-22 w-120" />
          <Skeleton className="h-18 w-140" />
          <Skeleton className="h-18 w-full" />
        </div>
      ))}
    </ListSkeleton>
  );
}

function AddressItem({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const isDefault = address.isDefault === 1;
  return (
    <li
      aria-label={t('addresses.card.label', { name: address.receiverName })}
      className={cn(
        'rounded-lg border bg-white p-m',
        isDefault ? 'border-primary' : 'border-gray-20',
      )}
    >
      <AddressSummary address={address} />
      <div className="mt-s flex items-center gap-min border-t border-gray-20 pt-s">
        {isDefault ? null : (
          <button
            type="button"
            onClick={onMakeDefault}
            className={cn(LINK_BUTTON, 'text-primary hover:text-primary')}
          >
            {t('addresses.book.makeDefault')}
          </button>
        )}
        <span className="flex-1" />
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('addresses.book.editLabel', { name: address.receiverName })}
          className={LINK_BUTTON}
        >
          {t('addresses.book.edit')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('addresses.book.deleteLabel', { name: address.receiverName })}
          className={LINK_BUTTON}
        >
          {t('addresses.book.delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * /profile/address: the address book — the default first and marked, each entry with edit,
 * delete (after asking) and "make default"; adding and editing open the form over it.
 */
export function AddressBookScreen({ editing, onOpenForm, onCloseForm }: AddressBookScreenProps) {
  const { t } = useTranslation();
  const title = t('routes.address');
  useDocumentTitle(title);
  const book = useAddressBook();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const toast = <Toast message={notice} onDone={() => setNotice(null)} />;

  if (editing !== undefined && book.data) {
    const target = editing === 'new' ? undefined : book.data.find((a) => a.id === editing);
    if (editing !== 'new' && !target)
      return (
        <>
          <PageHeader title={t('addresses.form.editTitle')} onBack={onCloseForm} />
          <StatusScreen icon={<AlertIcon size={32} />} title={MESSAGES.addressNotFound}>
            <Button size="medium" onClick={onCloseForm}>
              {t('addresses.book.backToList')}
            </Button>
          </StatusScreen>
        </>
      );
    return (
      <>
        <AddressFormScreen
          key={String(editing)}
          address={target}
          bookSize={book.data.length}
          onCancel={onCloseForm}
          onSaved={() => {
            setNotice(t(target ? 'addresses.book.updated' : 'addresses.book.added'));
            onCloseForm();
          }}
        />
        {toast}
      </>
    );
  }

  const entries = book.data ?? [];
  const full = entries.length >= ADDRESS_BOOK.maxEntries;

  return (
    <>
      <PageHeader title={title} />
      {book.isPending ? (
        <BookLoading />
      ) : book.isError && !book.data ? (
        <LoadError
          size="section"
          title={t('addresses.errors.book')}
          body={t('addresses.errors.retryBody')}
          detail={errorText(t, book.error)}
          onRetry={() => void book.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<PinIcon size={30} />}
          title={t('addresses.book.emptyTitle')}
          body={t('addresses.book.emptyBody')}
          action={
            <Button size="small" onClick={() => onOpenForm('new')}>
              {t('addresses.book.add')}
            </Button>
          }
        />
      ) : (
        <>
          <ul
            aria-label={t('addresses.book.listLabel')}
            className="flex flex-col gap-s px-m pt-m pb-l"
          >
            {entries.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                onEdit={() => onOpenForm(address.id)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() =>
                  makeDefault.mutate(address.id, {
                    onSuccess: () => setNotice(t('addresses.book.defaultSet')),
                    onError: (e) => setNotice(changeFailedMessage(e, t('addresses.errors.save'))),
                  })
                }
              />
            ))}
          </ul>
          <div className="h-[calc(80px+var(--inset-bottom))]" aria-hidden="true" />
          <BottomBar>
            {full ? (
              <p className="mb-s text-center text-13 text-gray-60">{MESSAGES.addressBookFull}</p>
            ) : null}
            <Button variant={full ? 'disabled' : 'cta'} onClick={() => onOpenForm('new')}>
              {t('addresses.book.add')}
            </Button>
          </BottomBar>
        </>
      )}

      <Drawer
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('addresses.book.confirmDelete')}
        description={
          deleting?.isDefault === 1
            ? t('addresses.book.confirmDeleteDefault')
            : t('addresses.book.confirmDeleteBody')
        }
      >
        {deleting ? (
          <p className="rounded-md bg-gray-10 p-m text-14 text-gray-80">
            <b className="font-bold text-gray-100">{deleting.receiverName}</b>
            <br />
            {roadLine(deleting.address)} {deleting.detailAddress}
          </p>
        ) : null}
        <div className="mt-l flex gap-s">
          <Button variant="done" className="flex-1" onClick={() => setDeleting(null)}>
            {t('ui.cancel')}
          </Button>
          <Button
            danger
            variant={remove.isPending ? 'progress' : 'cta'}
            className="flex-1"
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice(t('addresses.book.deleted'));
                },
                onError: (e) => {
                  setDeleting(null);
                  setNotice(changeFailedMessage(e, t('addresses.errors.delete')));
                },
              });
            }}
          >
            {t('addresses.book.delete')}
          </Button>
        </div>
      </Drawer>
      {toast}
    </>
  );
}
