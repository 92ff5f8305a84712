import { useTranslation } from 'react-i18next';
import { ShareIcon } from '@/components/ui/icons';
import { shareLink, type ShareTarget } from '@/lib/share-link';

/** What the screen says after a tap: the link was copied, or could not be. */
export type ShareNotice = 'copied' | 'copyFailed';

/** The toast text of each notice (`ui.share.*`). */
export const SHARE_NOTICE_KEYS = {
  copied: 'ui.share.copied',
  copyFailed: 'ui.share.copyFailed',
} as const satisfies Record<ShareNotice, string>;

/**
 * 공유하기 in a top bar: the system share sheet, or the page's link copied. `path` is the page's
 * canonical path, whatever search or hash the visitor arrived with. The screen shows the notice:
 * a toast inside a blurred sticky header would be placed against the header.
 */
export function ShareButton({
  path,
  title,
  text,
  onNotice,
  className,
}: Omit<ShareTarget, 'url'> & {
  path: string;
  onNotice: (notice: ShareNotice) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('ui.share.label')}
      onClick={() => {
        void shareLink({
          title,
          text: text || undefined,
          url: new URL(path, window.location.origin).href,
        }).then((outcome) => {
          if (outcome === 'copied') onNotice('copied');
          if (outcome === 'failed') onNotice('copyFailed');
        });
      }}
      className={className}
    >
      <ShareIcon size={24} />
    </button>
  );
}
