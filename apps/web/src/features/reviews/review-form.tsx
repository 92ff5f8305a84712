import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_WRITE, type MyReview, type Review } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';
import { StarFilledIcon } from '@/components/ui/icons';
import {
  ReviewPhotoField,
  useReviewPhotos,
  type PhotoItem,
} from '@/features/reviews/review-photos';
import { useCreateReview } from '@/features/reviews/write-queries';
import { errorText } from '@/lib/error-text';

const RATINGS = [1, 2, 3, 4, 5] as const;
/** '1,000' */
const maxLabel = formatNumber(REVIEW_WRITE.contentMax);

/** What the form would send, or the first thing wrong with it. */
export function reviewFormProblems(rating: number | null, content: string) {
  const length = content.trim().length;
  return {
    rating: rating === null,
    content: length < REVIEW_WRITE.contentMin || length > REVIEW_WRITE.contentMax,
  };
}

/** 1–5 stars as native radio buttons: arrow keys move the rating, each star a 44 px target. */
function RatingField({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col items-center"
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="mx-auto text-17 font-bold text-gray-100">
        {t('review-write.rating.legend')}
      </legend>
      <div className="mt-s flex">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="flex size-48 cursor-pointer items-center justify-center rounded-sm has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-invalid={invalid || undefined}
              className="sr-only"
            />
            <StarFilledIcon
              size={36}
              className={cn(
                'transition-colors',
                value !== null && rating <= value ? 'text-orange' : 'text-gray-30',
              )}
            />
            <span className="sr-only">
              {t('review-write.rating.option', {
                rating,
                label: t(`review-write.rating.labels.${rating}`),
              })}
            </span>
          </label>
        ))}
      </div>
      <p className={cn('mt-min h-20 text-14', value ? 'font-medium text-gray-80' : 'text-gray-60')}>
        {value ? t(`review-write.rating.labels.${value}`) : t('review-write.rating.hint')}
      </p>
      {invalid ? (
        <p id={errorId} role="alert" className="mt-min text-13 text-red">
          {t('review-write.rating.required')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What the form sends once everything checks out; the photos are all uploaded (or kept). */
export interface ReviewDraft {
  rating: number;
  content: string;
  photos: PhotoItem[];
}

export interface ReviewFieldsProps {
  /** The review being edited: its rating, text and photos to start from. */
  initial?: Pick<MyReview, 'rating' | 'content' | 'photos'>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the button as it says it. */
  refusal: string | null;
  onSend: (draft: ReviewDraft) => void;
}

/**
 * The rating (required), 10–1,000 characters with a live count and up to five photos uploaded as
 * they are chosen; problems show once the shopper tries to send. Writing and editing a review
 * share it; what sending does is the caller's.
 */
export function ReviewFields({
  initial,
  label,
  submitLabel,
  pending,
  refusal: serverRefusal,
  onSend,
}: ReviewFieldsProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [content, setContent] = useState(initial?.content ?? '');
  const [tried, setTried] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const photos = useReviewPhotos(initial?.photos);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contentId = useId();
  const counterId = useId();
  const contentErrorId = useId();

  const problems = reviewFormProblems(rating, content);
  const length = content.trim().length;
  const showContentError = tried && problems.content;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    if (problems.rating) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (problems.content) {
      contentRef.current?.focus();
      return;
    }
    if (photos.items.some((p) => p.status === 'uploading')) {
      setBlocked(t('review-write.photos.pendingBlock'));
      return;
    }
    if (photos.items.some((p) => p.status === 'error')) {
      setBlocked(t('review-write.photos.failedBlock'));
      return;
    }
    setBlocked(null);
    onSend({ rating: rating ?? 0, content: content.trim(), photos: photos.items });
  };

  const refusal = blocked ?? serverRefusal;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-col gap-s"
    >
      <div className="bg-white px-m py-l">
        <RatingField value={rating} onChange={setRating} invalid={tried && problems.rating} />
      </div>

      <div className="bg-white px-m py-l">
        <div className="flex items-baseline justify-between gap-s">
          <label htmlFor={contentId} className="text-15 font-bold text-gray-100">
            {t('review-write.content.label')}
          </label>
          <span
            id={counterId}
            className={cn(
              'price-nums text-13',
              length > REVIEW_WRITE.contentMax ? 'text-red' : 'text-gray-60',
            )}
          >
            <span className="sr-only">{t('review-write.content.counterLabel')} </span>
            {t('review-write.content.counter', {
              count: length,
              max: maxLabel,
            })}
          </span>
        </div>
        <textarea
          ref={contentRef}
          id={contentId}
          name="content"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={REVIEW_WRITE.contentMax}
          rows={7}
          placeholder={t('review-write.content.placeholder', { min: REVIEW_WRITE.contentMin })}
          aria-invalid={showContentError || undefined}
          aria-describedby={cn(counterId, showContentError && contentErrorId) || undefined}
          className={cn(
            'mt-s w-full resize-y rounded-md border bg-white p-m text-15 leading-22 text-gray-100 placeholder:text-gray-60 focus:border-primary focus:outline-none',
            showContentError ? 'border-red' : 'border-gray-30',
          )}
        />
        {showContentError ? (
          <p id={contentErrorId} role="alert" className="mt-min text-13 text-red">
            {length < REVIEW_WRITE.contentMin
              ? t('review-write.content.tooShort', {
                  min: REVIEW_WRITE.contentMin,
                  remaining: REVIEW_WRITE.contentMin - length,
                })
              : t('review-write.content.tooLong', { max: maxLabel })}
          </p>
        ) : null}
      </div>

      <div className="bg-white px-m py-l">
        <ReviewPhotoField photos={photos} />
      </div>

      <div className="bg-white px-m pt-m pb-[calc(var(--inset-bottom)+24px)]">
        {refusal ? (
          <p role="alert" className="mb-s text-center text-14 font-medium text-red">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" variant={pending ? 'progress' : 'cta'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Writing a review of one confirmed order line: POST /reviews with the uploaded photos' ids. The
 * server's refusal (not confirmed, already reviewed) is shown as it says it.
 */
export function ReviewForm({
  orderProductId,
  onDone,
}: {
  orderProductId: number;
  onDone: (review: Review) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateReview();
  return (
    <ReviewFields
      label={t('review-write.formLabel')}
      submitLabel={t('review-write.submit')}
      pending={create.isPending}
      refusal={create.isError ? errorText(t, create.error) : null}
      onSend={({ rating, content, photos }) =>
        create.mutate(
          {
            orderProductId,
            rating,
            content,
            photoIds: photos.flatMap((p) => (p.uploaded ? [p.uploaded.id] : [])),
          },
          { onSuccess: onDone },
        )
      }
    />
  );
}
