import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CurationSummary } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { BookmarkFilledIcon, BookmarkIcon, ChevronLeftIcon } from '@/components/ui/icons';
import { ShareButton, type ShareNotice } from '@/components/ui/share-button';
import { CartIconLink } from '@/features/cart/cart-icon-link';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { useCurationLike } from '@/features/life/queries';

export const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

/** What the screen's one toast says. */
export type Notice = 'saved' | 'unsaved' | 'saveFailed' | ShareNotice | 'added';

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
          <ShareButton
            path={`/life/detail/${article.id}`}
            title={article.title}
            text={article.subtitle}
            image={article.cover}
            onNotice={onNotice}
            className={ICON_BUTTON}
          />
          <SaveButton article={article} label={t('life.detail.save')} onNotice={onNotice} />
          <CartIconLink label={t('product-detail.header.cart')} className={ICON_BUTTON} />
        </div>
      </nav>
    </header>
  );
}
