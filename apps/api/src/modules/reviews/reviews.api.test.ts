import { MESSAGES, type ReviewSort } from '@chorok/contract';
import { Review, listEnvelope } from '@chorok/contract/schemas';
import { reviewLikes } from '@chorok/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysAgo,
  insertProducts,
  insertReviews,
  insertUsers,
  signIn,
  type InsertedProduct,
  type InsertedReview,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { maskName } from './service.ts';

let t: TestApp;
let product: InsertedProduct;
let other: InsertedProduct;
let quiet: InsertedProduct;
let shopper: Shopper;
let r: Record<'short' | 'photos' | 'leftUser' | 'noUser' | 'mine' | 'anonymous', InsertedReview>;

beforeAll(async () => {
  t = await createTestApp();
  [product, other, quiet] = (await insertProducts(t.db, [
    { name: '몬스테라' },
    { name: '산세베리아' },
    { name: '리뷰 없는 식물' },
  ])) as [InsertedProduct, InsertedProduct, InsertedProduct];
  shopper = await signIn(t.app, t.db, { name: '나초록', nickname: '나야나' });
  const [lover, kim, left, nameless] = await insertUsers(t.db, [
    { nickname: '초록러버' },
    { name: '김초록' },
    { left: true },
    { name: '' },
  ]);
  const [short, photos, leftUser, noUser, mine, anonymous] = (await insertReviews(t.db, [
    {
      productId: product.id,
      userId: lover!,
      rating: 5,
      content: '좋아요',
      likeCount: 3,
      createdAt: daysAgo(5),
    },
    {
      productId: product.id,
      userId: kim!,
      rating: 1,
      content: '잎이 누렇게 변했어요. 물을 너무 자주 준 것 같아요. 다음에는 겉흙이 마르면 줄게요.',
      likeCount: 3,
      photos: 2,
      createdAt: daysAgo(4),
    },
    {
      productId: product.id,
      userId: left!,
      rating: 4,
      content: '새 잎이 났어요',
      photos: 1,
      createdAt: daysAgo(1),
    },
    {
      productId: product.id,
      userId: null,
      rating: 3,
      content: '보통',
      likeCount: 10,
      createdAt: daysAgo(3),
    },
    {
      productId: product.id,
      userId: shopper.id,
      rating: 2,
      content: '배송 중에 잎이 하나 꺾였어요',
      createdAt: daysAgo(2),
    },
    {
      productId: product.id,
      userId: nameless!,
      rating: 5,
      content: '예뻐요',
      createdAt: daysAgo(6),
    },
    { productId: other.id, userId: lover!, rating: 5, content: '다른 상품 리뷰' },
  ])) as InsertedReview[];
  r = {
    short: short!,
    photos: photos!,
    leftUser: leftUser!,
    noUser: noUser!,
    mine: mine!,
    anonymous: anonymous!,
  };
});
afterAll(async () => {
  await t?.close();
});

const ReviewList = listEnvelope(Review);

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function list(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ReviewList.parse(response.body);
}

const ids = (page: { data: { id: number }[] }) => page.data.map((item) => item.id);
const reviewsOf = (query = '') => `/v1/reviews?productId=${product.id}${query}`;

