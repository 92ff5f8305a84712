import type { LikedReview, ProductDetail, ProductSummary, Review } from '@chorok/contract';

/** Test data in the API's shapes (never imported by the app). */
const image = (key: string) => ({
  url: `/images/products/${key}.png`,
  width: 1200,
  height: 1200,
  alt: `${key} 사진`,
});

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    category: 'PLANT',
    name: '몬스테라 델리시오사',
    botanicalName: 'Monstera deliciosa',
    status: 'ON_SALE',
    price: 18_000,
    salePrice: 12_900,
    salePercent: 28,
    image: image('monstera/photo-1'),
    likeCount: 41,
    isLiked: false,
    reviewCount: 12,
    ratingAverage: 4.6,
    metadataIds: [3, 41],
    createdAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productSummary(),
    englishName: 'Swiss cheese plant',
    summary: '찢어진 잎이 시원한, 거실의 주인공.',
    description: '잎이 자라며 갈라지는 열대 식물이에요.\n밝은 간접광에서 잘 자라요.',
    stock: 24,
    images: [image('monstera/photo-1'), image('monstera/photo-2'), image('monstera/photo-3')],
    cutoutImage: image('monstera/cutout'),
    care: {
      lightMinLux: 2_500,
      lightMaxLux: 10_000,
      wateringFrequency: 7,
      airExposureFrequency: 3,
      repottingFrequency: 365,
      wateringDesc: '겉흙이 마르면 흠뻑 주세요.',
      airExposureDesc: '창을 열어 바람이 통하게 해 주세요.',
      repottingDesc: '뿌리가 화분 밖으로 나오면 한 치수 큰 화분으로.',
      petSafe: false,
      childSafe: true,
      difficulty: 'EASY',
      size: 'MEDIUM',
      speciesKey: 'monstera-deliciosa',
    },
    metadatas: [
      {
        id: 3,
        kind: 'SUNLIGHT',
        name: '밝은 간접광',
        description: '',
        sortOrder: 2,
      },
      { id: 41, kind: 'TAG', name: '공기정화', description: '', sortOrder: 1 },
    ],
    reviewSummary: {
      count: 12,
      average: 4.6,
      photoCount: 4,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 9 },
    },
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 101,
    productId: 7,
    rating: 5,
    content: '잎이 정말 커요. 포장도 꼼꼼했어요.',
    photos: [],
    authorName: '김*록',
    likeCount: 3,
    isLiked: false,
    isMine: false,
    // 23:30 UTC on Nov 19 is already Nov 20 in Seoul.
    createdAt: '2026-11-19T23:30:00.000Z',
    ...overrides,
  };
}

export function likedReview(overrides: Partial<LikedReview> = {}): LikedReview {
  return {
    ...review({ isLiked: true }),
    product: { id: 7, name: '몬스테라 델리시오사', image: image('monstera/photo-1') },
    ...overrides,
  };
}

/** A list envelope as the API sends it. */
export function listBody<T>(data: T[], total = data.length, page = 1, perPage = 20) {
  return {
    data,
    message: 'OK',
    status: 200,
    _metadata: { page, perPage, total, totalPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}

export function body<T>(data: T, status = 200) {
  return { data, message: 'OK', status };
}

export function errorBody(message: string, status: number) {
  return { data: null, message, status };
}

type Handler = (url: URL, init: RequestInit) => { status: number; body: unknown } | undefined;

/**
 * A fetch stand-in answering by method and path; unknown requests fail the test loudly.
 * Returns the calls made, for assertions.
 */
export function fakeFetch(handler: Handler) {
  const calls: Array<{ method: string; url: URL }> = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url });
    const answer = handler(url, { ...init, method });
    if (!answer) throw new Error(`unexpected request ${method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
