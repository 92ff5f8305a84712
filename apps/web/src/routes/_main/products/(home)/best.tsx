import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(home)/best')({
  component: ProductsHomeBestRoute,
});

function ProductsHomeBestRoute() {
  return <PreparingScreen titleKey="routes.best" />;
}
