import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(base)/search')({
  component: ProductsBaseSearchRoute,
});

function ProductsBaseSearchRoute() {
  return <PreparingScreen titleKey="routes.search" />;
}
