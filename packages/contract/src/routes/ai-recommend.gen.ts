// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { aiRecommendEndpoints } from '../endpoints/ai-recommend.ts';

export const aiRecommendRoutes: RoutesOf<typeof aiRecommendEndpoints> = {
  aiRecommendProducts: {
    id: 'aiRecommendProducts',
    method: 'POST',
    path: '/products/ai-recommend',
    list: false,
  },
};
