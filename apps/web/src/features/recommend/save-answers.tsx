import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/lib/session/auth-store';
import { useSession } from '@/lib/session/use-session';
import { sameAnswers } from '@/features/recommend/answers';
import { useSaveAnswers } from '@/features/recommend/queries';
import { errorText } from '@/lib/error-text';

const CARD = 'mx-m mt-m rounded-lg bg-oat p-m';

/** The answers are the user's saved ones: say so, and where they now count. */
export function SavedAnswersNote({
  justSaved,
  cleared = false,
}: {
  justSaved: boolean;
  /** Every question was skipped: the saved answers are gone. */
  cleared?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${CARD} flex items-center gap-s`}>
      <span className="flex size-28 shrink-0 items-center justify-center rounded-full bg-primary text-white">
        <CheckIcon size={16} strokeWidth={3} />
      </span>
      <p role="status" className="min-w-0 flex-1 text-14 font-medium text-gray-90">
        {t(
          cleared
            ? 'recommend.save.cleared'
            : justSaved
              ? 'recommend.save.saved'
              : 'recommend.save.same',
        )}
      </p>
      <Link
        to="/products/recommend"
        className="flex shrink-0 items-center gap-2 rounded-sm py-min text-14 font-bold text-primary"
      >
        {t('recommend.save.toShop')}
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}

/**
 * Keeping a result's answers: a visitor is offered sign-in, coming back to this very result; a
 * signed-in user whose saved answers differ saves these with one tap.
 */
export function SaveAnswers({ answers }: { answers: readonly number[] }) {
  const { t } = useTranslation();
  const hasToken = useAuthStore((s) => s.accessToken !== null);
  const { user } = useSession();
  const href = useRouterState({ select: (s) => s.location.href });
  const save = useSaveAnswers();

  if (answers.length === 0) return null;
  if (!hasToken)
    return (
      <div className={CARD}>
        <p className="text-15 font-bold text-gray-100">{t('recommend.save.visitorTitle')}</p>
        <p className="mt-2 text-14 text-gray-70">{t('recommend.save.visitorBody')}</p>
        <ButtonLink to="/auth/sign-in" search={{ redirect: href }} size="large" className="mt-m">
          {t('recommend.save.signIn')}
        </ButtonLink>
      </div>
    );
  if (!user) return null;
  if (save.isSuccess || sameAnswers(user.recommendMetadataIds, answers))
    return <SavedAnswersNote justSaved={save.isSuccess} />;
  return (
    <div className={CARD}>
      <p className="text-15 font-bold text-gray-100">
        {t(
          user.recommendMetadataIds.length
            ? 'recommend.save.replaceTitle'
            : 'recommend.save.userTitle',
        )}
      </p>
      <p className="mt-2 text-14 text-gray-70">{t('recommend.save.userBody')}</p>
      <Button
        variant={save.isPending ? 'progress' : 'cta'}
        size="large"
        className="mt-m"
        onClick={() => save.mutate({ userId: user.id, answers })}
      >
        {t('recommend.save.save')}
      </Button>
      {save.isError ? (
        <p role="alert" className="mt-s text-14 text-red">
          {t('recommend.save.failed', { reason: errorText(t, save.error) })}
        </p>
      ) : null}
    </div>
  );
}
