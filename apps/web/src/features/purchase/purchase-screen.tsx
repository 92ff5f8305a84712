import { Suspense, lazy, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderCreateBody } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ListError } from '@/components/ui/list-states';
import { changeFailedMessage } from '@/lib/change-failed';
import { defaultAddress, useAddressBook } from '@/features/addresses/queries';
import { AddressPickerSheet } from '@/features/purchase/address-picker-sheet';
import { AddressSection } from '@/features/purchase/address-section';
import { checkoutNavigation, safeCheckoutPath } from '@/features/purchase/checkout';
import { BenefitSection, QuoteAmounts } from '@/features/purchase/benefit-section';
import { rememberPayment } from '@/features/purchase/payment-memory';
import { usePayLabel } from '@/features/purchase/payment-method-picker';
import { OrderFailureSheet } from '@/features/purchase/order-failure-sheet';
import { PaymentSection, usePaymentSelection } from '@/features/purchase/payment-section';
import { PriceCheckSheet } from '@/features/purchase/price-check-sheet';
import { useCreateOrder, useOrderItems, type OrderSource } from '@/features/purchase/queries';
import {
  ConsentBox,
  GAP,
  ItemsSection,
  Section,
  SheetLoading,
  WayBack,
} from '@/features/purchase/sheet-parts';
import { NothingOrderable, NothingToOrder } from '@/features/purchase/sheet-states';
import {
  benefitRefusalOf,
  orderQuoteKey,
  useOrderQuote,
} from '@/features/purchase/use-order-quote';
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
 * the coupon and 적립금, the payment method, the amounts (the server's quote), the buyer's consent
 * — then POST /orders with the quote's coupon and 적립금 and off to the payment page the server
 * names. The amount charged is the server's: if its order comes to another total than the sheet
 * showed, the buyer sees the new amount before paying.
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
  const queryClient = useQueryClient();
  const quote = useOrderQuote(order.items, order.status === 'success');
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
  /** Why the order was refused; `benefit`: over the coupon or 적립금, which the cart cannot fix. */
  const [failure, setFailure] = useState<{ message: string; benefit: boolean } | null>(null);
  const [priceCheck, setPriceCheck] = useState<{
    path: string;
    amount: number;
    before: number;
  } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submitting = useRef(false);
  const addAddressRef = useRef<HTMLButtonElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);

  const entries = book.data ?? [];
  const address = entries.find((a) => a.id === selectedId) ?? defaultAddress(entries);
  const requestText =
    address && request.addressId === address.id ? request.text : (address?.requestText ?? '');
  const quoted = quote.quote;
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
        <NothingToOrder />
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
        <NothingOrderable source={source} excluded={order.excluded} />
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
    // The figures sent are the ones on screen: never a quote still on its way.
    if (!quoted || !quote.settled) return;
    const choice = payment.check();
    if (!choice) return;
    submitting.current = true;
    const shownTotal = quoted.totalAmount;
    const body: OrderCreateBody = {
      items: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
      addressId: address.id,
      requestText: requestText.trim() ? requestText.trim() : null,
      ...(source.kind === 'cart'
        ? { cartLineIds: order.items.flatMap((item) => (item.cartLineId ? [item.cartLineId] : [])) }
        : {}),
      payment: choice,
      couponId: quoted.couponId,
      points: quoted.pointsUsed,
    };
    create.mutate(body, {
      onSuccess: ({ checkout }) => {
        const path = safeCheckoutPath(checkout.checkoutUrl);
        submitting.current = false;
        rememberPayment(payment.selection);
        if (!path) {
          setFailure({ message: t('purchase.errors.checkout'), benefit: false });
          return;
        }
        if (checkout.amount !== shownTotal) {
          setPriceCheck({ path, amount: checkout.amount, before: shownTotal });
          return;
        }
        setLeaving(true);
        checkoutNavigation.assign(path);
      },
      onError: (error) => {
        submitting.current = false;
        const refusal = benefitRefusalOf(error);
        // The coupon was used elsewhere or the balance moved: the server picks again, the quote
        // is read again.
        if (refusal === 'coupon') quote.resetCoupon();
        if (refusal) void queryClient.invalidateQueries({ queryKey: orderQuoteKey });
        setFailure({
          message: changeFailedMessage(error, t('purchase.errors.generic')),
          benefit: refusal !== null,
        });
      },
    });
  };

  return (
    <>
      {header}
      <AddressSection
        book={book}
        address={address}
        missing={missing === 'address'}
        addRef={addAddressRef}
        onAdd={onOpenAddressForm}
        onChange={() => setPickerOpen(true)}
        requestText={requestText}
        onRequestText={(addressId, text) => setRequest({ addressId, text })}
      />
      {GAP}

      <ItemsSection source={source} order={order} />
      {GAP}

      <BenefitSection state={quote} />
      {GAP}

      <PaymentSection state={payment} />
      {GAP}

      <Section id="purchase-amounts" title={t('purchase.amounts.heading')}>
        <QuoteAmounts state={quote} />
      </Section>
      {GAP}

      <ConsentBox
        ref={agreeRef}
        agreed={agreed}
        error={missing === 'agree'}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked && missing === 'agree') setMissing(null);
        }}
      />

      <div className="h-[calc(88px+var(--inset-bottom))]" aria-hidden="true" />
      <BottomBar>
        <Button
          variant={busy || (quoted && !quote.settled) ? 'progress' : quoted ? 'cta' : 'disabled'}
          onClick={pay}
        >
          {quoted
            ? payLabel(payment.selection, quoted.totalAmount)
            : quote.query.isError
              ? t('purchase.payButton.quoteFailed')
              : t('purchase.payButton.quoting')}
        </Button>
      </BottomBar>

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

      <OrderFailureSheet
        failure={failure}
        onClose={() => setFailure(null)}
        wayBack={<WayBack source={source} items={order.items} />}
      />

      <PriceCheckSheet
        check={priceCheck}
        before={priceCheck?.before ?? 0}
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
          void queryClient.invalidateQueries({ queryKey: orderQuoteKey });
        }}
      />
    </>
  );
}
