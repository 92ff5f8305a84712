import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/products/(home)/all')({
  component: ProductsHomeAllRoute,
});

function ProductsHomeAllRoute() {
  return <PreparingScreen titleKey="routes.allProducts" />;
}
