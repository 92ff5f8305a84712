import { useTranslation } from 'react-i18next';
import type { Review } from '@chorok/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useImageUrls } from '@/hooks/use-image-urls';
import type { ViewerPhoto } from '@/features/reviews/photo-viewer';

/** Thumbnails shown in the strip; the last one tells how many more there are. */
const STRIP_TILES = 8;

/** Every photo of these reviews, in order, with its author as the caption. */
export function reviewPhotos(reviews: Review[]): ViewerPhoto[] {
  return reviews.flatMap((review) =>
    review.photos.map((image) => ({ image, caption: review.authorName })),
  );
}

export interface PhotoStripProps {
  photos: ViewerPhoto[];
  isPending: boolean;
  onOpen: (index: number) => void;
}

/** A row of review photos above the list; a tap opens the viewer there. */
export function PhotoStrip({ photos, isPending, onOpen }: PhotoStripProps) {
  const imageUrls = useImageUrls();
  const { t } = useTranslation();
  if (isPending)
    return (
      <div aria-hidden="true" className="flex gap-s overflow-hidden">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="size-80 shrink-0 rounded-sm" />
        ))}
      </div>
    );
  if (photos.length === 0) return null;
  const tiles = photos.slice(0, STRIP_TILES);
  const more = photos.length - tiles.length;
  return (
    <ul
      aria-label={t('reviews.photos.label')}
      className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m"
    >
      {tiles.map((photo, index) => {
        const last = index === tiles.length - 1 && more > 0;
        return (
          <li key={`${photo.image.url}-${index}`} className="shrink-0">
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={
                last
                  ? t('reviews.photos.openMore', { value: formatCount(more) })
                  : t('reviews.photos.open', { index: index + 1, name: photo.caption ?? '' })
              }
              className="relative block size-80 overflow-hidden rounded-sm bg-gray-10"
            >
              <img
                src={imageUrls.src(photo.image.url, 187)}
                width={80}
                height={80}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              {last ? (
                <span
                  aria-hidden="true"
                  className="price-nums absolute inset-0 flex items-center justify-center bg-gray-100/60 text-15 font-bold text-white"
                >
                  +{formatCount(more)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
