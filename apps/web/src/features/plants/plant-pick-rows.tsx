import { ChevronRightIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useImageUrls } from '@/hooks/use-image-urls';
import { DrawnPlant } from '@/features/plants/plant-visual';

/* The rows /plants/new picks a plant from: a picture (or a drawn plant) and two lines. */

/** A product's picture, or a drawn plant when there is none (a species the shop does not sell). */
export function Thumb({ url, size = 56 }: { url: string | null; size?: number }) {
  const imageUrls = useImageUrls();
  return (
    <span
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-oat"
      style={{ width: size, height: size }}
    >
      {url ? (
        <img
          src={imageUrls.src(url, size * 2)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className="size-full object-contain"
        />
      ) : (
        <DrawnPlant size={size - 8} />
      )}
    </span>
  );
}

/** Rows of a picture and two lines, as the purchase and catalogue lists look. */
export function PlantRowsSkeleton() {
  return (
    <ListSkeleton className="flex flex-col gap-s py-s">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex items-center gap-m py-s">
          <Skeleton className="size-56" />
          <div className="flex flex-1 flex-col gap-s">
            <Skeleton className="h-16 w-160" />
            <Skeleton className="h-12 w-96" />
          </div>
        </div>
      ))}
    </ListSkeleton>
  );
}

export function PickRow({
  label,
  title,
  detail,
  image,
  onPick,
}: {
  label: string;
  title: string;
  detail?: string;
  image: string | null;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        onClick={onPick}
        className="flex min-h-72 w-full items-center gap-m rounded-md px-s py-s text-left hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Thumb url={image} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-15 font-medium text-gray-100">{title}</span>
          {detail ? <span className="block text-13 text-gray-60">{detail}</span> : null}
        </span>
        <ChevronRightIcon size={18} className="shrink-0 text-gray-60" />
      </button>
    </li>
  );
}
