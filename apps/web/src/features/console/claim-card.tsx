import { ConsoleLink } from '@/features/console/console-link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminClaim, ImageRef } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { useImageUrls } from '@/hooks/use-image-urls';
import { formatPrice } from '@/lib/format';
import { formatDateTime } from '@/features/orders/format';
import { ConsoleButton } from '@/features/console/console-parts';
import { adminOrderQueryOptions } from '@/features/console/queries';

/** The shopper's photos: the list only counts them, the claim's order holds them. */
export function useClaimPhotos(claim: AdminClaim): ImageRef[] {
  const order = useQuery({
    ...adminOrderQueryOptions(claim.orderId),
    enabled: claim.photoCount > 0,
  });
  return order.data?.order.claims.find((c) => c.id === claim.id)?.photos ?? [];
}

function Photos({
  claim,
  photos,
  onOpen,
}: {
  claim: AdminClaim;
  photos: ImageRef[];
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  if (claim.photoCount === 0) return null;
  if (photos.length === 0)
    return (
      <ul aria-hidden className="flex gap-s">
        {Array.from({ length: claim.photoCount }, (_, index) => (
          <li key={index} className="size-72 animate-pulse rounded-sm bg-gray-20" />
        ))}
      </ul>
    );
  return (
    <ul className="flex flex-wrap gap-s">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={t('console.claims.openPhoto', { index: index + 1 })}
            className="block size-72 overflow-hidden rounded-sm bg-gray-10"
          >
            <img
              src={imageUrls.src(photo.url, 187)}
              width={72}
              height={72}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the claim is about in money: the line, the fee back, and a refund under way. */
function Money({ claim }: { claim: AdminClaim }) {
  const { t } = useTranslation();
  const fee =
    claim.returnShippingFee > 0 ? formatPrice(claim.returnShippingFee) : t('console.claims.free');
  return (
    <dl className="flex flex-wrap gap-x-l gap-y-2 text-13">
      <div className="flex gap-s">
        <dt className="text-gray-60">{t('console.claims.lineAmount')}</dt>
        <dd className="price-nums font-medium text-gray-90">{formatPrice(claim.amount)}</dd>
      </div>
      {claim.kind === 'RETURN' ? (
        <div className="flex gap-s">
          <dt className="text-gray-60">{t('console.claims.returnFee')}</dt>
          <dd className="price-nums font-medium text-gray-90">{fee}</dd>
        </div>
      ) : null}
      {claim.refundAmount !== null ? (
        <div className="flex gap-s">
          <dt className="text-gray-60">{t('console.claims.refunding')}</dt>
          <dd className="price-nums font-bold text-primary">{formatPrice(claim.refundAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * One open claim as an operator sees it: kind, reason and state, the order (its console page), the
 * product, the shopper's words and photos, the money, since when; and what may be done now.
 */
export function ClaimCard({
  claim,
  onApprove,
  onReject,
  onComplete,
  onOpenPhoto,
}: {
  claim: AdminClaim;
  onApprove: () => void;
  onReject: () => void;
  onComplete: () => void;
  onOpenPhoto: (photos: ImageRef[], index: number) => void;
}) {
  const { t } = useTranslation();
  const photos = useClaimPhotos(claim);
  const kind = t(`console.claims.kind.${claim.kind}`);
  const waiting = claim.status === 'REQUESTED';
  return (
    <article
      aria-label={t('console.claims.itemLabel', { kind, product: claim.productName })}
      className="flex flex-col gap-s py-m lg:flex-row lg:items-start lg:gap-l"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-s">
        <div className="flex flex-wrap items-center gap-s">
          <Badge variant={claim.kind === 'RETURN' ? 'default' : 'secondary'}>{kind}</Badge>
          <span className="text-14 font-bold text-gray-90">
            {t(`console.claims.reason.${claim.reason}`)}
          </span>
          <Badge variant="outline">
            {t(`console.claims.status.${claim.status}_${claim.kind}`)}
          </Badge>
        </div>
        <p className="text-15 font-bold break-words text-gray-100">
          {t('console.claims.product', { name: claim.productName, quantity: claim.quantity })}
        </p>
        <p className="flex flex-wrap items-center gap-x-s gap-y-2 text-13 text-gray-60">
          <ConsoleLink
            to="/admin/orders/$orderId"
            params={{ orderId: String(claim.orderId) }}
            aria-label={t('console.orders.open', { number: claim.orderNumber })}
            className="price-nums font-bold break-all text-blue underline-offset-2 hover:underline"
          >
            {claim.orderNumber}
          </ConsoleLink>
          <time dateTime={claim.createdAt} className="price-nums">
            {t('console.claims.requestedAt', { at: formatDateTime(claim.createdAt) })}
          </time>
        </p>
        <p className="text-14 leading-22 break-words whitespace-pre-line text-gray-90">
          {claim.detail || <span className="text-gray-60">{t('console.claims.noDetail')}</span>}
        </p>
        <Photos claim={claim} photos={photos} onOpen={(index) => onOpenPhoto(photos, index)} />
        <Money claim={claim} />
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-s">
        {waiting ? (
          <>
            <ConsoleButton
              tone="danger"
              aria-label={t('console.claims.rejectLabel', { kind, product: claim.productName })}
              onClick={onReject}
            >
              {t('console.claims.reject')}
            </ConsoleButton>
            <ConsoleButton
              tone="primary"
              aria-label={t('console.claims.approveLabel', { kind, product: claim.productName })}
              onClick={onApprove}
            >
              {t('console.claims.approve')}
            </ConsoleButton>
          </>
        ) : claim.kind === 'EXCHANGE' ? (
          <ConsoleButton
            tone="primary"
            aria-label={t('console.claims.completeLabel', { product: claim.productName })}
            onClick={onComplete}
          >
            {t('console.claims.complete')}
          </ConsoleButton>
        ) : (
          <p className="text-13 text-gray-60">{t('console.claims.refundWaiting')}</p>
        )}
      </div>
    </article>
  );
}
