import { useTranslation } from 'react-i18next';
import { CURATION_CATEGORIES, type CurationCategory } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { LifeIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/list-states';
import { InfiniteArticleList } from '@/features/life/article-list';
import { useCurationCategories, useCurationList } from '@/features/life/queries';

const PANEL_PREFIX = 'life-panel';
const ALL = 'all';

export interface LifeScreenProps {
  /** The open tab; undefined is 전체. */
  category: CurationCategory | undefined;
  onCategoryChange: (category: CurationCategory | undefined) => void;
}

/** 전체 first, then every category with its count from GET /curations/categories. */
function CategoryTabs({ category, onCategoryChange }: LifeScreenProps) {
  const { t } = useTranslation();
  const counts = useCurationCategories().data;
  const countOf = (c: CurationCategory) =>
    counts ? (counts.find((entry) => entry.category === c)?.count ?? 0) : undefined;
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Tabs
      label={t('life.tabs.label')}
      panelIdPrefix={PANEL_PREFIX}
      // Six tabs do not fit 390 px at equal widths: each takes its own width and the row scrolls.
      className="px-s [&>[role=tab]]:flex-none [&>[role=tab]]:px-12"
      tabs={[
        {
          id: ALL,
          label: t('life.tabs.all'),
          count: total,
          isActive: category === undefined,
          onClick: () => onCategoryChange(undefined),
        },
        ...CURATION_CATEGORIES.map((c) => ({
          id: c,
          label: t(`life.categories.${c}`),
          count: countOf(c),
          isActive: category === c,
          onClick: () => onCategoryChange(c),
        })),
      ]}
    />
  );
}

/**
 * /life: the 라이프 articles. Category tabs with their counts (the tab lives in the address, so back
 * and reload keep it); on 전체 the newest article leads as a large card; the list pages on as it
 * scrolls.
 */
export function LifeScreen({ category, onCategoryChange }: LifeScreenProps) {
  const { t } = useTranslation();
  const title = t('life.title');
  useDocumentTitle(title);
  const list = useCurationList(category ?? null);
  const tab = category ?? ALL;

  return (
    <>
      <div className="sticky top-0 z-30 bg-white">
        <PageHeader title={title} back={false} />
        <CategoryTabs category={category} onCategoryChange={onCategoryChange} />
      </div>
      <p className="px-m pt-m text-14 text-gray-70">{t('life.intro')}</p>
      <div role="tabpanel" id={`${PANEL_PREFIX}-${tab}`} aria-labelledby={`tab-${tab}`}>
        <InfiniteArticleList
          query={list}
          featured={category === undefined}
          empty={
            <EmptyState
              icon={<LifeIcon size={30} />}
              title={t('life.list.emptyTitle')}
              body={t(category ? 'life.list.emptyBody' : 'life.list.emptyAllBody')}
              action={
                category ? (
                  <Button size="small" onClick={() => onCategoryChange(undefined)}>
                    {t('life.list.showAll')}
                  </Button>
                ) : (
                  <ButtonLink to="/products/recommend" size="small">
                    {t('life.list.browseShop')}
                  </ButtonLink>
                )
              }
            />
          }
        />
      </div>
    </>
  );
}
