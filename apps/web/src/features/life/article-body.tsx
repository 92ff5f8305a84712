import type { CurationBlock, ProductSummary } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { PROSE } from '@/components/ui/prose';
import { ProductCard } from '@/features/products/product-card';

type Section =
  | { kind: 'html'; html: string; key: string }
  | { kind: 'products'; products: ProductSummary[]; key: string };

/**
 * The body in reading order, with neighbouring product embeds gathered into one grid. An embed
 * whose product the article no longer lists (not on sale any more) is left out.
 */
export function bodySections(blocks: CurationBlock[], products: ProductSummary[]): Section[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const sections: Section[] = [];
  blocks.forEach((block, index) => {
    if (block.type === 'html') {
      sections.push({ kind: 'html', html: block.html, key: `html-${index}` });
      return;
    }
    const product = byId.get(block.productId);
    if (!product) return;
    const last = sections.at(-1);
    if (last?.kind === 'products') last.products.push(product);
    else sections.push({ kind: 'products', products: [product], key: `products-${index}` });
  });
  return sections;
}

/** The article's text and its live product cards (찜 heart, price, sale), in the author's order. */
export function ArticleBody({
  blocks,
  products,
  label,
}: {
  blocks: CurationBlock[];
  products: ProductSummary[];
  label: string;
}) {
  return (
    <section aria-label={label} className="px-m">
      {bodySections(blocks, products).map((section) =>
        section.kind === 'html' ? (
          // The contract's CurationBlock: `html` is rendered from Markdown and sanitized on the
          // server (no raw HTML, no images, http(s) or same-origin links only); shown as it is.
          <div
            key={section.key}
            className={PROSE}
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        ) : (
          <ul
            key={section.key}
            className={cn(
              'my-l grid grid-cols-2 gap-x-12 gap-y-l',
              // One card alone stands in the middle, a picture in the text.
              section.products.length === 1 && 'justify-items-center [&>li]:col-span-2',
            )}
          >
            {section.products.map((product) => (
              <li
                key={product.id}
                className={cn('min-w-0', section.products.length === 1 && 'w-[calc(50%-6px)]')}
              >
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
