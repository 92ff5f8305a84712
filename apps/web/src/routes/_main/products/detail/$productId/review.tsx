import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/detail/$productId/review')({
  component: ProductsDetailProductidReviewRoute,
});

function ProductsDetailProductidReviewRoute() {
  return <PreparingScreen titleKey="routes.productReviews" />;
}
