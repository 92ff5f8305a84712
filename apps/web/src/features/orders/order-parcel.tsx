import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, Shipment } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ExternalIcon } from '@/components/ui/icons';
import { useOrderFlash } from '@/features/orders/flash';
import { formatDateTime } from '@/features/orders/format';
import { InfoList, InfoRow, Section, StatusBadge } from '@/features/orders/order-parts';

/** The order's own parcel (an exchange's replacement has a claimId); null until it ships. */
export const ownParcel = (order: Order): Shipment | null =>
  order.shipments.find((shipment) => shipment.claimId === null) ?? null;

/** 운송장 번호 with 복사: the clipboard, confirmed by the screen's toast (announced politely). */
function TrackingNumber({ number }: { number: string }) {
  const { t } = useTranslation();
  const showFlash = useOrderFlash((s) => s.show);
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setFailed(false);
      showFlash(t('orders.parcel.copied'));
    } catch {
      // No clipboard (an old browser, a denied permission): the number stays selectable.
      setFailed(true);
    }
  };
  return (
    <>
      <span className="flex items-center justify-end gap-s">
        <span className="price-nums font-medium tracking-wide select-all">{number}</span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('orders.parcel.copyLabel')}
          className="-my-6 inline-flex h-32 min-w-48 items-center justify-center rounded-sm border border-gray-30 bg-white px-s text-13 font-medium text-gray-90 hover:bg-gray-10"
        >
          {t('orders.parcel.copy')}
        </button>
      </span>
      {failed ? (
        <span role="alert" className="mt-min block text-13 text-red">
          {t('orders.parcel.copyFailed')}
        </span>
      ) : null}
    </>
  );
}

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
          <TrackingNumber number={shipment.trackingNumber} />
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
