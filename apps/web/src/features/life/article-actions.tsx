import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CurationSummary } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import {
  BookmarkFilledIcon,
  BookmarkIcon,
  ChevronLeftIcon,
  ShareIcon,
} from '@/components/ui/icons';
import { CartIconLink } from '@/features/cart/cart-icon-link';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { useCurationLike } from '@/features/life/queries';
import { shareLink } from '@/lib/share-link';

export const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

/** What the screen's one toast says. */
export type Notice = 'saved' | 'unsaved' | 'saveFailed' | 'copied' | 'copyFailed' | 'added';

/**
 * The bookmark (저장): optimistic, everywhere the article is cached; a visitor goes to sign-in and
 * comes back here. `label` names it (the article's title in a list, "글 저장하기" on the article).
 */
export function SaveButton({
  article,
  label,
  onNotice,
  className,
}: {
  article: CurationSummary;
  label: string;
  onNotice?: (notice: Notice) => void;
  className?: string;
}) {
  const like = useCurationLike(article.id);
  const signInFirst = useSignInFirst();
  const saved = article.isLiked;
  const Icon = saved ? BookmarkFilledIcon : BookmarkIcon;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      onClick={() => {
        if (!signInFirst()) return;
        like.mutate(!saved, {
          onSuccess: (state) => onNotice?.(state.isLiked ? 'saved' : 'unsaved'),
          onError: () => onNotice?.('saveFailed'),
        });
      }}
      className={cn(ICON_BUTTON, saved && 'text-primary', className)}
    >
      <Icon size={24} className={cn(saved && 'motion-safe:animate-like-pop')} />
    </button>
  );
}

/** The article's canonical address, whatever search or hash the reader arrived with. */
export function articleUrl(curationId: number): string {
  return new URL(`/life/detail/${curationId}`, window.location.origin).href;
}

export function ShareButton({
  article,
  onNotice,
}: {
  article: CurationSummary;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('life.detail.share')}
      onClick={() => {
        void shareLink({
          title: article.title,
          text: article.subtitle,
          url: articleUrl(article.id),
        }).then((outcome) => {
          if (outcome === 'copied') onNotice('copied');
          if (outcome === 'failed') onNotice('copyFailed');
        });
      }}
      className={ICON_BUTTON}
    >
      <ShareIcon size={24} />
    </button>
  );
}

/** The article's top bar: back (to the list when opened directly), share, save and the cart. */
export function ArticleTopBar({
  article,
  onNotice,
}: {
  article: CurationSummary;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <header className="sticky top-0 z-30 bg-white/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label={t('life.detail.header')}
        className="flex h-56 items-center justify-between px-s"
      >
        <button
          type="button"
          aria-label={t('ui.back')}
          onClick={() => {
            if (canGoBack) router.history.back();
            else void router.navigate({ to: '/life' });
          }}
          className={ICON_BUTTON}
        >
          <ChevronLeftIcon size={26} />
        </button>
        <div className="flex items-center gap-min">
          <ShareButton article={article} onNotice={onNotice} />
          <SaveButton article={article} label={t('life.detail.save')} onNotice={onNotice} />
          <CartIconLink label={t('product-detail.header.cart')} className={ICON_BUTTON} />
        </div>
      </nav>
    </header>
  );
}
