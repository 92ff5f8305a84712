import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(base)/recommend')({
  component: ProductsBaseRecommendRoute,
});

function ProductsBaseRecommendRoute() {
  return <PreparingScreen titleKey="routes.recommend" />;
}
