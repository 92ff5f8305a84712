import type { ListMetadata, ProductSummary } from '@chorok/contract';
import type { ProductPage } from '@/features/products/queries';

/** A product as the list endpoints send it, for component tests. */
export function productFixture(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    category: 'PLANT',
    name: '몬스테라 델리시오사',
    botanicalName: 'Monstera deliciosa',
    status: 'ON_SALE',
    price: 32000,
    salePrice: 25600,
    salePercent: 20,
    image: { url: '/images/products/1/photo-1.png', width: 1200, height: 1200, alt: '몬스테라' },
    likeCount: 12,
    isLiked: false,
    reviewCount: 1234,
    ratingAverage: 4.76,
    metadataIds: [1, 5],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pageFixture(
  data: ProductSummary[],
  metadata: Partial<ListMetadata> = {},
): ProductPage {
  return {
    data,
    _metadata: { page: 1, perPage: 20, total: data.length, totalPage: 1, ...metadata },
  };
}
