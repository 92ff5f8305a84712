import { useMemo } from 'react';
import { IMAGE, imageSrc, imageSrcSet, type ImageFormat } from '@chorok/contract';
import { useImageHosts } from '@/lib/app-config';

/** URL builders for pictures drawn outside <ProductImage>, bound to the configured hosts. */
export interface ImageUrls {
  src(url: string, width: number, format?: ImageFormat): string;
  srcSet(url: string, widths?: readonly number[]): string;
}

/**
 * For pictures drawn outside <ProductImage> (review thumbnails, the photo viewer that swaps
 * sources): the same URLs the component builds, on the CDN host when one is configured (spec §3).
 * Anything that can be a plain <img> of an ImageRef should use components/ui/product-image.
 */
export function useImageUrls(): ImageUrls {
  const hosts = useImageHosts();
  return useMemo(
    () => ({
      src: (url, width, format = IMAGE.defaultFormat) => imageSrc(url, { width, format }, hosts),
      srcSet: (url, widths = IMAGE.srcsetWidths) => imageSrcSet(url, widths, {}, hosts),
    }),
    [hosts],
  );
}
