import { GALLERY_IMAGE, IMAGE } from './constants.ts';
import type { ImageRef } from './endpoints/products.ts';
import {
  imageSrc,
  imageSrcSet,
  maxRenditionWidth,
  NO_IMAGE_HOSTS,
  type ImageHosts,
} from './image-url.ts';

export interface GalleryImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The `src`, `srcset` and `sizes` of one picture of the product detail gallery. The web app puts
 * them on the gallery's <img>, and the first picture's preload (from the route loader, or in the
 * head of the server-rendered page) is built from this same function: a preload whose candidates
 * or sizes differ would make the browser fetch the picture twice.
 */
export function galleryImageAttributes(
  image: ImageRef,
  hosts: ImageHosts = NO_IMAGE_HOSTS,
): GalleryImageAttributes {
  const maxWidth = maxRenditionWidth(image);
  const fallbackWidth = Math.min(GALLERY_IMAGE.fallbackWidth, maxWidth ?? Infinity);
  return {
    src: imageSrc(image.url, { width: fallbackWidth }, hosts),
    srcSet: imageSrcSet(image.url, IMAGE.srcsetWidths, { maxWidth }, hosts),
    sizes: GALLERY_IMAGE.sizes,
  };
}
