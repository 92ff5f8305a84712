import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KakaoSdk } from '@/lib/kakao-sdk';
import { kakaoTemplate, shareLink, type KakaoSharing } from '@/lib/share-link';

const KEY = '0123456789abcdef0123456789abcdef';
const url = 'https://chorok.kr/products/detail/12';
const product = {
  title: '몬스테라 델리시오사',
  text: '찢어진 잎이 멋진 공기정화 식물',
  url,
  imageUrl: 'https://chorok.kr/images/products/12/main.jpg?w=750&q=75&f=jpeg',
  price: { regular: 32_000, sale: 28_800, salePercent: 10 },
};
const article = { title: '초보자를 위한 물 주기', url: 'https://chorok.kr/life/detail/5' };

/** A stand-in for `window.Kakao` after the script loaded. */
function fakeSdk() {
  let initialized = false;
  const sdk = {
    init: vi.fn(() => {
      if (initialized) throw new Error('Kakao.init: Already initialized');
      initialized = true;
    }),
    isInitialized: vi.fn(() => initialized),
    Share: { sendDefault: vi.fn() },
  } satisfies KakaoSdk;
  return sdk;
}

const sharing = (load: KakaoSharing['load']): KakaoSharing => ({ key: KEY, load });

afterEach(() => vi.restoreAllMocks());

describe('shareLink with KakaoTalk (KAKAO_JS_KEY)', () => {
  it('sends the KakaoTalk message when a key is set and the SDK loads; init once', async () => {
    const sdk = fakeSdk();
    const load = vi.fn(() => Promise.resolve(sdk));
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(product, { share }, sharing(load))).toBe('shared');
    expect(await shareLink(article, { share }, sharing(load))).toBe('shared');
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(KEY);
    expect(sdk.Share.sendDefault).toHaveBeenNthCalledWith(1, kakaoTemplate(product));
    expect(sdk.Share.sendDefault).toHaveBeenNthCalledWith(2, kakaoTemplate(article));
    expect(share).not.toHaveBeenCalled();
  });

  it('falls back to the share sheet, then the copied link, when the SDK cannot load', async () => {
    const load = vi.fn(() =>
      Promise.reject(new Error('Kakao SDK: blocked, unreachable or altered')),
    );
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(product, { share, clipboard: { writeText } }, sharing(load))).toBe(
      'shared',
    );
    expect(share).toHaveBeenCalledWith({ title: product.title, text: product.text, url });
    expect(await shareLink(product, { clipboard: { writeText } }, sharing(load))).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back when the SDK throws (init, or the message refused)', async () => {
    const refusing = fakeSdk();
    refusing.Share.sendDefault.mockImplementation(() => {
      throw new Error('Illegal argument for "content" in Share.sendDefault');
    });
    const broken = fakeSdk();
    broken.init.mockImplementation(() => {
      throw new Error('Kakao.init: App key must be provided');
    });
    for (const sdk of [refusing, broken]) {
      const share = vi.fn(() => Promise.resolve());
      expect(
        await shareLink(
          product,
          { share },
          sharing(() => Promise.resolve(sdk)),
        ),
      ).toBe('shared');
      expect(share).toHaveBeenCalledTimes(1);
    }
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(
      await shareLink(
        product,
        {},
        sharing(() => Promise.resolve(refusing)),
      ),
    ).toBe('failed');
  });

  it('loads nothing without a key: the share sheet as before', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(product, { share })).toBe('shared');
    expect(await shareLink(product, { share }, null)).toBe('shared');
    expect(share).toHaveBeenCalledTimes(2);
  });
});

describe('kakaoTemplate', () => {
  it('a product with a picture: a commerce message with its price, the discount only on sale', () => {
    expect(kakaoTemplate(product)).toEqual({
      objectType: 'commerce',
      content: {
        title: product.text,
        imageUrl: product.imageUrl,
        link: { mobileWebUrl: url, webUrl: url },
      },
      commerce: {
        productName: product.title,
        regularPrice: 32_000,
        discountPrice: 28_800,
        discountRate: 10,
      },
    });
    const full = { ...product, price: { regular: 15_000, sale: 15_000, salePercent: 0 } };
    expect(kakaoTemplate(full)).toMatchObject({
      objectType: 'commerce',
      commerce: { productName: product.title, regularPrice: 15_000 },
    });
    expect(kakaoTemplate(full)).not.toHaveProperty('commerce.discountPrice');
  });

  it('an article (or a product without a picture): a feed linking to the page', () => {
    expect(
      kakaoTemplate({ ...article, text: '흙이 마르면', imageUrl: 'https://chorok.kr/c.jpg' }),
    ).toEqual({
      objectType: 'feed',
      content: {
        title: article.title,
        description: '흙이 마르면',
        imageUrl: 'https://chorok.kr/c.jpg',
        link: { mobileWebUrl: article.url, webUrl: article.url },
      },
    });
    const { imageUrl: _, ...bare } = product;
    expect(kakaoTemplate(bare)).toEqual({
      objectType: 'feed',
      content: {
        title: product.title,
        description: product.text,
        link: { mobileWebUrl: url, webUrl: url },
      },
    });
  });
});
