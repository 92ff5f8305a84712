import { useTranslation } from 'react-i18next';
import type { OrderProduct } from '@chorok/contract';
import { useImageUrls } from '@/hooks/use-image-urls';
import type { ReviewPhotosState } from '@/features/reviews/review-photos';
import type { ClaimDraft } from '@/features/orders/claim-form';
import { InfoList, InfoRow, LineSummary, Section } from '@/features/orders/order-parts';

/** Step 2: what will be sent — the line, 반품 or 교환 and why, what was written, the photos. */
export function ClaimSummary({
  line,
  draft,
  photos,
  onChange,
}: {
  line: OrderProduct;
  draft: ClaimDraft;
  photos: ReviewPhotosState;
  /** Back to the form (everything kept). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const uploaded = photos.items.filter((item) => item.uploaded);
  const detail = draft.detail.trim();
  return (
    <Section
      title={t('claims.summary.what')}
      aside={
        <button
          type="button"
          onClick={onChange}
          className="-mr-s flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-blue"
        >
          {t('claims.summary.change')}
        </button>
      }
    >
      <LineSummary line={line} />
      <p className="mt-m text-16 font-bold text-gray-100">
        {draft.kind && draft.reason
          ? t('claims.line.heading', {
              kind: t(`claims.kind.${draft.kind}`),
              reason: t(`claims.reason.${draft.reason}`),
            })
          : null}
      </p>
      <p className="mt-s text-14 break-words whitespace-pre-line text-gray-80">
        {detail || <span className="text-gray-60">{t('claims.summary.noDetail')}</span>}
      </p>
      <InfoList className="mt-m">
        <InfoRow label={t('claims.summary.photos')}>
          {t('claims.summary.photoCount', { count: uploaded.length })}
        </InfoRow>
      </InfoList>
      {uploaded.length > 0 ? (
        <ul className="mt-s flex flex-wrap gap-s">
          {uploaded.map((item, index) => (
            <li key={item.key}>
              <img
                src={item.uploaded ? imageUrls.src(item.uploaded.url, 187) : undefined}
                alt={t('review-write.photos.alt', { index: index + 1 })}
                width={64}
                height={64}
                className="size-64 rounded-sm bg-gray-10 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
