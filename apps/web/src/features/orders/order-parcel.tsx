import { useTranslation } from 'react-i18next';
import type { Order, Shipment } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ExternalIcon } from '@/components/ui/icons';
import { CopyNumber } from '@/features/orders/copy-number';
import { formatDateTime } from '@/features/orders/format';
import { InfoList, InfoRow, Section, StatusBadge } from '@/features/orders/order-parts';

/** The order's own parcel (an exchange's replacement has a claimId); null until it ships. */
export const ownParcel = (order: Order): Shipment | null =>
  order.shipments.find((shipment) => shipment.claimId === null) ?? null;

/** One parcel: courier, waybill (copyable), when it left and arrived, and the courier's tracking page. */
export function ParcelInfo({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  return (
    <>
      <InfoList>
        <InfoRow label={t('orders.parcel.courier')}>
          {t(`orders.courier.${shipment.courier}`)}
        </InfoRow>
        <InfoRow label={t('orders.parcel.trackingNumber')}>
          <CopyNumber
            value={shipment.trackingNumber}
            label={t('orders.parcel.copyLabel')}
            copied={t('orders.parcel.copied')}
            failed={t('orders.parcel.copyFailed')}
          />
        </InfoRow>
        <InfoRow label={t('orders.parcel.shippedAt')}>{formatDateTime(shipment.shippedAt)}</InfoRow>
        {shipment.deliveredAt ? (
          <InfoRow label={t('orders.parcel.deliveredAt')}>
            {formatDateTime(shipment.deliveredAt)}
          </InfoRow>
        ) : null}
      </InfoList>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ variant: 'done', size: 'large', className: 'mt-m h-48' })}
      >
        {t('orders.parcel.track')}
        <ExternalIcon size={18} />
        <span className="sr-only">{` ${t('orders.parcel.newTab')}`}</span>
      </a>
    </>
  );
}

/** 배송 정보 on the order once it has shipped: on its way (배송중) or arrived (배송 완료). */
export function ParcelSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const parcel = ownParcel(order);
  if (!parcel) return null;
  return (
    <Section
      title={t('orders.parcel.title')}
      aside={<StatusBadge status={parcel.deliveredAt ? 'DELIVERED' : 'SHIPPING'} />}
    >
      <ParcelInfo shipment={parcel} />
    </Section>
  );
}
