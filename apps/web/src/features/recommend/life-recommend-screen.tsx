import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { questionAnswers } from '@/features/recommend/answers';
import { Questionnaire } from '@/features/recommend/questionnaire';
import { RecommendResult } from '@/features/recommend/recommend-result';
import { SaveAnswers } from '@/features/recommend/save-answers';
import {
  answersParam,
  readRecommendSearch,
  type MetadataParamName,
} from '@/features/recommend/search';
import type { LifeRecommendSearch } from '@/features/recommend/route-search';
import { WithMetadatas } from '@/features/recommend/with-metadatas';

export interface LifeRecommendScreenProps {
  search: LifeRecommendSearch;
  onSearchChange: (next: LifeRecommendSearch) => void;
}

/** A link whose lists break the rule: what is wrong, and a fresh start. */
function InvalidSearch({ title, params }: { title: string; params: MetadataParamName[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <section
        role="alert"
        className="flex flex-col items-center gap-s px-l pt-xxl pb-xxl text-center"
      >
        <span className="mb-s flex size-64 items-center justify-center rounded-full bg-oat text-mandarin">
          <AlertIcon size={32} />
        </span>
        <h2 className="text-18 font-bold text-gray-100">{t('recommend.invalid.title')}</h2>
        <p className="text-14 text-gray-70">
          {t(
            params.includes('recommendMetadata')
              ? 'recommend.invalid.answers'
              : 'recommend.invalid.filter',
          )}
        </p>
        <p className="text-14 text-gray-70">{t('recommend.invalid.rule')}</p>
        <ButtonLink to="/life/recommend" search={{}} size="medium" className="mt-m">
          {t('recommend.invalid.reset')}
        </ButtonLink>
      </section>
    </>
  );
}

/**
 * /life/recommend: the questionnaire for anyone. Finishing puts the answers in the address
 * (`?recommendMetadata=1,12,31`), which shows their result — a link that can be kept or shared;
 * nothing is saved until the visitor signs in and chooses to.
 */
export function LifeRecommendScreen({ search, onSearchChange }: LifeRecommendScreenProps) {
  const { t } = useTranslation();
  const title = t('routes.lifeRecommend');
  useDocumentTitle(title);
  const { user } = useSession();
  const view = readRecommendSearch(search);
  // Redoing a result keeps its address until the new answers replace it.
  const [editing, setEditing] = useState(false);
  // Every question skipped: no answers for the address to hold, so the result lives here.
  const [withoutAnswers, setWithoutAnswers] = useState(false);

  if (view.kind === 'invalid') return <InvalidSearch title={title} params={view.params} />;

  const finish = (answers: number[]) => {
    setEditing(false);
    setWithoutAnswers(answers.length === 0);
    onSearchChange({ ...search, recommendMetadata: answersParam(answers) });
  };

  return (
    <WithMetadatas title={title}>
      {(metadatas) => {
        if (view.kind === 'result' && !editing)
          return (
            <RecommendResult
              title={title}
              answers={view.answers}
              metadatas={metadatas}
              filters={{ metadataIds: view.searchMetadata, search: view.searchQuery }}
              onRetake={() => setEditing(true)}
              save={<SaveAnswers answers={questionAnswers(view.answers, metadatas)} />}
            />
          );
        if (view.kind === 'questions' && withoutAnswers)
          return (
            <RecommendResult
              title={title}
              answers={[]}
              metadatas={metadatas}
              onRetake={() => setWithoutAnswers(false)}
            />
          );
        return (
          <Questionnaire
            title={title}
            metadatas={metadatas}
            initialAnswers={
              view.kind === 'result' ? view.answers : (user?.recommendMetadataIds ?? [])
            }
            onExit={editing ? () => setEditing(false) : undefined}
            onFinish={finish}
          />
        );
      }}
    </WithMetadatas>
  );
}
