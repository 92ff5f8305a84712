import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, LeafIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/lib/session/auth-store';
import { useSession } from '@/lib/session/use-session';
import { useProductMetadatas } from '@/features/products/list-queries';
import { matchParts } from '@/features/recommend/answers';

const BOX = 'mx-m mt-m flex items-center gap-m rounded-lg bg-secondary-sec01 p-m text-primary';

function LeafBadge() {
  return (
    <span className="flex size-40 shrink-0 items-center justify-center rounded-full bg-white">
      <LeafIcon size={22} />
    </span>
  );
}

/**
 * Why /products/recommend is in the order it is: the saved questionnaire answers (and a way to
 * redo them), or an invitation to answer — a visitor's answers stay on their result page
 * (/life/recommend), a signed-in user's are saved (/profile/recommend).
 */
export function RecommendIntro() {
  const { t } = useTranslation();
  const hasToken = useAuthStore((s) => s.accessToken !== null);
  const { user } = useSession();
  const metadatas = useProductMetadatas();
  const answers = user?.recommendMetadataIds ?? [];

  if (hasToken && answers.length > 0) {
    const names = metadatas.data
      ? matchParts(answers, metadatas.data).flatMap((part) => part.names)
      : [];
    return (
      <section aria-labelledby="recommend-intro" className={BOX}>
        <LeafBadge />
        <div className="min-w-0 flex-1">
          <p className="text-15 font-bold">
            <span id="recommend-intro">{t('products.recommend.byAnswers')}</span>
            <span aria-hidden="true" className="px-min text-gray-50">
              ·
            </span>
            <Link
              to="/profile/recommend"
              className="rounded-sm text-secondary-sec04 underline underline-offset-2 hover:text-primary"
            >
              {t('products.recommend.retake')}
            </Link>
          </p>
          {names.length ? (
            <p className="mt-2 truncate text-13 text-gray-70">{names.join(' · ')}</p>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <Link
      to={hasToken ? '/profile/recommend' : '/life/recommend'}
      className={`${BOX} hover:bg-secondary-sec02`}
    >
      <LeafBadge />
      <span className="min-w-0 flex-1">
        <span className="block text-15 font-bold">{t('products.recommend.inviteTitle')}</span>
        <span className="mt-2 block text-13 text-gray-70">
          {t('products.recommend.inviteBody')}
        </span>
      </span>
      <ChevronRightIcon size={18} />
    </Link>
  );
}
