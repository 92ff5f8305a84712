import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ImageRef, Order, OrderProduct, OrderShipping } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { AlertIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ProductImage } from '@/components/ui/product-image';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { StatusKey } from '@/features/orders/format';

/** Each state's look: the active ones in green, what waits for the buyer in mandarin, ended ones quiet. */
const STATUS_TONE: Record<StatusKey, string> = {
  PAYMENT_PENDING: 'border border-mandarin bg-white text-mandarin',
  WAITING_FOR_DEPOSIT: 'border border-mandarin bg-white text-mandarin',
  PAID: 'bg-secondary-sec01 text-primary',
  PREPARING: 'bg-secondary-sec01 text-primary',
  SHIPPING: 'bg-primary text-white',
  DELIVERED: 'bg-primary text-white',
  CONFIRMED: 'border border-gray-30 bg-white text-gray-80',
  CANCELLED: 'border border-gray-30 bg-white text-gray-60',
  RETURNED: 'border border-gray-30 bg-white text-gray-60',
  EXPIRED: 'border border-gray-30 bg-white text-gray-60',
};

/** A line's (or an unpaid order's) state in Korean: 결제 완료, 배송중, 취소됨 … (the Badge's shape). */
export function StatusBadge({ status, className }: { status: StatusKey; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex h-22 items-center rounded-full px-8 text-12 font-bold whitespace-nowrap',
        STATUS_TONE[status],
        className,
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** '신한' → '신한카드'; a name that already says 카드 is left as it is. */
export function useCardName() {
  const { t } = useTranslation();
  return (company: string) =>
    /카드$|card$/i.test(company) ? company : t('orders.payment.card', { company });
}

/** A line action (취소하기, 구매 확정, 리뷰 쓰기): a 44 px row button sharing the width. */
export const lineActionClass = (primary = false) =>
  cn(
    'inline-flex h-44 min-w-0 flex-1 items-center justify-center rounded-sm px-s text-14 font-medium transition-colors',
    primary
      ? 'bg-primary font-bold text-white hover:bg-logo'
      : 'border border-gray-30 bg-white text-gray-90 hover:bg-gray-10',
  );

/** A product picture in a square box (decorative: the product's name is beside it). */
export function LineThumb({ image, size = 72 }: { image: ImageRef; size?: number }) {
  return (
    <ProductImage
      image={image}
      sizes={`${size}px`}
      width={size}
      height={size}
      fallbackWidth={187}
      alt=""
      className="shrink-0 rounded-sm bg-gray-10 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** One order line as a row: picture, name, the price paid and how many. */
export function LineSummary({
  line,
  size = 64,
  productLink = false,
  children,
}: {
  line: OrderProduct;
  size?: number;
  /** The name leads to the product's page. */
  productLink?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-m">
      <LineThumb image={line.image} size={size} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {productLink ? (
          <Link
            to="/products/detail/$productId"
            params={{ productId: line.productId }}
            className="line-clamp-2 text-15 font-medium text-gray-90 underline-offset-2 hover:underline"
          >
            {line.name}
          </Link>
        ) : (
          <p className="line-clamp-2 text-15 font-medium text-gray-90">{line.name}</p>
        )}
        <p className="price-nums text-14 text-gray-70">
          <span className="font-bold text-gray-100">{formatPrice(line.amount)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {t('orders.detail.quantity', { count: line.quantity })}
        </p>
        {children}
      </div>
    </div>
  );
}

/** A titled block of a screen (배송지, 결제 정보 …), named by its heading. */
export function Section({
  title,
  children,
  className,
  aside,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** Beside the title, at the right (a count, a link). */
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('bg-white px-m py-l', className)}>
      <div className="mb-m flex items-center justify-between gap-s">
        <h2 id={id} className="text-17 font-bold text-gray-100">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Label/value rows, as a description list. */
export function InfoList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('flex flex-col gap-s text-14', className)}>{children}</dl>;
}

export function InfoRow({
  label,
  children,
  strong = false,
  divided = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  /** A rule above it (the total under its parts); a <dl> holds only its rows, no separators. */
  divided?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-m',
        divided && 'mt-s border-t border-gray-20 pt-m',
      )}
    >
      <dt className={cn('shrink-0', strong ? 'font-bold text-gray-100' : 'text-gray-60')}>
        {label}
      </dt>
      <dd
        className={cn(
          'price-nums min-w-0 text-right',
          strong ? 'text-17 font-bold text-gray-100' : 'text-gray-90',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** The delivery address copied into an order. */
export function ShippingInfo({ shipping }: { shipping: OrderShipping }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 text-14 text-gray-90">
      <p className="text-15 font-bold">
        {shipping.receiverName}
        <span className="price-nums ml-s font-regular text-gray-70">
          {shipping.receiverPhoneNumber}
        </span>
      </p>
      <p>
        <span className="price-nums text-gray-60">[{shipping.zonecode}]</span>{' '}
        {shipping.roadAddress} {shipping.detailAddress}
      </p>
      {shipping.jibunAddress ? (
        <p className="text-13 text-gray-60">
          {t('orders.shipping.jibun')} {shipping.jibunAddress}
        </p>
      ) : null}
      {shipping.requestText ? (
        <p className="mt-s rounded-sm bg-gray-10 px-s py-s text-13 text-gray-70">
          <span className="font-medium text-gray-80">{t('orders.shipping.request')}</span>{' '}
          {shipping.requestText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A message in place of a screen's content, under its header: what happened (an h2, the header
 * holds the page's h1) and where to go next.
 */
export function NoticeBlock({
  icon = <AlertIcon size={30} />,
  title,
  body,
  children,
}: {
  icon?: ReactNode;
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-s px-l pt-xxxl pb-xxl text-center"
    >
      <span className="mb-s flex size-64 items-center justify-center rounded-full bg-oat text-mandarin">
        {icon}
      </span>
      <h2 className="text-20 font-bold text-gray-100">{title}</h2>
      {body ? <p className="text-15 text-gray-70">{body}</p> : null}
      {children ? (
        <div className="mt-m flex w-full flex-col items-center gap-s">{children}</div>
      ) : null}
    </section>
  );
}

/** Spec §8: an order that is not the caller's, or does not exist. */
export function OrderNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.notFound.title'));
  return (
    <>
      <PageHeader title={t('orders.detail.title')} />
      <NoticeBlock title={t('orders.notFound.title')} body={t('orders.notFound.body')}>
        <ButtonLink to="/order/history" size="medium">
          {t('orders.notFound.history')}
        </ButtonLink>
      </NoticeBlock>
    </>
  );
}

/** '몬스테라 델리시오사 외 1건': the first line's name and how many more. */
export function useOrderTitle() {
  const { t } = useTranslation();
  return (order: Order) => {
    const first = order.items[0];
    if (!first) return order.orderName;
    const more = order.items.length - 1;
    return more > 0 ? t('orders.history.withMore', { name: first.name, count: more }) : first.name;
  };
}

/** The refund a cancel or a return will give back, large: what the shopper reads first. */
export function RefundTotal({
  label,
  amount,
  testId,
}: {
  label: string;
  amount: number;
  testId: string;
}) {
  return (
    <div className="flex items-baseline justify-between rounded-md bg-secondary-sec01 px-m py-m">
      <span className="text-15 font-medium text-gray-80">{label}</span>
      <span className="price-nums text-22 font-bold text-primary" data-testid={testId}>
        {formatPrice(amount)}
      </span>
    </div>
  );
}
