import { SHARE_CARD, imageSrc, type ImageHosts, type ImageRef } from '@chorok/contract';
import { htmlTag, jsonForScript } from './html-page.ts';

/*
 * What a shared link shows (KakaoTalk, other messengers, search results): the canonical URL, Open
 * Graph and Twitter card tags, and schema.org JSON-LD, in the head of a page rendered per request.
 */

/** Share pictures: wide enough for a 1200 px card; JPEG, which every crawler reads. */
const SHARE_IMAGE_WIDTH = 1200;
/** Descriptions are cut here, as search results and link cards do. */
const DESCRIPTION_MAX = 160;
const SITE_NAME = '초록';

export interface ShareCard {
  /** The page's path on our origin: its canonical address. */
  path: string;
  title: string;
  description: string;
  image?: ImageRef;
  /** A picture drawn for sharing (SHARE_CARD's size), shown instead of `image` when given. */
  card?: { path: string; alt: string };
  /** Open Graph's type, with a product's price for `product`. */
  type: 'product' | 'article';
  price?: number;
  /** schema.org data for the page (`@context` is added). */
  jsonLd: Record<string, unknown>;
}

export interface ShareSite {
  /** PUBLIC_ORIGIN: share tags need absolute URLs. */
  origin: string;
  images: ImageHosts;
}

/** A path (or an image service URL) on our origin, made absolute as share tags need. */
export function absoluteUrl(path: string, site: ShareSite): string {
  return new URL(path, `${site.origin}/`).href;
}

/** An absolute URL of one of our pictures, rendered for sharing. */
export function shareImageUrl(image: ImageRef, site: ShareSite): string {
  return absoluteUrl(
    imageSrc(image.url, { width: SHARE_IMAGE_WIDTH, format: 'jpeg' }, site.images),
    site,
  );
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/** The page's description, as the shell's `<meta name="description">` and the cards say it. */
export function shareDescription(card: ShareCard): string {
  return shorten(card.description);
}

/** The head tags of one shared page, each escaped (the description goes in the shell's own tag). */
export function shareHead(card: ShareCard, site: ShareSite): string[] {
  const url = absoluteUrl(card.path, site);
  const description = shareDescription(card);
  const image = card.card
    ? absoluteUrl(card.card.path, site)
    : card.image
      ? shareImageUrl(card.image, site)
      : null;
  const alt = card.card?.alt ?? (card.image?.alt || card.title);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    htmlTag('meta', { [attribute]: key, content });
  return [
    htmlTag('link', { rel: 'canonical', href: url }),
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', description),
    ...(image
      ? [
          meta('property', 'og:image', image),
          ...(card.card
            ? [
                meta('property', 'og:image:type', 'image/jpeg'),
                meta('property', 'og:image:width', String(SHARE_CARD.width)),
                meta('property', 'og:image:height', String(SHARE_CARD.height)),
              ]
            : []),
          meta('property', 'og:image:alt', alt),
        ]
      : []),
    ...(card.type === 'product' && card.price !== undefined
      ? [
          meta('property', 'product:price:amount', String(card.price)),
          meta('property', 'product:price:currency', 'KRW'),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      ...card.jsonLd,
    })}</script>`,
  ];
}
