import { IMAGE, type ImageFormat } from './constants.ts';
import type { ImageRef } from './endpoints/products.ts';
import type { AppConfig } from './endpoints/system.ts';

/*
 * URLs of the images service's renditions (spec §3). Pure functions shared by the web app (every
 * <img> it draws) and the API (the image preload of a server-rendered page), so both name exactly
 * the same URLs and the browser fetches each picture once.
 */

/** From GET /v1/app-config: origins without a trailing slash, or null. */
export type ImageHosts = AppConfig['images'];

export const NO_IMAGE_HOSTS: ImageHosts = { assetHost: null, cdnHost: null };

export interface ImageSrcOptions {
  /** CSS pixels × density the rendition is for; rounded and kept within the service's limits. */
  width: number;
  /** 1…100; default IMAGE.defaultQuality. */
  quality?: number;
  /** Default WebP, which every browser we support decodes and which keeps cut-outs transparent. */
  format?: ImageFormat;
}

const IMAGES_PREFIX = `${IMAGE.path}/`;

/**
 * The images-service path of `url` (`/images/…`, with any query), when the URL is one of ours:
 * relative, on the asset host, or already on the CDN host. Anything else — a data: or blob:
 * preview, another site — is not resized, so null.
 */
function imagesPath(url: string, hosts: ImageHosts): string | null {
  if (url.startsWith(IMAGES_PREFIX)) return url;
  for (const host of [hosts.assetHost, hosts.cdnHost]) {
    if (host && url.startsWith(`${host}${IMAGES_PREFIX}`)) return url.slice(host.length);
  }
  return null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A width the service accepts: whole pixels within IMAGE.minWidth…IMAGE.maxWidth. */
export function renditionWidth(width: number): number {
  return clamp(Math.round(width), IMAGE.minWidth, IMAGE.maxWidth);
}

/**
 * The URL of one rendition (spec §3): `…/images/{key}?w=&q=&f=`. All three parameters are always
 * written, so every client asks for the same URL and each rendition is cached (by the server, the
 * CDN and the browser) once. The asset host is swapped for the CDN host when one is configured;
 * relative URLs stay relative without a CDN and move to it with one. URLs that are not ours come
 * back unchanged.
 */
export function imageSrc(
  url: string,
  { width, quality = IMAGE.defaultQuality, format = IMAGE.defaultFormat }: ImageSrcOptions,
  hosts: ImageHosts = NO_IMAGE_HOSTS,
): string {
  const path = imagesPath(url, hosts);
  if (path === null) return url;
  const [pathname = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(renditionWidth(width)));
  params.set('q', String(clamp(Math.round(quality), 1, 100)));
  params.set('f', format);
  const origin = hosts.cdnHost ?? (url.startsWith(IMAGES_PREFIX) ? '' : (hosts.assetHost ?? ''));
  return `${origin}${pathname}?${params.toString()}`;
}

export interface ImageSrcSetOptions extends Omit<ImageSrcOptions, 'width'> {
  /**
   * The original's width when it is a raster image the server will not enlarge: wider
   * candidates are replaced by this one, so no `w` descriptor overstates what arrives.
   */
  maxWidth?: number;
}

/** `srcset` for the widths given (default IMAGE.srcsetWidths), narrowest first. */
export function imageSrcSet(
  url: string,
  widths: readonly number[] = IMAGE.srcsetWidths,
  { maxWidth, ...options }: ImageSrcSetOptions = {},
  hosts: ImageHosts = NO_IMAGE_HOSTS,
): string {
  const capped = new Set<number>();
  for (const width of [...widths].sort((a, b) => a - b)) {
    capped.add(renditionWidth(maxWidth === undefined ? width : Math.min(width, maxWidth)));
  }
  return [...capped]
    .map((width) => `${imageSrc(url, { ...options, width }, hosts)} ${width}w`)
    .join(', ');
}

/** The server draws SVG originals at any width; raster ones it never enlarges. */
const isVector = (url: string) => /\.svg(?:[?#]|$)/i.test(url);

/**
 * The widest rendition worth naming for `image`: its own width when it is a raster original the
 * server will not enlarge, undefined (no limit) for a vector one.
 */
export function maxRenditionWidth(image: ImageRef): number | undefined {
  return isVector(image.url) ? undefined : image.width;
}
