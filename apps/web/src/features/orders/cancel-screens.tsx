import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CancelReason, Order, OrderProduct } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CancelReasonChoices } from '@/features/orders/cancel-reasons';
import { useOrderFlash } from '@/features/orders/flash';
import { LineSummary, NoticeBlock, OrderNotFound, Section } from '@/features/orders/order-parts';
import { isNotFoundError, useOrder, usePartialCancel } from '@/features/orders/queries';
import { errorText } from '@/lib/error-text';
import { RefundPreview, StepSkeleton } from '@/features/orders/cancel-parts';
import { RefundAccountFields, useRefundAccount } from '@/components/refund-account-form';
import { LoadError } from '@/components/ui/load-error';

/*
 * The cancel flow of spec §2, in two addresses:
 *   /order/{orderId}/cancel/{orderProductId}          step 1: the line, why, and what comes back
 *   /order/{orderId}/cancel/{orderProductId}/confirm  step 2: the refund once more, then 취소 요청
 * Our reading of ".../confirm": the confirmation step of the cancel (the spec lists both under
 * "cancel flow"), not purchase confirmation — that one is POST /orders/:id/confirm, done in place
 * on the order screen behind a confirm dialog. The chosen reason travels in the address (?reason=),
 * so back, reload and the step in between keep it.
 */

/** Why a line cannot be cancelled (it may have shipped since the order screen was opened). */
function cannotCancelMessage(line: OrderProduct, t: (key: string) => string) {
  if (line.status === 'CANCELLED') return t('orders.cancel.cannot.cancelled');
  if (line.status === 'PAYMENT_PENDING') return t('orders.cancel.cannot.unpaid');
  return t('orders.cancel.cannot.shipped');
}

/**
 * Loads the order, and shows the step only for a line that can be cancelled now; otherwise why
 * not, with the way back to the order.
 */
