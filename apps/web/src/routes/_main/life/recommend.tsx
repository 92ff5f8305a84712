import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MetadataIds } from '@chorok/contract';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { SearchText } from '@/features/app/search-params';

/** Metadata ids 1…100, comma-separated or as an array (spec §2/§5). */
const LifeRecommendSearch = z.object({
  recommendMetadata: MetadataIds,
  searchMetadata: MetadataIds,
  searchQuery: z.optional(SearchText),
});

export const Route = createFileRoute('/_main/life/recommend')({
  validateSearch: LifeRecommendSearch,
  component: LifeRecommendRoute,
});

function LifeRecommendRoute() {
  return <PreparingScreen titleKey="routes.lifeRecommend" />;
}
