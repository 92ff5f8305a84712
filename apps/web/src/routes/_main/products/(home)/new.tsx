import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(home)/new')({
  component: ProductsHomeNewRoute,
});

function ProductsHomeNewRoute() {
  return <PreparingScreen titleKey="routes.newProducts" />;
}
