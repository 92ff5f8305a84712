import { createFileRoute } from '@tanstack/react-router';
import { ProductScreen } from '@/features/console/product-screen';

export const Route = createFileRoute('/admin/products/$productId')({
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductScreen productId={Route.useParams().productId} />;
}
