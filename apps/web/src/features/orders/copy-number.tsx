import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderFlash } from '@/features/orders/flash';

/**
 * A number with 복사 beside it (운송장 번호, 계좌번호): the clipboard, confirmed by the screen's toast
 * (announced politely). Without a clipboard (an old browser, a denied permission) it says so, and
 * the number stays selectable.
 */
export function CopyNumber({
  value,
  label,
  copied,
  failed,
}: {
  value: string;
  /** What the button copies, as its name ('계좌번호 복사'). */
  label: string;
  /** The toast once copied. */
  copied: string;
  /** What to do when the clipboard refused. */
  failed: string;
}) {
  const { t } = useTranslation();
  const showFlash = useOrderFlash((s) => s.show);
  const [refused, setRefused] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setRefused(false);
      showFlash(copied);
    } catch {
      setRefused(true);
    }
  };
  return (
    <>
      <span className="flex items-center justify-end gap-s">
        <span className="price-nums font-medium tracking-wide break-all select-all">{value}</span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={label}
          className="-my-6 inline-flex h-32 min-w-48 shrink-0 items-center justify-center rounded-sm border border-gray-30 bg-white px-s text-13 font-medium text-gray-90 hover:bg-gray-10"
        >
          {t('orders.parcel.copy')}
        </button>
      </span>
      {refused ? (
        <span role="alert" className="mt-min block text-13 text-red">
          {failed}
        </span>
      ) : null}
    </>
  );
}
