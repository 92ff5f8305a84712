import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { changeFailedMessage } from '@/lib/change-failed';
import { useAddCartLine } from '@/features/cart/queries';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { ProductCard } from '@/features/products/product-card';

/** "식물" when every product is a plant, "상품" once a pot or a tool is among them. */
const allPlants = (products: ProductSummary[]) => products.every((p) => p.category === 'PLANT');

/** The article's products near its top, scrolling sideways. */
export function ArticleProductsRow({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="article-products-row" className="flex flex-col gap-12 pt-l pb-s">
      <h2 id="article-products-row" className="px-m text-17 font-bold text-gray-100">
        {t(allPlants(products) ? 'life.detail.productsRow' : 'life.detail.productsRowGoods')}
      </h2>
      <ul className="scrollbar-none flex gap-12 overflow-x-auto px-m pb-2">
        {products.map((product) => (
          <li key={product.id} className="shrink-0">
            <ProductCard product={product} layout="row" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Only what is on sale can go in the cart; the others say why. */
const canBuy = (product: ProductSummary) => product.status === 'ON_SALE';

function ProductLine({
  product,
  adding,
  onAdd,
}: {
  product: ProductSummary;
  adding: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex items-center gap-12 py-12">
      <Link
        to="/products/detail/$productId"
        params={{ productId: product.id }}
        className="flex min-w-0 flex-1 items-center gap-12 rounded-sm"
      >
        <ProductImage
          image={product.image}
          alt=""
          sizes="72px"
          width={72}
          height={72}
          fallbackWidth={187}
          className="size-72 shrink-0 rounded-sm bg-gray-10 object-cover"
        />
        <span className="flex min-w-0 flex-col gap-2">
          <span className="line-clamp-2 text-14 leading-20 text-gray-90">{product.name}</span>
          <Price
            price={product.salePrice}
            originalPrice={product.price}
            salePercent={product.salePercent}
          />
        </span>
      </Link>
      {canBuy(product) ? (
        <button
          type="button"
          aria-label={t('life.detail.addToCartLabel', { name: product.name })}
          aria-busy={adding || undefined}
          onClick={() => {
            if (!adding) onAdd();
          }}
          className="flex h-40 shrink-0 items-center gap-4 rounded-md bg-secondary-sec01 px-12 text-13 font-bold text-primary ring-1 ring-secondary-sec03 ring-inset hover:bg-secondary-sec02"
        >
          {adding ? <Spinner size={16} decorative /> : null}
          {t('life.detail.addToCart')}
        </button>
      ) : (
        <Badge variant="outline" className="shrink-0">
          {t(`products.status.${product.status}`)}
        </Badge>
      )}
    </article>
  );
}

/**
 * "이 글에 나온 식물" at the end of the article: each product with its price and 장바구니 담기
 * (one of each, POST /cart/lines; a visitor signs in first and comes back). `onAdded` confirms;
 * a refusal shows the server's words under the list.
 */
export function ArticleProductList({
  products,
  onAdded,
}: {
  products: ProductSummary[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddCartLine();
  const signInFirst = useSignInFirst();
  const [error, setError] = useState<string | null>(null);
  if (products.length === 0) return null;

  const addToCart = (productId: number) => {
    if (!signInFirst() || add.isPending) return;
    setError(null);
    add.mutate(
      { productId, quantity: 1 },
      {
        onSuccess: onAdded,
        onError: (e) => setError(changeFailedMessage(e, t('life.detail.addFailed'))),
      },
    );
  };

  return (
    <section
      aria-labelledby="article-products-list"
      className="skip-off-screen px-m pt-xl [--off-screen-size:500px]"
    >
      <h2 id="article-products-list" className="text-17 font-bold text-gray-100">
        {t(allPlants(products) ? 'life.detail.productsList' : 'life.detail.productsListGoods')}
      </h2>
      <ul className="mt-s divide-y divide-gray-20">
        {products.map((product) => (
          <li key={product.id}>
            <ProductLine
              product={product}
              adding={add.isPending && add.variables.productId === product.id}
              onAdd={() => addToCart(product.id)}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-s text-14 text-red">
          {error}
        </p>
      ) : null}
    </section>
  );
}
