import { useTranslation } from 'react-i18next';
import { galleryImageAttributes, type ImageRef } from '@chorok/contract';
import { Carousel } from '@/components/ui/carousel';
import { cn } from '@/components/ui/cn';
import { useImageHosts } from '@/lib/app-config';
import { useAfterFirstPaint } from '@/features/product-detail/use-after-first-paint';

export interface ProductGalleryProps {
  name: string;
  images: ImageRef[];
  /** Pictures of a product that cannot be bought are dimmed a little. */
  dimmed?: boolean;
}

const PICTURE = 'aspect-square w-full bg-gray-10';

/**
 * The product's pictures in the UI kit's carousel. The first is the page's largest paint: loaded
 * eagerly at high priority (preloaded by the route, or by the head of the server-rendered page).
 * The others are off to the side, where `loading="lazy"` does not hold them back (the browser
 * counts them as near the viewport): until the page has been painted they are empty boxes of the
 * same size, so their downloads do not share the connection with the first one, and the server's
 * HTML, which is that first paint, names only the first.
 */
export function ProductGallery({ name, images, dimmed = false }: ProductGalleryProps) {
  const { t } = useTranslation();
  const hosts = useImageHosts();
  const painted = useAfterFirstPaint();
  const slides = images.map((image, index) => {
    const first = index === 0;
    if (!first && !painted) return <div key={image.url} className={PICTURE} />;
    return (
      <img
        key={image.url}
        {...galleryImageAttributes(image, hosts)}
        width={image.width}
        height={image.height}
        alt={image.alt || t('product-detail.gallery.imageAlt', { name, index: index + 1 })}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        draggable={false}
        className={cn(PICTURE, 'object-cover select-none', dimmed && 'opacity-70 grayscale-[30%]')}
      />
    );
  });
  return (
    <Carousel
      slides={slides}
      label={t('product-detail.gallery.label', { name })}
      className="px-m pt-s"
    />
  );
}
