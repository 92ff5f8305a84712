import { useId, type ReactNode, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AlertIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrderItem } from '@/features/purchase/order-items';
import type { OrderItemsState, OrderSource } from '@/features/purchase/queries';

/* The order sheet's building blocks (purchase-screen.tsx puts them together). */

const SECTION = 'px-m py-l';
/** The grey band between sections. */
export const GAP = <div aria-hidden="true" className="h-8 bg-gray-10" />;

/** A block of the sheet, named by its heading. */
export function Section({
  title,
  action,
  children,
  id,
  headingId: headingIdProp,
}: {
  title: string;
  /** The heading's id, when something else is named by it (the payment radio group). */
  headingId?: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const fallbackId = useId();
  const headingId = headingIdProp ?? fallbackId;
  return (
    <section id={id} aria-labelledby={headingId} className={SECTION}>
      <div className="flex min-h-32 items-center justify-between gap-m">
        <h2 id={headingId} className="text-17 font-bold text-gray-100">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-m">{children}</div>
    </section>
  );
}

export function ItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-12 py-12">
      <ProductImage
        image={item.image}
        alt=""
        sizes="64px"
        width={64}
        height={64}
        className="size-64 shrink-0 rounded-sm bg-gray-10 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-14 font-medium text-gray-100">{item.name}</p>
        <p className="mt-2 text-13 text-gray-60">
          {t('purchase.items.quantity', { count: item.quantity })}
        </p>
        <Price
          price={item.amount}
          originalPrice={item.price * item.quantity}
          salePercent={item.salePercent}
          className="mt-2"
        />
      </div>
    </li>
  );
}

export function SheetLoading() {
  return (
    <ListSkeleton
      className="flex flex-col gap-l px-m pt-l"
      bars={['h-24 w-80', 'h-88 w-full', 'h-24 w-120']}
    >
      <div className="flex gap-12">
        <Skeleton className="size-64" />
        <div className="flex flex-1 flex-col gap-s">
          <Skeleton className="h-18 w-4/5" />
          <Skeleton className="h-18 w-1/3" />
        </div>
      </div>
    </ListSkeleton>
  );
}

/** Where a refused order can be fixed: the cart, or the product page. */
export function WayBack({ source, items }: { source: OrderSource; items: OrderItem[] }) {
  const { t } = useTranslation();
  const first = items[0];
  if (source.kind === 'cart')
    return (
      <ButtonLink to="/cart" variant="done">
        {t('purchase.errors.toCart')}
      </ButtonLink>
    );
  if (first)
    return (
      <ButtonLink
        to="/products/detail/$productId"
        params={{ productId: first.productId }}
        variant="done"
      >
        {t('purchase.errors.toProduct')}
      </ButtonLink>
    );
  return null;
}

/** 주문 상품: the lines to order, and a note on the ones left out. */
export function ItemsSection({ source, order }: { source: OrderSource; order: OrderItemsState }) {
  const { t } = useTranslation();
  const hasNotice = order.excluded.length > 0 || order.missing > 0;
  return (
    <Section title={t('purchase.items.heading', { count: order.items.length })}>
      {hasNotice ? (
        <div role="note" className="mb-s rounded-md bg-oat p-m text-13 text-gray-80">
          <p className="flex items-center gap-6 font-bold text-mandarin">
            <AlertIcon size={16} />
            {order.excluded.length > 0
              ? t('purchase.items.excluded', { count: order.excluded.length })
              : t('purchase.items.missing', { count: order.missing })}
          </p>
          {order.excluded.length > 0 ? (
            <ul className="mt-s flex flex-col gap-2">
              {order.excluded.map((item) => (
                <li key={item.productId}>
                  {item.name} ·{' '}
                  {t(`cart.problem.${item.problem ?? 'OUT_OF_STOCK'}`, { count: item.stock })}
                </li>
              ))}
            </ul>
          ) : null}
          {source.kind === 'cart' ? (
            <Link
              to="/cart"
              className="mt-s inline-flex min-h-44 items-center font-bold text-blue underline underline-offset-2"
            >
              {t('purchase.items.toCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ul aria-label={t('purchase.items.label')} className="divide-y divide-gray-20">
        {order.items.map((item) => (
          <ItemRow key={item.productId} item={item} />
        ))}
      </ul>
    </Section>
  );
}

/** The buyer's consent, required before ordering; `error` when it was skipped. */
export function ConsentBox({
  ref,
  agreed,
  error,
  onChange,
}: {
  ref: Ref<HTMLInputElement>;
  agreed: boolean;
  error: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="px-m pt-l pb-xl">
      <div className="rounded-lg bg-gray-10 p-m">
        <Checkbox
          ref={ref}
          checked={agreed}
          onCheckedChange={onChange}
          aria-describedby={error ? errorId : undefined}
          className="text-15 font-bold text-gray-100"
        >
          {t('purchase.agree.label')}
        </Checkbox>
        <p className="mt-min pl-30 text-12 leading-18 text-gray-60">
          {t('purchase.agree.detail')}{' '}
          <Link to="/policy/terms-of-service" className="underline underline-offset-2">
            {t('purchase.agree.terms')}
          </Link>
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-s pl-30 text-13 text-red">
            {t('purchase.agree.required')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
