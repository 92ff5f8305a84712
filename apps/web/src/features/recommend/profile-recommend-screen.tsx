import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { questionAnswers } from '@/features/recommend/answers';
import { useSaveAnswers } from '@/features/recommend/queries';
import { Questionnaire } from '@/features/recommend/questionnaire';
import { RecommendResult } from '@/features/recommend/recommend-result';
import { SavedAnswersNote } from '@/features/recommend/save-answers';
import { WithMetadatas } from '@/features/recommend/with-metadatas';
import { errorText } from '@/lib/error-text';

/**
 * /profile/recommend (마이 → 식물 추천 질문): the questionnaire filled in with the saved answers.
 * Finishing saves the new ones (the user info is refetched, spec §7) and shows their result.
 */
export function ProfileRecommendScreen() {
  const { t } = useTranslation();
  const title = t('routes.profileRecommend');
  useDocumentTitle(title);
  const { user } = useSession();
  const save = useSaveAnswers();
  const [result, setResult] = useState<number[] | null>(null);

  if (!user)
    return (
      <>
        <PageHeader title={title} />
        <ListSkeleton
          className="flex flex-col gap-s px-l pt-l"
          bars={['h-6 w-full', 'h-30 w-260']}
        />
      </>
    );

  return (
    <WithMetadatas title={title}>
      {(metadatas) =>
        result ? (
          <RecommendResult
            title={title}
            answers={result}
            metadatas={metadatas}
            onRetake={() => {
              save.reset();
              setResult(null);
            }}
            save={<SavedAnswersNote justSaved cleared={result.length === 0} />}
          />
        ) : (
          <Questionnaire
            title={title}
            metadatas={metadatas}
            initialAnswers={user.recommendMetadataIds}
            finishing={save.isPending}
            finishLabel={t('recommend.finishSave')}
            error={
              save.isError ? t('recommend.save.failed', { reason: errorText(t, save.error) }) : null
            }
            onFinish={(answers) => {
              const chosen = questionAnswers(answers, metadatas);
              save.mutate(
                { userId: user.id, answers: chosen },
                {
                  onSuccess: () => {
                    setResult(chosen);
                    window.scrollTo(0, 0);
                  },
                },
              );
            }}
          />
        )
      }
    </WithMetadatas>
  );
}
