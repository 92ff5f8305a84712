import type { ImageRef } from '@chorok/contract';
import { productImageSrc, productImageSrcSet } from '@/features/products/product-image';

/** The gallery spans the column: the whole phone width, 480 px on a desktop. */
export const GALLERY_SIZES = '(min-width: 480px) 480px, 100vw';
/** The `src` for browsers without srcset, and the preload's fallback. */
const FALLBACK_WIDTH = 750;

/** The attributes of one gallery picture; the preload must use the very same srcset and sizes. */
export function galleryImageAttributes(image: ImageRef) {
  return {
    src: productImageSrc(image.url, FALLBACK_WIDTH),
    srcSet: productImageSrcSet(image.url),
    sizes: GALLERY_SIZES,
  };
}

const PRELOAD_ID = 'product-lcp-preload';

/**
 * Starts fetching the gallery's first picture — the page's largest paint — as soon as the loader
 * knows it, before React has rendered anything: a `<link rel=preload as=image>` with the same
 * srcset and sizes the `<img>` will use, so the browser picks the same candidate and uses this
 * response. One link at a time: the next product replaces it.
 */
export function preloadGalleryImage(image: ImageRef | undefined) {
  if (!image || typeof document === 'undefined') return;
  const { src, srcSet, sizes } = galleryImageAttributes(image);
  const current = document.getElementById(PRELOAD_ID);
  if (current?.getAttribute('imagesrcset') === srcSet) return;
  current?.remove();
  const link = document.createElement('link');
  link.id = PRELOAD_ID;
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('imagesrcset', srcSet);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
