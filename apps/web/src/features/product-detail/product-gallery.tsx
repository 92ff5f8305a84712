import { useTranslation } from 'react-i18next';
import { galleryImageAttributes, type ImageRef } from '@chorok/contract';
import { Carousel } from '@/components/ui/carousel';
import { cn } from '@/components/ui/cn';
import { useImageHosts } from '@/features/auth/app-config';

export interface ProductGalleryProps {
  name: string;
  images: ImageRef[];
  /** Pictures of a product that cannot be bought are dimmed a little. */
  dimmed?: boolean;
}

const PICTURE = 'aspect-square w-full bg-gray-10';

/**
 * The product's pictures in the UI kit's carousel. The first is the page's largest paint: loaded
 * eagerly at high priority (the route has already preloaded it); the others wait until swiped near.
 */
export function ProductGallery({ name, images, dimmed = false }: ProductGalleryProps) {
  const { t } = useTranslation();
  const hosts = useImageHosts();
  const slides = images.map((image, index) => {
    const first = index === 0;
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
