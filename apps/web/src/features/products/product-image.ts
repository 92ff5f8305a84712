import { IMAGE, imageSrc, imageSrcSet, type ImageFormat } from '@chorok/contract';

/*
 * URL helpers for pictures drawn outside <ProductImage> (a CSS background, a lightbox that
 * swaps sources). They build the same URLs as the contract's image-url without the app-config hosts, so they
 * stay relative; anything rendered as an <img> should use components/ui/product-image instead,
 * which also moves to the CDN host when one is configured.
 */

export function productImageSrc(
  url: string,
  width: number,
  format: ImageFormat = IMAGE.defaultFormat,
): string {
  return imageSrc(url, { width, format });
}

export function productImageSrcSet(url: string, widths: readonly number[] = IMAGE.srcsetWidths) {
  return imageSrcSet(url, widths);
}
