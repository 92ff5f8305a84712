import { IMAGE } from '@chorok/contract';

/**
 * The origin put in front of image URLs (IMAGE_ASSET_HOST). Set once at start-up by the images
 * plugin; empty means relative URLs on our own origin. Module state rather than a parameter so
 * every service can call imageUrl(key) without carrying the configuration around; one process
 * serves one configuration.
 */
let assetHost = '';

export function setImageAssetHost(host: string | null): void {
  assetHost = host ?? '';
}

/**
 * The URL of an original image as the API hands it out (ImageRef.url): `/images/{key}`, on the
 * asset host when one is configured. Clients add `?w=&q=&f=` for the size they need.
 */
export function imageUrl(key: string): string {
  // Keys are slash-separated safe names (see the images plugin), but a stray space or `#` must
  // not change what the URL names.
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${assetHost}${IMAGE.path}/${path}`;
}

/** The key an image URL of ours names (on the asset host or not): imageUrl's inverse, else null. */
export function imageKeyOf(url: string | undefined): string | null {
  const pathname = url ? new URL(url, 'http://origin').pathname : '';
  if (!pathname.startsWith(`${IMAGE.path}/`)) return null;
  return pathname
    .slice(IMAGE.path.length + 1)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
}
