import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '@chorok/contract';
import { ShareIcon } from '@/components/ui/icons';
import { appConfigQueryOptions, useImageHosts } from '@/lib/app-config';
import { shareLink, type ShareTarget } from '@/lib/share-link';
import { isInNativeApp } from '@/native/shell';

/** What the screen says after a tap: the link was copied, or could not be. */
export type ShareNotice = 'copied' | 'copyFailed';

/** The toast text of each notice (`ui.share.*`). */
export const SHARE_NOTICE_KEYS = {
  copied: 'ui.share.copied',
  copyFailed: 'ui.share.copyFailed',
} as const satisfies Record<ShareNotice, string>;

/** The loader and its SDK come with the tap too: no page carries them before. */
const loadSdk = () => import('@/lib/kakao-sdk').then((module) => module.loadKakaoSdk());

/** Width of the picture a KakaoTalk message shows (the gallery's own fallback rendition). */
const KAKAO_IMAGE_WIDTH = 750;

/**
 * 공유하기 in a top bar: KakaoTalk when the server has a JavaScript key (the SDK loads on the
 * first tap, never before), else the system share sheet, else the page's link copied. `path` is
 * the page's canonical path, whatever search or hash the visitor arrived with; `image` and `price`
 * fill the KakaoTalk message. The screen shows the notice: a toast inside a blurred sticky header
 * would be placed against the header. Inside the native app it stays as it was (no Kakao).
 */
export function ShareButton({
  path,
  title,
  text,
  image,
  price,
  onNotice,
  className,
}: Pick<ShareTarget, 'title' | 'text' | 'price'> & {
  path: string;
  image?: { url: string } | undefined;
  onNotice: (notice: ShareNotice) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const hosts = useImageHosts();
  const { data: kakaoJsKey } = useQuery({
    ...appConfigQueryOptions(),
    select: (config) => config.kakaoJsKey ?? null,
  });
  return (
    <button
      type="button"
      aria-label={t('ui.share.label')}
      onClick={() => {
        const origin = window.location.origin;
        const imageUrl = image
          ? new URL(
              imageSrc(image.url, { width: KAKAO_IMAGE_WIDTH, format: 'jpeg' }, hosts),
              origin,
            ).href
          : undefined;
        const kakao = kakaoJsKey && !isInNativeApp() ? { key: kakaoJsKey, load: loadSdk } : null;
        void shareLink(
          {
            title,
            text: text || undefined,
            url: new URL(path, origin).href,
            ...(imageUrl ? { imageUrl } : {}),
            ...(price ? { price } : {}),
          },
          navigator,
          kakao,
        ).then((outcome) => {
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
