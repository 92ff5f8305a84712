import type { ImgHTMLAttributes } from 'react';
import {
  IMAGE,
  imageSrc,
  imageSrcSet,
  maxRenditionWidth,
  type ImageFormat,
  type ImageRef,
} from '@chorok/contract';
import { useImageHosts } from '@/lib/app-config';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
> {
  image: ImageRef;
  /** Which srcset candidate fits: e.g. `(min-width: 768px) 375px, 50vw` for a card. */
  sizes: string;
  /**
   * The box in CSS pixels, written as width/height attributes so the browser reserves the space
   * before the picture arrives (no layout shift). Default: the image's own, giving its ratio.
   */
  width?: number;
  height?: number;
  /** Overrides the image's alt text ('' for a decorative picture beside its own caption). */
  alt?: string;
  /** srcset widths; default IMAGE.srcsetWidths. */
  widths?: readonly number[];
  /** Width of the `src` fallback; default the product card's, IMAGE.productCardWidth. */
  fallbackWidth?: number;
  format?: ImageFormat;
  quality?: number;
}

/**
 * A catalogue picture from the images service: `srcset` over the service's widths in WebP, the
 * CDN host when configured, a reserved box, lazy and async decoding unless told otherwise. No
 * background or fit of its own: photos want `object-cover` on a placeholder colour, cut-outs keep
 * their transparency. The largest picture of a page (its LCP) should pass `loading="eager"` and
 * `fetchPriority="high"`.
 */
export function ProductImage({
  image,
  sizes,
  width,
  height,
  alt,
  widths = IMAGE.srcsetWidths,
  fallbackWidth = IMAGE.productCardWidth,
  format,
  quality,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ProductImageProps) {
  const hosts = useImageHosts();
  const maxWidth = maxRenditionWidth(image);
  const options = { format, quality };
  const boxWidth = width ?? image.width;
  // Without an explicit height the box keeps the picture's own ratio.
  const boxHeight = height ?? Math.round((boxWidth * image.height) / Math.max(image.width, 1));
  return (
    <img
      {...rest}
      src={imageSrc(
        image.url,
        { ...options, width: Math.min(fallbackWidth, maxWidth ?? fallbackWidth) },
        hosts,
      )}
      srcSet={imageSrcSet(image.url, widths, { ...options, maxWidth }, hosts)}
      sizes={sizes}
      width={boxWidth}
      height={boxHeight}
      alt={alt ?? image.alt}
      loading={loading}
      decoding={decoding}
    />
  );
}