function CancelStep({
  orderId,
  orderProductId,
  title,
  error,
  children,
}: {
  orderId: number;
  orderProductId: number;
  title: string;
  /** A refusal from the server, shown in place of the generic reason. */
  error?: string | null;
  children: (order: Order, line: OrderProduct) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const query = useOrder(orderId);

  if (query.isError && !query.data && isNotFoundError(query.error)) return <OrderNotFound />;

  const order = query.data;
  const line = order?.items.find((item) => item.id === orderProductId);
  let content: ReactNode;
  if (!order) {
    content = query.isError ? (
      <LoadError
        className="bg-white"
        title={t('orders.detail.loadFailed')}
        detail={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <StepSkeleton />
    );
  } else if (!line) {
    content = (
      <NoticeBlock title={t('orders.cancel.lineNotFound')}>
        <ButtonLink to="/order/$orderId" params={{ orderId }} size="medium">
          {t('orders.cancel.backToOrder')}
        </ButtonLink>
      </NoticeBlock>
    );
  } else if (!line.canCancel) {
    content = (
      <NoticeBlock
        title={t('orders.cancel.cannot.title')}
        body={error ?? cannotCancelMessage(line, t)}
      >
        <ButtonLink to="/order/$orderId" params={{ orderId }} size="medium">
          {t('orders.cancel.backToOrder')}
        </ButtonLink>
      </NoticeBlock>
    );
  } else {
    content = children(order, line);
  }
  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      {content}
    </div>
  );
}

function StepMark({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <p className="bg-white px-m pt-m text-13 font-bold text-primary">
      {t('orders.cancel.step', { step, total: 2 })}
    </p>
  );
}

/** Step 1: which line, why, and how much comes back — before anything is sent. */
export function CancelReasonScreen({
  orderId,
  orderProductId,
  reason,
  onReasonChange,
}: {
  orderId: number;
  orderProductId: number;
  reason: CancelReason | undefined;
  onReasonChange: (reason: CancelReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <CancelStep orderId={orderId} orderProductId={orderProductId} title={t('orders.cancel.title')}>
      {(order, line) => (
        <div className="flex flex-col gap-s pb-[calc(var(--inset-bottom)+96px)]">
          <div>
            <StepMark step={1} />
            <Section title={t('orders.cancel.product')}>
              <LineSummary line={line} />
            </Section>
          </div>
          <div className="bg-white px-m py-l">
            <CancelReasonChoices
              value={reason ?? null}
              onChange={onReasonChange}
              legend={t('orders.cancel.reasonLegend')}
              name="cancel-reason"
            />
          </div>
          <RefundPreview order={order} line={line} />
          <BottomBar shadow={false}>
            {reason ? (
              <ButtonLink
                to="/order/$orderId/cancel/$orderProductId/confirm"
                params={{ orderId, orderProductId }}
                search={{ reason }}
              >
                {t('orders.cancel.next')}
              </ButtonLink>
            ) : (
              <Button disabled aria-describedby="cancel-reason-hint">
                {t('orders.cancel.next')}
              </Button>
            )}
            {reason ? null : (
              <p id="cancel-reason-hint" className="mt-min text-center text-12 text-gray-60">
                {t('orders.cancel.reasonRequired')}
              </p>
            )}
          </BottomBar>
        </div>
      )}
    </CancelStep>
  );
}

/** Step 2's content: the line, the reason, the refund and — for deposited money — the account. */
function ConfirmStep({
  order,
  line,
  reason,
  cancel,
  refusal,
}: {
  order: Order;
  line: OrderProduct;
  reason: CancelReason;
  cancel: ReturnType<typeof usePartialCancel>;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showFlash = useOrderFlash((s) => s.show);
  const refundAccount = useRefundAccount(order);
  const orderId = order.id;
  const orderProductId = line.id;
  const submit = () => {
    if (cancel.isPending) return;
    const account = refundAccount.check();
    if (!account.ok) return;
    cancel.mutate(
      { orderProductId, reason, refundAccount: account.refundAccount },
      {
        onSuccess: (next) => {
          const refund = next.refunds.find((r) => r.orderProductIds.includes(orderProductId));
          const refunded = refund?.amount ?? next.refundedAmount - order.refundedAmount;
          const points = refund?.pointsAmount ?? 0;
          showFlash(
            points > 0
              ? t('orders.cancel.doneWithPoints', {
                  amount: formatPrice(refunded),
                  points: formatPrice(points),
                })
              : t('orders.cancel.done', { amount: formatPrice(refunded) }),
          );
          void navigate({ to: '/order/$orderId', params: { orderId }, replace: true });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-s pb-[calc(var(--inset-bottom)+120px)]">
      <div>
        <StepMark step={2} />
        <Section title={t('orders.cancel.product')}>
          <LineSummary line={line} />
        </Section>
      </div>
      <Section
        title={t('orders.cancel.reasonChosen')}
        aside={
          <Link
            to="/order/$orderId/cancel/$orderProductId"
            params={{ orderId, orderProductId }}
            search={{ reason }}
            replace
            className="-mr-s flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-blue"
          >
            {t('orders.cancel.change')}
          </Link>
        }
      >
        <p className="text-15 text-gray-90">{t(`orders.reason.${reason}`)}</p>
      </Section>
      <RefundPreview order={order} line={line} />
      {refundAccount.needed ? (
        <div className="bg-white px-m py-l">
          <RefundAccountFields form={refundAccount} />
        </div>
      ) : null}
      <BottomBar shadow={false}>
        {refusal ? (
          <p role="alert" className="mb-s text-center text-14 font-medium text-red">
            {refusal}
          </p>
        ) : null}
        <p className="mb-s text-center text-12 text-gray-60">{t('orders.cancel.final')}</p>
        <Button danger variant={cancel.isPending ? 'progress' : 'cta'} onClick={submit}>
          {t('orders.cancel.submit')}
        </Button>
      </BottomBar>
    </div>
  );
}

/**
 * Step 2: the line, the reason and the refund once more, then POST /orders/:orderId/partial-cancel
 * and back to the order with "취소되었어요 · 12,900원 환불". A refusal (409: it has shipped) is the
 * server's message.
 */
export function CancelConfirmScreen({
  orderId,
  orderProductId,
  reason,
}: {
  orderId: number;
  orderProductId: number;
  reason: CancelReason;
}) {
  const { t } = useTranslation();
  const cancel = usePartialCancel(orderId);
  const refusal = cancel.isError ? errorText(t, cancel.error) : null;

  return (
    <CancelStep
      orderId={orderId}
      orderProductId={orderProductId}
      title={t('orders.cancel.confirmTitle')}
      error={refusal}
    >
      {(order, line) => (
        <ConfirmStep order={order} line={line} reason={reason} cancel={cancel} refusal={refusal} />
      )}
    </CancelStep>
  );
}