describe('GET /reviews', () => {
  it('lists a product’s reviews, 10 a page by default, RECOMMEND first', async () => {
    const page = await list(reviewsOf());
    // Likes, then with photos, then the longer text, then newer.
    expect(ids(page)).toEqual([
      r.noUser.id, // 10 likes
      r.photos.id, // 3 likes, photos
      r.short.id, // 3 likes
      r.leftUser.id, // photos
      r.mine.id, // longer than 예뻐요
      r.anonymous.id,
    ]);
    expect(page._metadata).toEqual({ page: 1, perPage: 10, total: 6, totalPage: 1 });
  });

  it('sorts by each review sort', async () => {
    const sorted = async (sort: ReviewSort) => ids(await list(reviewsOf(`&sort=${sort}`)));
    expect(await sorted('RECOMMEND')).toEqual(ids(await list(reviewsOf())));
    expect(await sorted('LATEST')).toEqual([
      r.leftUser.id,
      r.mine.id,
      r.noUser.id,
      r.photos.id,
      r.short.id,
      r.anonymous.id,
    ]);
    expect(await sorted('RATING_HIGH')).toEqual([
      r.short.id, // 5, newer
      r.anonymous.id, // 5
      r.leftUser.id,
      r.noUser.id,
      r.mine.id,
      r.photos.id,
    ]);
    expect(await sorted('RATING_LOW')).toEqual([
      r.photos.id,
      r.mine.id,
      r.noUser.id,
      r.leftUser.id,
      r.short.id,
      r.anonymous.id,
    ]);
    expect(await sorted('PHOTO')).toEqual([
      r.leftUser.id, // photos, newest
      r.photos.id,
      r.mine.id,
      r.noUser.id,
      r.short.id,
      r.anonymous.id,
    ]);
  });

  it('pages', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) => list(reviewsOf(`&perPage=2&page=${n}`))),
    );
    expect(pages.map((page) => page._metadata)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, perPage: 2, total: 6, totalPage: 3 })),
    );
    expect(pages.flatMap(ids)).toEqual(ids(await list(reviewsOf())));
    expect(pages[3]!.data).toEqual([]);
  });

  it('shows authors as nickname, masked name, or 탈퇴한 회원', async () => {
    const page = await list(reviewsOf());
    const author = (id: number) => page.data.find((review) => review.id === id)?.authorName;
    expect(author(r.short.id)).toBe('초록러버');
    expect(author(r.photos.id)).toBe('김**');
    expect(author(r.leftUser.id)).toBe('탈퇴한 회원');
    expect(author(r.noUser.id)).toBe('탈퇴한 회원');
    expect(author(r.mine.id)).toBe('나야나');
    expect(author(r.anonymous.id)).toBe('익명');
    expect(maskName('김')).toBe('김**');
    expect(maskName(' user-12 ')).toBe('u**');
  });

  it('gives the photos in position order, and the review in full', async () => {
    const page = await list(reviewsOf());
    const withPhotos = page.data.find((review) => review.id === r.photos.id);
    expect(withPhotos).toEqual({
      id: r.photos.id,
      productId: product.id,
      rating: 1,
      content: r.photos.content,
      photos: r.photos.photoKeys.map((key, index) => ({
        url: `/images/${key}`,
        width: 400 + index,
        height: 400,
        alt: `리뷰 사진 ${index + 1}`,
      })),
      authorName: '김**',
      likeCount: 3,
      isLiked: false,
      isMine: false,
      createdAt: r.photos.createdAt!.toISOString(),
    });
    expect(page.data.find((review) => review.id === r.short.id)?.photos).toEqual([]);
  });

  it('marks the caller’s own reviews and likes; visitors have neither', async () => {
    await t.db.insert(reviewLikes).values({ userId: shopper.id, reviewId: r.short.id });
    const signedIn = await list(reviewsOf(), shopper.headers);
    expect(signedIn.data.filter((review) => review.isMine).map((review) => review.id)).toEqual([
      r.mine.id,
    ]);
    expect(signedIn.data.filter((review) => review.isLiked).map((review) => review.id)).toEqual([
      r.short.id,
    ]);
    const visitor = await list(reviewsOf());
    expect(visitor.data.some((review) => review.isMine || review.isLiked)).toBe(false);
    const stranger = await signIn(t.app, t.db);
    const theirs = await list(reviewsOf(), stranger.headers);
    expect(theirs.data.some((review) => review.isMine || review.isLiked)).toBe(false);
  });

  it('lists only the asked product, and an empty list for a product without reviews', async () => {
    expect((await list(`/v1/reviews?productId=${other.id}`)).data.map((x) => x.content)).toEqual([
      '다른 상품 리뷰',
    ]);
    const none = await list(`/v1/reviews?productId=${quiet.id}`);
    expect(none.data).toEqual([]);
    expect(none._metadata).toEqual({ page: 1, perPage: 10, total: 0, totalPage: 0 });
  });

  it('answers 404 for an unknown product and 400 for bad input', async () => {
    for (const id of ['987654', '2147483647']) {
      const missing = await get(`/v1/reviews?productId=${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ data: null, message: MESSAGES.productNotFound, status: 404 });
    }
    const bad = async (url: string, message: string) => {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body).toMatchObject({ data: null, message, status: 400 });
    };
    await bad('/v1/reviews', MESSAGES.productIdNumeric);
    await bad('/v1/reviews?productId=abc', MESSAGES.productIdNumeric);
    await bad(reviewsOf('&sort=BEST'), MESSAGES.invalidInput);
    await bad(reviewsOf('&page=0'), 'page must be a positive integer');
    await bad(reviewsOf('&perPage=10001'), 'perPage must be at most 10000');
    await bad(reviewsOf('&orderDirection=2'), 'orderDirection must be -1 or 1');
  });
});
