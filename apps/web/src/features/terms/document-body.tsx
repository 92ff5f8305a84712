import { useTranslation } from 'react-i18next';
import type { TermsDocument } from '@chorok/contract';
import { PROSE } from '@/components/ui/prose';
import { formatLongDate } from '@/features/terms/format';

/** When a version takes (or took) effect: '2026년 11월 22일 시행', or '… 시행 예정' ahead of it. */
export function useEffectiveLabel() {
  const { t } = useTranslation();
  return (effectiveAt: string) =>
    t(
      Date.parse(effectiveAt) > Date.now() ? 'terms.document.upcoming' : 'terms.document.effective',
      {
        date: formatLongDate(effectiveAt),
      },
    );
}

/** One version of a document: its effective day and its text. */
export function DocumentBody({ doc }: { doc: TermsDocument }) {
  const { t, i18n } = useTranslation();
  const effective = useEffectiveLabel();
  return (
    <article>
      <p className="text-13 font-medium text-primary">{effective(doc.effectiveAt)}</p>
      {i18n.language === 'kr' ? null : (
        <p className="mt-s text-14 text-gray-70">{t('terms.document.languageNote')}</p>
      )}
      {/* The contract's TermsDocument: `html` is rendered from Markdown and sanitized on the
          server (no raw HTML, no images, http(s) or same-origin links only); shown as it is. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
