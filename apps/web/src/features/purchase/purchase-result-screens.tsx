import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES, isAwaitingDeposit, type Order, type PaymentConfirmBody } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Toast } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  InfoList,
  InfoRow,
  LineSummary,
  NoticeBlock,
  Section,
  ShippingInfo,
} from '@/features/orders/order-parts';
import {
  confirmedOrderIdOf,
  paymentConfirmQueryOptions,
  useOrder,
  useOrderByNumber,
} from '@/features/orders/queries';
import { errorText } from '@/lib/error-text';
import { DepositWaiting } from '@/features/orders/deposit-waiting';
import { useOrderFlash } from '@/features/orders/flash';
import { useMethodSummary } from '@/features/orders/order-money';

/* ---------------------------------------------------------------------------------------------
 * /purchase/success
 */

function Processing() {
  const { t } = useTranslation();
  return (
    <section
      aria-busy="true"
      className="flex flex-1 flex-col items-center justify-center gap-m px-l py-xxxl text-center"
    >
      <Spinner size={48} label={t('orders.purchase.success.processing')} className="text-primary" />
      <h2 className="text-20 font-bold text-gray-100">{t('orders.purchase.success.processing')}</h2>
      <p className="text-15 text-gray-70">{t('orders.purchase.success.processingBody')}</p>
    </section>
  );
}

/** The top of a paid order: done, its number, how much and how. */
function PaidSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const methodOf = useMethodSummary();
  const payment = order.payment;
  const method = methodOf(order);
  return (
    <section className="flex flex-col items-center gap-s bg-white px-l pt-xl pb-l text-center">
      <span className="mb-s flex size-72 items-center justify-center rounded-full bg-secondary-sec01 text-primary motion-safe:animate-like-pop">
        <CheckIcon size={40} />
      </span>
      <h2 className="text-24 font-bold text-gray-100">{t('orders.purchase.success.title')}</h2>
      <p className="text-15 text-gray-70">{t('orders.purchase.success.body')}</p>
      <InfoList className="mt-m w-full rounded-md bg-gray-10 p-m text-left">
        <InfoRow label={t('orders.purchase.success.number')}>{order.orderNumber}</InfoRow>
        <InfoRow label={t('orders.purchase.success.paid')} strong>
          {formatPrice(payment?.amount ?? order.totalAmount)}
        </InfoRow>
        {payment ? (
          <InfoRow label={t('orders.payment.method')}>
            {method.name}
            {method.detail ? (
              <span className="block text-13 text-gray-60">{method.detail}</span>
            ) : null}
          </InfoRow>
        ) : null}
      </InfoList>
    </section>
  );
}

/** The top of an order whose virtual account waits for the deposit: taken, and where to pay. */
function DepositSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-s bg-white px-m pt-l pb-l">
      <h2 className="text-22 font-bold text-gray-100">{t('orders.purchase.deposit.title')}</h2>
      <p className="price-nums text-14 text-gray-60">
        {t('orders.history.number', { number: order.orderNumber })}
      </p>
      <DepositWaiting order={order} className="mt-s" />
    </section>
  );
}

