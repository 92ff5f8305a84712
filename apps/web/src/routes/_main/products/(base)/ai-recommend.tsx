import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(base)/ai-recommend')({
  component: ProductsBaseAiRecommendRoute,
});

function ProductsBaseAiRecommendRoute() {
  return <PreparingScreen titleKey="routes.aiRecommend" />;
}
