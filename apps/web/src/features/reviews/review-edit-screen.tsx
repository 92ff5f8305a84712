import { useTranslation } from 'react-i18next';
import type { MyReview } from '@chorok/contract';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useImageUrls } from '@/hooks/use-image-urls';
import { ReviewFields } from '@/features/reviews/review-form';
import { useUpdateReview } from '@/features/reviews/my-reviews-queries';
import { errorText } from '@/lib/error-text';

/**
 * Editing one of the shopper's reviews, over 리뷰 관리 (its back closes it): the product, then the
 * review form started from the review's rating, text and photos. Photos kept are named by id,
 * new ones uploaded as when writing; PATCH /reviews/:id applies the same rules as a new review.
 */
export function ReviewEditScreen({
  review,
  onClose,
  onSaved,
}: {
  review: MyReview;
  onClose: () => void;
  onSaved: (review: MyReview) => void;
}) {
  const { t } = useTranslation();
  const title = t('my-reviews.edit.title');
  useDocumentTitle(title);
  const imageUrls = useImageUrls();
  const update = useUpdateReview();
  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} onBack={onClose} />
      <div className="flex flex-col gap-s">
        <section
          aria-label={t('my-reviews.edit.product')}
          className="flex items-center gap-m bg-white px-m py-m"
        >
          <img
            src={imageUrls.src(review.product.image.url, 187)}
            width={56}
            height={56}
            alt=""
            className="size-56 shrink-0 rounded-sm bg-gray-10 object-cover"
          />
          <p className="min-w-0 flex-1 text-15 font-medium text-gray-100">{review.product.name}</p>
        </section>
        <ReviewFields
          initial={review}
          label={title}
          submitLabel={t('my-reviews.edit.submit')}
          pending={update.isPending}
          refusal={update.isError ? errorText(t, update.error) : null}
          onSend={({ rating, content, photos }) =>
            update.mutate(
              {
                id: review.id,
                body: {
                  rating,
                  content,
                  keepPhotoIds: photos.flatMap((p) => (p.kept ? [p.kept.id] : [])),
                  photoIds: photos.flatMap((p) => (!p.kept && p.uploaded ? [p.uploaded.id] : [])),
                },
              },
              { onSuccess: onSaved },
            )
          }
        />
      </div>
    </div>
  );
}
