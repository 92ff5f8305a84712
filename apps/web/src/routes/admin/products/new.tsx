import { createFileRoute } from '@tanstack/react-router';
import { ProductScreen } from '@/features/console/product-screen';

export const Route = createFileRoute('/admin/products/new')({
  component: NewProductRoute,
});

function NewProductRoute() {
  return <ProductScreen productId={null} />;
}