/** A paid order, or one waiting for its deposit: what was ordered, where it goes, what next. */
function PlacedOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const flash = useOrderFlash();
  return (
    <div className="flex flex-col gap-s bg-gray-10 pb-[calc(var(--inset-bottom)+24px)]">
      {isAwaitingDeposit(order) ? <DepositSummary order={order} /> : <PaidSummary order={order} />}
      <Section
        title={t('orders.detail.items')}
        aside={
          <span className="price-nums text-14 text-gray-60">
            {t('orders.detail.itemCount', { count: order.items.length })}
          </span>
        }
      >
        <ul className="flex flex-col gap-m">
          {order.items.map((line) => (
            <li key={line.id}>
              <LineSummary line={line} size={56} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('orders.shipping.title')}>
        <ShippingInfo shipping={order.shipping} />
      </Section>
      <div className="flex flex-col gap-s bg-white px-m py-l">
        <ButtonLink to="/order/$orderId" params={{ orderId: order.id }}>
          {t('orders.purchase.success.detail')}
        </ButtonLink>
        <ButtonLink to="/home" variant="done">
          {t('orders.purchase.success.continue')}
        </ButtonLink>
      </div>
      <Toast message={flash.message} onDone={flash.clear} />
    </div>
  );
}

/** A refusal worth asking again about: no answer, a server fault, or "still processing". */
const isRetryable = (error: Error) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.message === MESSAGES.paymentInProgress;

/** The order a refused payment was for, when it can be found: the way to it, else to the history. */
function OrderOrHistoryLink({ orderNumber }: { orderNumber: string | undefined }) {
  const { t } = useTranslation();
  const found = useOrderByNumber(orderNumber);
  const order = found.data;
  return order ? (
    <ButtonLink to="/order/$orderId" params={{ orderId: order.id }} size="medium">
      {t('orders.purchase.success.detail')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/order/history" size="medium">
      {t('orders.purchase.history')}
    </ButtonLink>
  );
}

/**
 * The confirm did not end in a paid order: refused (the card, the amount, the order), or not
 * known yet (no answer, "still processing"), which is never called a failure.
 */
function Refused({
  error,
  orderNumber,
  onRetry,
}: {
  error: Error;
  orderNumber: string | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const unknown = isRetryable(error);
  return (
    <NoticeBlock
      title={t(unknown ? 'orders.purchase.success.unconfirmed' : 'orders.purchase.success.refused')}
      body={errorText(t, error)}
    >
      <p className="text-13 text-gray-60">
        {t(
          unknown
            ? 'orders.purchase.success.unconfirmedBody'
            : 'orders.purchase.success.refusedBody',
        )}
      </p>
      {onRetry && unknown ? (
        <Button size="medium" onClick={onRetry}>
          {t('orders.purchase.success.retry')}
        </Button>
      ) : null}
      <OrderOrHistoryLink orderNumber={orderNumber} />
      <ButtonLink to="/cart" size="medium" variant="done">
        {t('orders.purchase.cart')}
      </ButtonLink>
    </NoticeBlock>
  );
}

/** The page around one outcome: its header and the document title say what happened. */
function ResultPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-1 flex-col bg-white">
      <PageHeader title={title} back={false} />
      {children}
    </div>
  );
}

/**
 * Paid, refused or still being checked, each under its own title: 결제 완료 only over a paid
 * order, 결제 실패 over a refusal, 결제 확인 while the outcome is not known.
 */
function Outcome({
  query,
  orderNumber,
}: {
  query: { data?: Order; error: Error | null; refetch: () => unknown };
  orderNumber: string;
}) {
  const { t } = useTranslation();
  if (query.data)
    return (
      <ResultPage
        title={t(
          isAwaitingDeposit(query.data)
            ? 'orders.purchase.deposit.pageTitle'
            : 'orders.purchase.success.pageTitle',
        )}
      >
        <PlacedOrder order={query.data} />
      </ResultPage>
    );
  if (query.error)
    return (
      <ResultPage
        title={t(
          isRetryable(query.error)
            ? 'orders.purchase.success.checkingTitle'
            : 'orders.purchase.fail.pageTitle',
        )}
      >
        <Refused
          error={query.error}
          orderNumber={orderNumber}
          onRetry={() => void query.refetch()}
        />
      </ResultPage>
    );
  return (
    <ResultPage title={t('orders.purchase.success.checkingTitle')}>
      <Processing />
    </ResultPage>
  );
}

function ConfirmPayment({ body }: { body: PaymentConfirmBody }) {
  const queryClient = useQueryClient();
  const query = useQuery(paymentConfirmQueryOptions(queryClient, body));
  return <Outcome query={query} orderNumber={body.orderId} />;
}

/** A reload of a payment this tab already confirmed: the order as it is now, no second confirm. */
function ConfirmedBefore({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  return <Outcome query={useOrder(orderId)} orderNumber={orderNumber} />;
}

export interface PurchaseSuccessSearch {
  addressId?: number;
  paymentKey?: string;
  orderId?: string;
  amount?: number;
}

/**
 * /purchase/success?addressId&paymentKey&orderId&amount: the provider approved the card; we
 * confirm the payment (POST /payments/confirm, once — see paymentConfirmQueryOptions) and show the
 * order, or the server's refusal (amount mismatch, expired order, provider error) in Korean.
 */
export function PurchaseSuccessScreen({ paymentKey, orderId, amount }: PurchaseSuccessSearch) {
  const { t } = useTranslation();
  const [remembered] = useState(() => (paymentKey ? confirmedOrderIdOf(paymentKey) : null));

  if (!paymentKey || !orderId || amount === undefined || amount <= 0)
    return (
      <ResultPage title={t('orders.purchase.success.checkingTitle')}>
        <NoticeBlock
          title={t('orders.purchase.success.invalid')}
          body={t('orders.purchase.success.invalidBody')}
        >
          <ButtonLink to="/order/history" size="medium">
            {t('orders.purchase.history')}
          </ButtonLink>
          <ButtonLink to="/cart" size="medium" variant="done">
            {t('orders.purchase.cart')}
          </ButtonLink>
        </NoticeBlock>
      </ResultPage>
    );
  if (remembered !== null) return <ConfirmedBefore orderId={remembered} orderNumber={orderId} />;
  return <ConfirmPayment body={{ paymentKey, orderId, amount }} />;
}
