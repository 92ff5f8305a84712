import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order, OrderProduct, Review } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ReviewForm } from '@/features/reviews/review-form';
import { useOrderFlash } from '@/features/orders/flash';
import { LineSummary, NoticeBlock, OrderNotFound } from '@/features/orders/order-parts';
import {
  isNotFoundError,
  orderDetailKey,
  storeOrder,
  useOrder,
  useUserId,
} from '@/features/orders/queries';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';

/** The order with this line marked as reviewed: the order screen shows 리뷰 보기 at once. */
function withReview(order: Order, orderProductId: number, review: Review): Order {
  return {
    ...order,
    items: order.items.map((item) =>
      item.id === orderProductId ? { ...item, reviewId: review.id, canReview: false } : item,
    ),
  };
}

/** Why this line cannot be reviewed, with the way on. */
function NotReviewable({ order, line }: { order: Order; line: OrderProduct }) {
  const { t } = useTranslation();
  if (line.reviewId !== null)
    return (
      <NoticeBlock title={t('orders.review.already.title')} body={t('orders.review.already.body')}>
        <ButtonLink
          to="/products/detail/$productId/review"
          params={{ productId: line.productId }}
          search={{ sort: 'LATEST' }}
          size="medium"
        >
          {t('orders.review.already.action')}
        </ButtonLink>
      </NoticeBlock>
    );
  const cancelled = line.status === 'CANCELLED';
  return (
    <NoticeBlock
      title={cancelled ? t('orders.review.cancelled') : t('orders.review.notConfirmed.title')}
      body={cancelled ? undefined : t('orders.review.notConfirmed.body')}
    >
      <ButtonLink to="/order/$orderId" params={{ orderId: order.id }} size="medium">
        {t('orders.review.toOrder')}
      </ButtonLink>
    </NoticeBlock>
  );
}

/**
 * /order/{orderId}/review/{orderProductId}: the line being reviewed and the review form; once
 * posted, back to the order with a thank-you. A line that is not confirmed, cancelled or already
 * reviewed says so instead.
 */
export function ReviewWriteScreen({
  orderId,
  orderProductId,
}: {
  orderId: number;
  orderProductId: number;
}) {
  const { t } = useTranslation();
  const title = t('orders.review.title');
  useDocumentTitle(title);
  const query = useOrder(orderId);
  const userId = useUserId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showFlash = useOrderFlash((s) => s.show);

  if (query.isError && !query.data && isNotFoundError(query.error)) return <OrderNotFound />;

  const order = query.data;
  const line = order?.items.find((item) => item.id === orderProductId);

  const onDone = (review: Review) => {
    if (userId !== null) {
      const current = queryClient.getQueryData<Order>(orderDetailKey(userId, orderId));
      if (current) storeOrder(queryClient, userId, withReview(current, orderProductId, review));
    }
    showFlash(t('orders.review.done'));
    void navigate({ to: '/order/$orderId', params: { orderId }, replace: true });
  };

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
      <ListSkeleton className="flex flex-col gap-m bg-white px-m py-l">
        <div className="flex gap-m">
          <Skeleton className="size-56" />
          <div className="flex flex-1 flex-col gap-s">
            <Skeleton className="h-16 w-[80%]" />
            <Skeleton className="h-16 w-96" />
          </div>
        </div>
        <Skeleton className="mx-auto h-40 w-240" />
        <Skeleton className="h-160 w-full" />
      </ListSkeleton>
    );
  } else if (!line) {
    content = (
      <NoticeBlock title={t('orders.cancel.lineNotFound')}>
        <ButtonLink to="/order/$orderId" params={{ orderId }} size="medium">
          {t('orders.review.toOrder')}
        </ButtonLink>
      </NoticeBlock>
    );
  } else if (!line.canReview) {
    content = <NotReviewable order={order} line={line} />;
  } else {
    content = (
      <div className="flex flex-col gap-s">
        <section aria-label={t('orders.review.product')} className="bg-white px-m py-m">
          <LineSummary line={line} size={56} />
        </section>
        <ReviewForm orderProductId={line.id} onDone={onDone} />
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      {content}
    </div>
  );
}
