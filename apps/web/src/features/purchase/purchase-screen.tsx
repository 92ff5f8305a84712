import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderCreateBody } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Drawer } from '@/components/ui/drawer';
import { AlertIcon, CartIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { StatusScreen } from '@/components/ui/status-screen';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { ListError } from '@/features/products/list-states';
import { AmountSummary } from '@/features/cart/amount-summary';
import { changeFailedMessage } from '@/features/cart/change-failed';
import { AddressSummary } from '@/features/addresses/address-card';
import { LoadError } from '@/features/addresses/load-error';
import { defaultAddress, useAddressBook } from '@/features/addresses/queries';
import { RequestTextField } from '@/features/addresses/request-text-field';
import { AddressPickerSheet } from '@/features/purchase/address-picker-sheet';
import { checkoutNavigation, safeCheckoutPath } from '@/features/purchase/checkout';
import { orderAmounts } from '@/features/purchase/order-items';
import { rememberPayment } from '@/features/purchase/payment-memory';
import { usePayLabel } from '@/features/purchase/payment-method-picker';
import { PaymentSection, usePaymentSelection } from '@/features/purchase/payment-section';
import { PriceCheckSheet } from '@/features/purchase/price-check-sheet';
import { useCreateOrder, useOrderItems, type OrderSource } from '@/features/purchase/queries';
import { GAP, ItemsSection, Section, SheetLoading, WayBack } from '@/features/purchase/sheet-parts';
import { useParticleFormats } from '@/lib/use-particle-formats';

/** The form (and zod, which checks it) loads only when an address is added here. */
const AddressFormScreen = lazy(() =>
  import('@/features/addresses/address-form').then((m) => ({ default: m.AddressFormScreen })),
);

export interface PurchaseScreenProps {
  source: OrderSource;
  /** The address form is open over the sheet. */
  addressForm?: 'new';
  onOpenAddressForm: () => void;
  onCloseAddressForm: () => void;
}

/**
 * /purchase, the order sheet: the lines at the server's current prices, the address (default
 * first; another from the book, or a new one through the address form), the delivery request,
 * the card, the amounts, the buyer's consent — then POST /orders and off to the payment page the
 * server names. The amount charged is the server's: if its order comes to another total than
 * the sheet showed, the buyer sees the new amount before paying.
 */
export function PurchaseScreen({
  source,
  addressForm,
  onOpenAddressForm,
  onCloseAddressForm,
}: PurchaseScreenProps) {
  const { t } = useTranslation();
  useParticleFormats();
  const title = t('routes.purchase');
  useDocumentTitle(title);
  const order = useOrderItems(source);
  const book = useAddressBook();
  const create = useCreateOrder();
  const payment = usePaymentSelection();
  const payLabel = usePayLabel();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [request, setRequest] = useState<{ addressId: number | null; text: string }>({
    addressId: null,
    text: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [missing, setMissing] = useState<'address' | 'agree' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [priceCheck, setPriceCheck] = useState<{ path: string; amount: number } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submitting = useRef(false);
  const addAddressRef = useRef<HTMLButtonElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const agreeErrorId = useId();
  const addressErrorId = useId();

  const entries = book.data ?? [];
  const address = entries.find((a) => a.id === selectedId) ?? defaultAddress(entries);
  const requestText =
    address && request.addressId === address.id ? request.text : (address?.requestText ?? '');
  const amounts = orderAmounts(order.items);
  const busy = create.isPending || leaving;

  if (addressForm === 'new')
    return (
      <Suspense fallback={<SheetLoading />}>
        <AddressFormScreen
          bookSize={entries.length}
          onCancel={onCloseAddressForm}
          onSaved={(saved) => {
            setSelectedId(saved.id);
            setMissing(null);
            onCloseAddressForm();
          }}
        />
      </Suspense>
    );

  const header = <PageHeader title={title} />;

  if (source.kind === 'none')
    return (
      <>
        {header}
        <StatusScreen icon={<CartIcon size={32} />} title={t('purchase.nothing.title')}>
          <p className="text-15 text-gray-70">{t('purchase.nothing.body')}</p>
          <div className="flex w-full flex-col items-center gap-s pt-s">
            <ButtonLink to="/cart" size="medium">
              {t('purchase.nothing.cart')}
            </ButtonLink>
            <ButtonLink to="/products/recommend" size="medium" variant="done">
              {t('purchase.nothing.shop')}
            </ButtonLink>
          </div>
        </StatusScreen>
      </>
    );

  if (order.status === 'pending' || (book.isPending && !book.isError))
    return (
      <>
        {header}
        <SheetLoading />
      </>
    );

  if (order.status === 'error')
    return (
      <>
        {header}
        <ListError error={order.error} onRetry={order.refetch} />
      </>
    );

  if (order.items.length === 0)
    return (
      <>
        {header}
        <StatusScreen icon={<AlertIcon size={32} />} title={t('purchase.unavailable.title')}>
          <ul className="flex flex-col gap-s text-15 text-gray-70">
            {order.excluded.map((item) => (
              <li key={item.productId}>
                <b className="font-medium text-gray-90">{item.name}</b> ·{' '}
                {t(`cart.problem.${item.problem ?? 'OUT_OF_STOCK'}`, {
                  count: item.stock,
                })}
              </li>
            ))}
            {order.excluded.length === 0 ? <li>{t('purchase.unavailable.body')}</li> : null}
          </ul>
          <div className="flex w-full flex-col items-center gap-s pt-s">
            <WayBack source={source} items={order.excluded} />
          </div>
        </StatusScreen>
      </>
    );

  const pay = () => {
    if (submitting.current || busy) return;
    if (!address) {
      setMissing('address');
      addAddressRef.current?.focus();
      return;
    }
    if (!agreed) {
      setMissing('agree');
      agreeRef.current?.focus();
      return;
    }
    const choice = payment.check();
    if (!choice) return;
    submitting.current = true;
    const body: OrderCreateBody = {
      items: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
      addressId: address.id,
      requestText: requestText.trim() ? requestText.trim() : null,
      ...(source.kind === 'cart'
        ? { cartLineIds: order.items.flatMap((item) => (item.cartLineId ? [item.cartLineId] : [])) }
        : {}),
      payment: choice,
    };
    create.mutate(body, {
      onSuccess: ({ checkout }) => {
        const path = safeCheckoutPath(checkout.checkoutUrl);
        submitting.current = false;
        rememberPayment(payment.selection);
        if (!path) {
          setFailure(t('purchase.errors.checkout'));
          return;
        }
        if (checkout.amount !== amounts.total) {
          setPriceCheck({ path, amount: checkout.amount });
          return;
        }
        setLeaving(true);
        checkoutNavigation.assign(path);
      },
      onError: (error) => {
        submitting.current = false;
        setFailure(changeFailedMessage(error, t('purchase.errors.generic')));
      },
    });
  };

  return (
    <>
      {header}
      <Section
        title={t('purchase.address.heading')}
        action={
          address ? (
            <button
              type="button"
              onClick={() => setPickerOpen(true)}
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
            title={t('addresses.errors.book')}
            error={book.error}
            onRetry={() => void book.refetch()}
          />
        ) : address ? (
          <AddressSummary address={address} showRequest={false} />
        ) : (
          <div className="flex flex-col items-center gap-s rounded-lg border border-dashed border-gray-40 px-m py-l text-center">
            <p className="text-15 font-medium text-gray-90">{t('purchase.address.empty')}</p>
            <p className="text-13 text-gray-60">{t('purchase.address.emptyBody')}</p>
            <Button
              ref={addAddressRef}
              size="small"
              className="mt-s"
              onClick={onOpenAddressForm}
              aria-describedby={missing === 'address' ? addressErrorId : undefined}
            >
              {t('purchase.address.add')}
            </Button>
          </div>
        )}
        {missing === 'address' && !address ? (
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
              onChange={(text) => setRequest({ addressId: address.id, text })}
            />
          </div>
        ) : null}
      </Section>
      {GAP}

      <ItemsSection source={source} order={order} />
      {GAP}

      <PaymentSection state={payment} />
      {GAP}

      <Section id="purchase-amounts" title={t('purchase.amounts.heading')}>
        <AmountSummary amounts={amounts} totalLabel={t('purchase.amounts.total')} />
      </Section>
      {GAP}

      <div className="px-m pt-l pb-xl">
        <div className="rounded-lg bg-gray-10 p-m">
          <Checkbox
            ref={agreeRef}
            checked={agreed}
            onCheckedChange={(checked) => {
              setAgreed(checked);
              if (checked && missing === 'agree') setMissing(null);
            }}
            aria-describedby={missing === 'agree' ? agreeErrorId : undefined}
            className="text-15 font-bold text-gray-100"
          >
            {t('purchase.agree.label')}
          </Checkbox>
          <p className="mt-min pl-30 text-12 leading-18 text-gray-60">
            {t('purchase.agree.detail')}{' '}
            <Link to="/policy/terms-of-service" className="underline underline-offset-2">
              {t('purchase.agree.terms')}
            </Link>
          </p>
          {missing === 'agree' ? (
            <p id={agreeErrorId} role="alert" className="mt-s pl-30 text-13 text-red">
              {t('purchase.agree.required')}
            </p>
          ) : null}
        </div>
      </div>

      <div className="h-[calc(88px+var(--inset-bottom))]" aria-hidden="true" />
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-column border-t border-gray-20 bg-white px-m pt-s pb-[calc(8px+var(--inset-bottom))] shadow-sheet">
        <Button variant={busy ? 'progress' : 'cta'} onClick={pay}>
          {payLabel(payment.selection, amounts.total)}
        </Button>
      </div>

      <AddressPickerSheet
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        book={entries}
        selectedId={address?.id ?? null}
        onSelect={(picked) => {
          setSelectedId(picked.id);
          setPickerOpen(false);
        }}
        onAdd={() => {
          setPickerOpen(false);
          onOpenAddressForm();
        }}
      />

      <Drawer
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={t('purchase.errors.title')}
        description={failure ?? ''}
      >
        <div className="flex flex-col gap-s">
          <WayBack source={source} items={order.items} />
          <Button onClick={() => setFailure(null)}>{t('ui.confirm')}</Button>
        </div>
      </Drawer>

      <PriceCheckSheet
        check={priceCheck}
        before={amounts.total}
        leaving={leaving}
        payLabel={(amount) => payLabel(payment.selection, amount)}
        onContinue={(path) => {
          if (leaving) return;
          setLeaving(true);
          checkoutNavigation.assign(path);
        }}
        onClose={() => {
          setPriceCheck(null);
          order.refetch();
        }}
      />
    </>
  );
}
