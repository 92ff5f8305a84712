import type { CurationDetail, CurationSummary } from '@chorok/contract';
import { productSummary } from '@/features/product-detail/test-fixtures';

/** 라이프 test data in the API's shapes (never imported by the app). */
const cover = (slug: string) => ({
  url: `/images/curations/${slug}/cover.png`,
  width: 1200,
  height: 900,
  alt: '창가에 놓인 스파티필룸과 스킨답서스',
});

export function curationSummary(overrides: Partial<CurationSummary> = {}): CurationSummary {
  const id = overrides.id ?? 5;
  return {
    id,
    slug: `watering-basics-${id}`,
    title: '초보자를 위한 물 주기',
    subtitle: '손가락 한 마디로 흙을 확인하는 것부터 시작해요',
    category: 'BASICS',
    cover: cover(`watering-basics-${id}`),
    author: '초록 에디터 한서윤',
    // 15:30 UTC on Nov 24 is already Nov 25 in Seoul.
    publishedAt: '2026-11-24T15:30:00.000Z',
    readingMinutes: 3,
    tagIds: [41],
    likeCount: 12,
    isLiked: false,
    ...overrides,
  };
}

/** `count` articles with ids from `firstId` on, titled 글 1, 글 2 … */
export function curationSummaries(count: number, firstId = 1): CurationSummary[] {
  return Array.from({ length: count }, (_, i) =>
    curationSummary({ id: firstId + i, title: `글 ${firstId + i}` }),
  );
}

export function curationDetail(overrides: Partial<CurationDetail> = {}): CurationDetail {
  return {
    ...curationSummary(),
    body: [
      {
        type: 'html',
        html: '<p>물은 <strong>겉흙이 마르면</strong> 흠뻑 주세요.</p><h2>손가락으로 확인해요</h2><ul><li>한 마디 깊이</li><li>마르면 물 주기</li></ul>',
      },
      { type: 'product', productId: 16 },
      { type: 'html', html: '<blockquote><p>과습이 건조보다 위험해요.</p></blockquote>' },
      { type: 'product', productId: 35 },
      { type: 'product', productId: 21 },
    ],
    products: [
      productSummary({ id: 16, name: '스파티필룸', likeCount: 8 }),
      productSummary({ id: 35, name: '스킨답서스', status: 'OUT_OF_STOCK' }),
      productSummary({ id: 21, name: '스투키', category: 'PLANT' }),
    ],
    related: [
      curationSummary({ id: 8, title: '겨울철 물 주기', category: 'SEASON' }),
      curationSummary({ id: 9, title: '반려동물과 안전하게', category: 'SAFETY' }),
    ],
    ...overrides,
  };
}
