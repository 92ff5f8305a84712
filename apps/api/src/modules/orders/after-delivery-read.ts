import {
  CLAIM,
  OPEN_CLAIM_STATUSES,
  trackingUrlOf,
  type Claim,
  type Shipment,
} from '@chorok/contract';
import { claimPhotos, claims, imageAssets, shipments, type Database } from '@chorok/db';
import { asc, desc, getTableColumns, inArray, sql } from 'drizzle-orm';
import { imageUrl } from '../../lib/image-url.ts';
import { selectSql } from '../../lib/select-sql.ts';

interface StoredPhoto {
  key: string;
  width: number;
  height: number;
}

export type ShipmentRow = typeof shipments.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect & { photos: StoredPhoto[] };

/** The parcels (oldest first) and claims (newest first) of these orders: two queries. */
export async function loadAfterDelivery(
  db: Database,
  orderIds: readonly number[],
): Promise<{ shipmentRows: ShipmentRow[]; claimRows: ClaimRow[] }> {
  const ids = [...orderIds];
  const [shipmentRows, claimRows] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(inArray(shipments.orderId, ids))
      .orderBy(asc(shipments.shippedAt), asc(shipments.id)),
    db
      .select({
        ...getTableColumns(claims),
        photos: selectSql<StoredPhoto[]>(
          sql`coalesce((select json_agg(json_build_object('key', ${claimPhotos.assetKey}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height}) order by ${claimPhotos.position}, ${claimPhotos.id})
          from ${claimPhotos} join ${imageAssets} on ${imageAssets.key} = ${claimPhotos.assetKey}
          where ${claimPhotos.claimId} = ${claims.id}), '[]'::json)`,
        ),
      })
      .from(claims)
      .where(inArray(claims.orderId, ids))
      .orderBy(desc(claims.createdAt), desc(claims.id)),
  ]);
  return { shipmentRows, claimRows };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toShipment(row: ShipmentRow): Shipment {
  const courier = row.courier;
  return {
    id: row.id,
    courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrlOf(courier, row.trackingNumber),
    claimId: row.claimId,
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

export function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    orderProductId: row.orderProductId,
    kind: row.kind,
    reason: row.reason,
    detail: row.detail,
    photos: (row.photos ?? []).map((photo, index) => ({
      url: imageUrl(photo.key),
      width: photo.width,
      height: photo.height,
      alt: `사진 ${index + 1}`,
    })),
    status: row.status,
    returnShippingFee: row.returnShippingFee,
    refundAmount: row.refundAmount,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    completedAt: iso(row.completedAt),
  };
}

export const isOpenClaim = (status: string) =>
  (OPEN_CLAIM_STATUSES as readonly string[]).includes(status);

/** deliveredAt + CLAIM.windowMs: the last moment a claim may be asked for. */
export const claimDeadlineOf = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + CLAIM.windowMs);

/**
 * A line may be claimed when it is delivered or confirmed (구매 확정 does not waive 청약철회 within
 * the window), the window is open, and it has no open claim.
 */
export function lineCanClaim(
  line: { id: number; status: string; deliveredAt: Date | null },
  claimRows: readonly { orderProductId: number; status: string }[],
  now: Date,
): boolean {
  if (line.status !== 'DELIVERED' && line.status !== 'CONFIRMED') return false;
  if (!line.deliveredAt || now > claimDeadlineOf(line.deliveredAt)) return false;
  return !claimRows.some((claim) => claim.orderProductId === line.id && isOpenClaim(claim.status));
}
