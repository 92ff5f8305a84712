import { IMAGE, type ImageFormat } from '@chorok/contract';

/**
 * URLs of the resizing service for a product picture (spec §3: `?w=&q=&f=`). `url` is the
 * original as the API hands it out (`/images/…`, or the asset/CDN host's absolute address).
 */
export function productImageSrc(
  url: string,
  width: number,
  format: ImageFormat = IMAGE.defaultFormat,
): string {
  const params = new URLSearchParams({
    w: String(width),
    q: String(IMAGE.defaultQuality),
    f: format,
  });
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Every width the client asks for (the service caches each one), as a `srcset`. */
export function productImageSrcSet(url: string, widths: readonly number[] = IMAGE.srcsetWidths) {
  return widths.map((w) => `${productImageSrc(url, w)} ${w}w`).join(', ');
}
