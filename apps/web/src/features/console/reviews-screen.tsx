import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { StarOutlineIcon } from '@/components/ui/icons/star-outline';
import { Toast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { PhotoViewer } from '@/features/reviews/photo-viewer';
import { useConsoleSearch } from '@/features/console/console-link';
import { ConsoleList } from '@/features/console/console-list';
import { Chip, ChipGroup, ConsolePage, Panel } from '@/features/console/console-parts';
import { HideReviewDialog } from '@/features/console/hide-review-dialog';
import { adminReviewsQueryOptions, useReviewVisibility } from '@/features/console/queries';
import { ReviewCard } from '@/features/console/review-card';
import { reviewListQuery, type ReviewsSearch, readReviewsSearch } from '@/features/console/search';

const RATINGS = [5, 4, 3, 2, 1] as const;
const FLAGS = [undefined, true, false] as const;
const flagKey = (value: boolean | undefined) =>
  value === undefined ? 'all' : value ? 'yes' : 'no';

function ReviewsFilters({
  search,
  onSearch,
}: {
  search: ReviewsSearch;
  onSearch: (search: ReviewsSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = (next: Partial<ReviewsSearch>) =>
    onSearch({ ...search, ...next, page: undefined });
  return (
    <div className="flex flex-col gap-m lg:flex-row lg:flex-wrap lg:items-start lg:gap-l">
      <div>
        <label htmlFor={`${id}-rating`} className="block text-13 font-bold text-gray-80">
          {t('console.reviews.rating')}
        </label>
        <select
          id={`${id}-rating`}
          value={search.rating ?? ''}
          onChange={(event) =>
            change({ rating: event.target.value ? Number(event.target.value) : undefined })
          }
          className={cn(
            fieldClassName(false, { size: 'sm', layout: 'inline' }),
            'mt-min w-full lg:w-160',
          )}
        >
          <option value="">{t('console.reviews.ratingAll')}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t('console.reviews.ratingValue', { rating })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-min">
        <span className="text-13 font-bold text-gray-80">{t('console.reviews.photos')}</span>
        <div className="flex min-w-0 items-center lg:h-48">
          <ChipGroup label={t('console.reviews.photos')}>
            {FLAGS.map((value) => (
              <Chip
                key={flagKey(value)}
                selected={search.photos === value}
                onClick={() => change({ photos: value })}
              >
                {t(`console.reviews.photosFilter.${flagKey(value)}`)}
              </Chip>
            ))}
          </ChipGroup>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-min">
        <span className="text-13 font-bold text-gray-80">{t('console.reviews.visibility')}</span>
        <div className="flex min-w-0 items-center lg:h-48">
          <ChipGroup label={t('console.reviews.visibility')}>
            {FLAGS.map((value) => (
              <Chip
                key={flagKey(value)}
                selected={search.hidden === value}
                onClick={() => change({ hidden: value })}
              >
                {t(`console.reviews.hiddenFilter.${flagKey(value)}`)}
              </Chip>
            ))}
          </ChipGroup>
        </div>
      </div>
    </div>
  );
}

/**
 * /admin/reviews: reviews, newest first, by rating, photos and visibility. 숨기기 asks why (the
 * author reads it); a hidden review leaves the shop and its product's rating until 다시 보이기.
 */
export function ReviewsScreen({
  search,
  onSearch,
}: {
  search: ReviewsSearch;
  onSearch: (search: ReviewsSearch) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminReviewsQueryOptions(reviewListQuery(search)));
  const visibility = useReviewVisibility();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [viewer, setViewer] = useState<{ review: AdminReview; index: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [unhideError, setUnhideError] = useState<{ id: number; message: string } | null>(null);
  const filtered =
    search.rating !== undefined || search.photos !== undefined || search.hidden !== undefined;

  const hide = (reason: string) => {
    if (!hiding) return;
    visibility.mutate(
      { id: hiding.id, hide: true, reason },
      {
        onSuccess: () => {
          setHiding(null);
          setDone(t('console.reviews.hidden'));
        },
      },
    );
  };
  const unhide = (review: AdminReview) => {
    setUnhideError(null);
    visibility.mutate(
      { id: review.id, hide: false },
      {
        onSuccess: () => setDone(t('console.reviews.shown')),
        onError: (error) => setUnhideError({ id: review.id, message: errorText(t, error) }),
      },
    );
  };

  return (
    <ConsolePage title={t('console.reviews.title')} description={t('console.reviews.description')}>
      <Panel>
        <ReviewsFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel>
        <ConsoleList
          area="reviews"
          query={query}
          icon={<StarOutlineIcon size={30} />}
          filtered={filtered}
          onClear={() => onSearch({})}
          onPage={(page) => onSearch({ ...search, page })}
          skeleton={['h-120 w-full', 'h-120 w-full', 'h-120 w-full']}
        >
          {(rows) => (
            <ul
              aria-label={t('console.reviews.listLabel')}
              className="-mt-m divide-y divide-gray-20"
            >
              {rows.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    busy={visibility.isPending && visibility.variables?.id === review.id}
                    onHide={() => {
                      visibility.reset();
                      setHiding(review);
                    }}
                    onUnhide={() => unhide(review)}
                    onOpenPhoto={(index) => setViewer({ review, index })}
                  />
                  {unhideError?.id === review.id ? (
                    <p role="alert" className="pb-m text-right text-14 font-medium text-red">
                      {unhideError.message}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ConsoleList>
      </Panel>
      {hiding ? (
        <HideReviewDialog
          authorName={hiding.author.name}
          busy={visibility.isPending}
          error={visibility.isError ? errorText(t, visibility.error) : null}
          onHide={hide}
          onClose={() => {
            if (!visibility.isPending) setHiding(null);
          }}
        />
      ) : null}
      <PhotoViewer
        photos={
          viewer
            ? viewer.review.photos.map((image) => ({ image, caption: viewer.review.author.name }))
            : []
        }
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </ConsolePage>
  );
}

/** The console route: the address's search, read here, in the screen's chunk. */
export function ReviewsRoute() {
  const [search, onSearch] = useConsoleSearch(readReviewsSearch);
  return <ReviewsScreen search={search} onSearch={onSearch} />;
}
