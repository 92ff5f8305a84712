import { useTranslation } from 'react-i18next';
import type { CareSuggestion } from '@chorok/contract';
import { CARE_ICONS } from '@/features/plants/plant-visual';

/**
 * The interval learned from skips, on the plant's card: why ("최근 물 주기 3번 중 2번을 흙이
 * 촉촉해서 건너뛰었어요.") and the change it asks consent for, with 늘리기 and 그대로 두기.
 */
export function CareSuggestionNote({
  name,
  suggestion,
  onAnswer,
}: {
  name: string;
  suggestion: CareSuggestion;
  /** The days accepted, or null to keep the interval. */
  onAnswer: (days: number | null) => void;
}) {
  const { t } = useTranslation();
  const care = t(`plants.care.${suggestion.kind}`);
  const Icon = CARE_ICONS[suggestion.kind];
  const values = {
    name,
    care,
    skips: suggestion.skips,
    outOf: suggestion.outOf,
    reason: t(`plants.suggestion.reason.${suggestion.reason}`),
    from: suggestion.currentDays,
    to: suggestion.suggestedDays,
  };
  return (
    <section
      aria-label={t('plants.suggestion.label', values)}
      className="mt-m rounded-lg bg-white px-m py-s"
    >
      <p className="flex gap-s text-14 text-gray-90">
        <Icon size={18} className="mt-2 shrink-0 text-blue" />
        <span>
          {t('plants.suggestion.why', values)}{' '}
          <strong className="price-nums font-bold">{t('plants.suggestion.ask', values)}</strong>
        </span>
      </p>
      <div className="mt-s flex justify-end gap-s">
        <button
          type="button"
          aria-label={t('plants.suggestion.dismissLabel', values)}
          onClick={() => onAnswer(null)}
          className="min-h-44 rounded-md px-m text-14 font-medium text-gray-70 hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('plants.suggestion.dismiss')}
        </button>
        <button
          type="button"
          aria-label={t('plants.suggestion.acceptLabel', values)}
          onClick={() => onAnswer(suggestion.suggestedDays)}
          className="price-nums min-h-44 rounded-md bg-primary px-m text-14 font-bold text-white hover:bg-logo focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('plants.suggestion.accept', values)}
        </button>
      </div>
    </section>
  );
}
