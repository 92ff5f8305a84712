import {
  SERVER_RENDER,
  galleryImageAttributes,
  type ImageHosts,
  type ImageRef,
} from '@chorok/contract';

/** The server puts a link with this id in the head of a server-rendered page. */
const PRELOAD_ID = SERVER_RENDER.imagePreloadId;

/**
 * Starts fetching the gallery's first picture — the page's largest paint — as soon as the loader
 * knows it, before React has rendered anything: a `<link rel=preload as=image>` with the same
 * srcset and sizes the `<img>` will use (both from the contract's galleryImageAttributes), so the
 * browser picks the same candidate and uses this response. One link at a time: the next product
 * replaces it; a server-rendered page already has the link, so nothing is added.
 */
export function preloadGalleryImage(image: ImageRef | undefined, hosts: ImageHosts) {
  if (!image || typeof document === 'undefined') return;
  const { src, srcSet, sizes } = galleryImageAttributes(image, hosts);
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
