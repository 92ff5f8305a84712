import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type MyReview } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AlertIcon } from '@/components/ui/icons/alert';
import { StarFilledIcon } from '@/components/ui/icons/star';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { StatusScreen } from '@/components/ui/status-screen';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState, ListError } from '@/components/ui/list-states';
import { PhotoViewer, type ViewerPhoto } from '@/features/reviews/photo-viewer';
import { reviewPhotos } from '@/features/reviews/photo-strip';
import { ReviewItemSkeleton } from '@/features/reviews/review-item';
import { MyReviewItem } from '@/features/reviews/my-review-item';
import { ReviewEditScreen } from '@/features/reviews/review-edit-screen';
import { useDeleteReview, useMyReviews } from '@/features/reviews/my-reviews-queries';
import { errorText } from '@/lib/error-text';

export interface MyReviewsScreenProps {
  /** The review whose edit form is open over the list (`?edit=`). */
  editing?: number;
  onOpenEdit: (reviewId: number) => void;
  onCloseEdit: () => void;
}

function ReviewList({
  reviews,
  query,
  onEdit,
  onDelete,
}: {
  reviews: MyReview[];
  query: ReturnType<typeof useMyReviews>;
  onEdit: (review: MyReview) => void;
  onDelete: (review: MyReview) => void;
}) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; index: number } | null>(null);
  const { isFetchingNextPage } = query;
  return (
    <div aria-busy={isFetchingNextPage || undefined} className="px-m pb-xl">
      <ul aria-label={t('my-reviews.listLabel')} className="divide-y divide-gray-20">
        {reviews.map((review) => (
          <li key={review.id}>
            <MyReviewItem
              review={review}
              onOpenPhoto={(r, index) => setViewer({ photos: reviewPhotos([r]), index })}
              onEdit={() => onEdit(review)}
              onDelete={() => onDelete(review)}
            />
          </li>
        ))}
      </ul>
      <InfiniteListFooter
        query={query}
        loadingLabel={t('reviews.list.loadingMore')}
        skeleton={<ReviewItemSkeleton />}
        loadingClassName="border-t border-gray-20"
        failed={
          <ListError compact error={query.error} onRetry={() => void query.fetchNextPage()} />
        }
        moreLabel={t('reviews.list.more')}
      />
      <PhotoViewer
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
    </div>
  );
}

/**
 * `/profile/reviews` (리뷰 관리): the shopper's reviews, newest first, each with 수정 (the review
 * form over the list, `?edit=`) and 삭제 (after asking once). A deleted review's order line
 * offers 리뷰 쓰기 again.
 */
export function MyReviewsScreen({ editing, onOpenEdit, onCloseEdit }: MyReviewsScreenProps) {
  const { t } = useTranslation();
  const title = t('my-reviews.title');
  useDocumentTitle(title);
  const query = useMyReviews();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reviews = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?._metadata.total;
  const toast = <Toast message={notice} onDone={() => setNotice(null)} offset="24px" />;

  if (editing !== undefined && query.data) {
    const target = reviews.find((review) => review.id === editing);
    if (!target)
      return (
        <>
          <PageHeader title={t('my-reviews.edit.title')} onBack={onCloseEdit} />
          <StatusScreen icon={<AlertIcon size={32} />} title={MESSAGES.reviewNotFound}>
            <Button size="medium" onClick={onCloseEdit}>
              {t('my-reviews.edit.backToList')}
            </Button>
          </StatusScreen>
        </>
      );
    return (
      <ReviewEditScreen
        key={target.id}
        review={target}
        onClose={onCloseEdit}
        onSaved={() => {
          setNotice(t('my-reviews.edit.done'));
          onCloseEdit();
        }}
      />
    );
  }

  let body;
  if (query.isPending)
    body = (
      <ListSkeleton className="divide-y divide-gray-20 px-m">
        <ReviewItemSkeleton />
        <ReviewItemSkeleton />
      </ListSkeleton>
    );
  else if (query.isError && !query.data)
    body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (reviews.length === 0)
    body = (
      <EmptyState
        icon={<StarFilledIcon size={30} />}
        title={t('my-reviews.empty.title')}
        body={t('my-reviews.empty.body')}
        action={
          <ButtonLink to="/order/history" size="small">
            {t('my-reviews.empty.action')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <>
        <p className="price-nums px-l pt-m text-14 text-gray-60">
          {t('my-reviews.count', { count: total ?? reviews.length })}
        </p>
        <ReviewList
          reviews={reviews}
          query={query}
          onEdit={(review) => onOpenEdit(review.id)}
          onDelete={setDeleting}
        />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t('my-reviews.delete.title')}
        confirmLabel={t('my-reviews.delete.confirm')}
        cancelLabel={t('my-reviews.delete.cancel')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting || remove.isPending) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              setNotice(t('my-reviews.delete.done'));
            },
            onError: (error) => {
              setDeleting(null);
              setNotice(errorText(t, error));
            },
          });
        }}
      >
        {deleting ? (
          <>
            <p className="font-medium text-gray-90">{deleting.product.name}</p>
            <p className="mt-min">{t('my-reviews.delete.body')}</p>
          </>
        ) : null}
      </ConfirmDialog>
      {toast}
    </>
  );
}
