import { createFileRoute } from '@tanstack/react-router';
import { parseMetadataIds } from '@chorok/contract';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { searchSchema, searchText, type SearchField } from '@/features/app/search-params';

/** Metadata ids 1…100, comma-separated or as an array (spec §2/§5); an invalid list is dropped. */
const metadataIds: SearchField<number[]> = (value) => parseMetadataIds(value) ?? undefined;

const LifeRecommendSearch = searchSchema({
  recommendMetadata: metadataIds,
  searchMetadata: metadataIds,
  searchQuery: searchText,
});

export const Route = createFileRoute('/_main/life/recommend')({
  validateSearch: LifeRecommendSearch,
  component: LifeRecommendRoute,
});

function LifeRecommendRoute() {
  return <PreparingScreen titleKey="routes.lifeRecommend" />;
}
