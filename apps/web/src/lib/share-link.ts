import type { KakaoSdk, KakaoTemplate } from '@/lib/kakao-sdk';

/** How sharing a link ended (an article, a product), for the screen to say so. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
  /** An absolute URL of the page's picture, for a KakaoTalk message. */
  imageUrl?: string;
  /** A product's price (won), for a KakaoTalk commerce message. */
  price?: { regular: number; sale: number; salePercent: number };
}

/** KakaoTalk sharing, when the server has a JavaScript key: the key and the SDK's loader. */
export interface KakaoSharing {
  key: string;
  load: () => Promise<KakaoSdk>;
}

/** The parts of `navigator` sharing uses (a stand-in in tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Old WebViews and insecure origins have no Clipboard API: a selected text area and `copy`. */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * The KakaoTalk message for `target`: a product with a picture and a price is a commerce message
 * (Kakao's template for a shop's product), anything else a feed. Both link to the page.
 */
export function kakaoTemplate(target: ShareTarget): KakaoTemplate {
  const link = { mobileWebUrl: target.url, webUrl: target.url };
  const { imageUrl, price } = target;
  if (imageUrl && price) {
    const onSale = price.sale < price.regular;
    return {
      objectType: 'commerce',
      content: { title: target.text || target.title, imageUrl, link },
      commerce: {
        productName: target.title,
        regularPrice: price.regular,
        ...(onSale ? { discountPrice: price.sale, discountRate: price.salePercent } : {}),
      },
    };
  }
  return {
    objectType: 'feed',
    content: {
      title: target.title,
      ...(target.text ? { description: target.text } : {}),
      ...(imageUrl ? { imageUrl } : {}),
      link,
    },
  };
}

/** Loads the SDK (once), initialises it (once) and hands the message over; false if any step fails. */
async function shareOnKakao(target: ShareTarget, kakao: KakaoSharing): Promise<boolean> {
  try {
    const sdk = await kakao.load();
    if (!sdk.isInitialized()) sdk.init(kakao.key);
    sdk.Share.sendDefault(kakaoTemplate(target));
    return true;
  } catch {
    return false;
  }
}

/**
 * KakaoTalk when the server has a key (`kakao`); otherwise — or when the SDK cannot load or
 * throws — the system share sheet (Web Share API) where there is one; otherwise, or when that
 * fails for another reason than the reader closing it, the link is copied for the screen to confirm.
 */
export async function shareLink(
  target: ShareTarget,
  nav: ShareNavigator = navigator,
  kakao: KakaoSharing | null = null,
): Promise<ShareOutcome> {
  if (kakao && (await shareOnKakao(target, kakao))) return 'shared';
  if (typeof nav.share === 'function') {
    try {
      await nav.share({
        title: target.title,
        ...(target.text ? { text: target.text } : {}),
        url: target.url,
      });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (nav.clipboard) {
    try {
      await nav.clipboard.writeText(target.url);
      return 'copied';
    } catch {
      // Refused (no permission, page not focused): try the older way below.
    }
  }
  return copyWithSelection(target.url) ? 'copied' : 'failed';
}
