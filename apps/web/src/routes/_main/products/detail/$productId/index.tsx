import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/detail/$productId/')({
  component: ProductsDetailProductidRoute,
});

function ProductsDetailProductidRoute() {
  return <PreparingScreen titleKey="routes.productDetail" />;
}
