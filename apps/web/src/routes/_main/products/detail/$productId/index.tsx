import { createFileRoute } from '@tanstack/react-router';
import { cachedImageHosts } from '@/lib/app-config';
import { preloadGalleryImage } from '@/features/product-detail/gallery-image';
import { ProductDetailScreen } from '@/features/product-detail/product-detail-screen';
import { ensureProduct } from '@/features/products/product-query';

export const Route = createFileRoute('/_main/products/detail/$productId/')({
  // The buy bar takes the tab bar's place, as in Korean shops: never the two stacked.
  staticData: { hideNav: true },
  loader: async ({ context: { queryClient }, params: { productId } }) => {
    const product = await ensureProduct(queryClient, productId);
    // The gallery's first picture is the largest paint: start it before React renders anything.
    preloadGalleryImage(product.images[0], cachedImageHosts(queryClient));
  },
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { productId } = Route.useParams();
  return <ProductDetailScreen productId={productId} />;
}
